import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { useAuth } from '../../lib/auth-provider';

const scrollTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

/** A link of the header's bar, or (`inMenu`) of the phone menu, larger to tap. */
function navLinkClass({ isActive }: { isActive: boolean }, inMenu = false) {
  return cn(
    'rounded-md font-medium transition-colors hover:bg-muted hover:text-foreground',
    inMenu ? 'px-3 py-2.5 text-base' : 'px-2 py-2 text-sm lg:px-3',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, isPending } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);

  const navItems = [
    // Spec 000 §2: Home is hidden on the landing page itself.
    ...(pathname === '/' ? [] : [{ to: '/', label: t('nav.home'), end: true }]),
    { to: '/features', label: t('nav.features'), end: false },
    { to: '/pricing', label: t('nav.pricing'), end: false },
    { to: '/help', label: t('nav.support'), end: false },
  ];

  const closeMenu = () => {
    setMenuOpen(false);
    scrollTop();
  };

  const authActions = (onNavigate: () => void, stacked: boolean) => {
    if (isPending) return <div aria-hidden="true" className={cn(stacked ? 'h-10' : 'h-9 w-44')} />;
    if (user) {
      return (
        <Button asChild size={stacked ? 'default' : 'sm'} className={cn(stacked && 'w-full')}>
          <Link to="/dashboard" onClick={onNavigate}>
            {t('nav.dashboard')}
          </Link>
        </Button>
      );
    }
    return (
      <>
        <Button asChild variant="ghost" size={stacked ? 'default' : 'sm'} className={cn(stacked && 'w-full')}>
          <Link to="/auth?tab=signin" onClick={onNavigate}>
            {t('nav.signIn')}
          </Link>
        </Button>
        <Button asChild size={stacked ? 'default' : 'sm'} className={cn(stacked && 'w-full')}>
          <Link to="/auth?tab=signup" onClick={onNavigate}>
            {t('nav.getStarted')}
          </Link>
        </Button>
      </>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75 print:hidden">
      {/* Tighter spacing from 768 px until lg, so the full header (Home link, Danish labels) fits. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 md:px-4 lg:gap-4 lg:px-8">
        <Logo onClick={closeMenu} />

        <nav aria-label={t('nav.main')} className="hidden items-center md:flex lg:gap-1">
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} onClick={scrollTop} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitcher />
          {authActions(scrollTop, false)}
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
        </Button>
      </div>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="border-t bg-background md:hidden"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setMenuOpen(false);
        }}
      >
        <nav aria-label={t('nav.main')} className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              onClick={closeMenu}
              className={(state) => navLinkClass(state, true)}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="mx-auto flex max-w-7xl flex-col gap-2 border-t px-4 py-4">
          {authActions(closeMenu, true)}
          <LanguageSwitcher className="mt-2 self-start" />
        </div>
      </div>
    </header>
  );
}
