import type { ParseKeys } from 'i18next';
import {
  Briefcase,
  ChartColumn,
  CreditCard,
  FilePenLine,
  FilePlus,
  FileText,
  LayoutDashboard,
  LayoutTemplate,
  Settings,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { PlanId } from '#domain/plans';

export type SidebarLink = {
  path: string;
  labelKey: ParseKeys;
  icon: LucideIcon;
  /** Needs a paid plan; on Free the link leads to the upgrade page instead. */
  premium?: boolean;
  /** Not open yet for anyone; always leads to the upgrade page. */
  comingSoon?: boolean;
};

export type ResolvedSidebarLink = SidebarLink & { href: string; locked: boolean };

/** Spec 001 §2: premium items on Free and coming-soon items redirect here. */
export const UPGRADE_PATH = '/subscription';

/**
 * Spec 001 §2 order: /dashboard, /new-job, /applications, /cvs, /ai-assistant, /analytics,
 * /research (premium), /cv-builder (premium), /premium-templates (premium, coming soon),
 * /advanced-features (premium, coming soon), /subscription, /settings, /help, /pricing.
 * A link joins this list, in that order, when its screen exists.
 */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { path: '/dashboard', labelKey: 'shell.links.dashboard', icon: LayoutDashboard },
  { path: '/new-job', labelKey: 'shell.links.newJob', icon: FilePlus },
  { path: '/applications', labelKey: 'shell.links.applications', icon: Briefcase },
  { path: '/cvs', labelKey: 'shell.links.cvs', icon: FileText },
  { path: '/analytics', labelKey: 'shell.links.analytics', icon: ChartColumn },
  // Premium-marked (spec 001); Free reaches the builder from /cvs and the dashboard (decision 021).
  { path: '/cv-builder', labelKey: 'cvBuilder.links.nav', icon: FilePenLine, premium: true },
  {
    path: '/premium-templates',
    labelKey: 'billing.nav.premiumTemplates',
    icon: LayoutTemplate,
    premium: true,
    comingSoon: true,
  },
  {
    path: '/advanced-features',
    labelKey: 'billing.nav.advancedFeatures',
    icon: Sparkles,
    premium: true,
    comingSoon: true,
  },
  { path: '/subscription', labelKey: 'billing.nav.subscription', icon: CreditCard },
  { path: '/settings', labelKey: 'shell.links.settings', icon: Settings },
];

export function resolveSidebarLinks(links: readonly SidebarLink[], plan: PlanId): ResolvedSidebarLink[] {
  return links.map((link) => {
    const locked = Boolean(link.comingSoon) || (Boolean(link.premium) && plan === 'free');
    return { ...link, href: locked ? UPGRADE_PATH : link.path, locked };
  });
}
