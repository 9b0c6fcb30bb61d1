import Crown from 'lucide-react/icons/crown';
import LogOut from 'lucide-react/icons/log-out';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useTranslation } from '../../lib/use-translation';
import { NavLink } from 'react-router';
import type { PlanId } from '#domain/plans';
import { useAuth } from '../../lib/auth-provider';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { useSignOut } from '../auth';
import { openChat } from '../chat';
import { NotificationsBell } from '../notifications';
import { useProfileQuery } from '../profile';
import { useSubscription } from '../billing';
import { PlanBadge } from '../../components/plan-badge';
import { resolveSidebarLinks, SIDEBAR_LINKS } from './sidebar-links';
import { UpgradeBox } from './upgrade-box';

/** The sidebar's badge names the plans Free, Pro and Enterprise (spec 001 §2). */
const SIDEBAR_PLAN_NAME = {
  free: 'shell.plan.free',
  pro: 'shell.plan.pro',
  elite: 'shell.plan.eliteBadge',
} as const satisfies Record<PlanId, string>;

function initials(name: string | undefined, email: string | undefined): string {
  const source = name?.trim() || email || '?';
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : source.slice(0, 2);
  return letters.toUpperCase();
}

/** The signed-in shell's navigation, shared by the desktop sidebar and the mobile drawer. */
export function Sidebar({ onNavigate, inDrawer = false }: { onNavigate?: () => void; inDrawer?: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const profileQuery = useProfileQuery();
  const signOut = useSignOut();
  const subscription = useSubscription();
  const profile = profileQuery.data;
  // The real plan (DESIGN.md decision); while it loads, premium links stay locked (spec 000 §6).
  const { plan } = subscription;
  const links = resolveSidebarLinks(SIDEBAR_LINKS, plan ?? 'free');
  const name = profile?.fullName?.trim() || user?.name || '';
  const email = user?.email ?? profile?.email ?? '';

  return (
    <div className="flex h-full flex-col">
      <div className={cn('flex h-16 items-center justify-between gap-2 border-b px-4', inDrawer && 'pr-14')}>
        <Logo onClick={onNavigate} />
        <div className="flex items-center gap-1">
          {plan ? <PlanBadge plan={plan} name={t(SIDEBAR_PLAN_NAME[plan])} /> : null}
          {subscription.isLoading ? (
            <span aria-hidden="true" className="h-5 w-12 rounded-full bg-muted" />
          ) : null}
          {/* In the drawer the mobile top bar already shows the bell. */}
          {inDrawer ? null : <NotificationsBell />}
        </div>
      </div>

      <nav aria-label={t('shell.navLabel')} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {links.map((link) => {
            const Icon = link.icon;
            return (
              <li key={link.path}>
                <NavLink
                  to={link.href}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      isActive && !link.locked
                        ? 'bg-accent text-accent-foreground'
                        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(link.labelKey)}
                  {link.locked ? (
                    <>
                      <Crown aria-hidden="true" className="ml-auto size-3.5 shrink-0 text-brand-700" />
                      <span className="sr-only"> ({t('shell.premium')})</span>
                    </>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
          <li>
            {/* The help centre's chat, inside the workspace: answers about the product, and a way to a person. */}
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                onNavigate?.();
                openChat();
              }}
              className="flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
            >
              <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
              {t('shell.chat')}
            </button>
          </li>
        </ul>
      </nav>

      <div className="space-y-4 border-t p-4">
        {plan === 'free' ? (
          <UpgradeBox
            used={subscription.view.applicationsUsed}
            limit={subscription.view.applications_limit}
            onNavigate={onNavigate}
          />
        ) : null}
        {subscription.isLoading ? (
          <div aria-hidden="true" className="h-40 animate-pulse rounded-lg bg-muted" />
        ) : null}

        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
          >
            {initials(name, email)}
          </span>
          <div className="min-w-0">
            {name ? <p className="truncate text-sm font-medium">{name}</p> : null}
            <p className="truncate text-xs text-muted-foreground">{email}</p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-2">
          <LanguageSwitcher />
          <Button variant="ghost" size="sm" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            {t('shell.signOut')}
          </Button>
        </div>
      </div>
    </div>
  );
}
