import Cookie from 'lucide-react/icons/cookie';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { ACCEPT_ALL, NECESSARY_ONLY, type CookieChoices } from '#domain/cookie-consent';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { consentStore } from './consent-store';
import { useCookieConsent } from './use-cookie-consent';

type Category = 'necessary' | keyof CookieChoices;
const CATEGORIES: readonly Category[] = ['necessary', 'analytics', 'marketing', 'preferences'];

/** An on/off switch with a visible label and description; `disabled` for necessary cookies. */
function CategorySwitch({
  category,
  checked,
  disabled = false,
  onChange,
}: {
  category: Category;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {t(`cookies.categories.${category}.name`)}
          {disabled ? (
            <span className="ml-2 text-xs font-normal text-muted-foreground">{t('cookies.alwaysOn')}</span>
          ) : null}
        </label>
        <p id={`${id}-text`} className="text-xs text-muted-foreground">
          {t(`cookies.categories.${category}.text`)}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        aria-describedby={`${id}-text`}
        disabled={disabled}
        onCheckedChange={(next) => onChange?.(next)}
        className="mt-0.5"
      />
    </div>
  );
}

/**
 * The cookie banner's dialog (./cookie-banner.tsx shows it while it asks): non-modal, in the bottom
 * corner, compact on phones so it covers as little of the page as possible; a first view with the
 * two choices and a detail view with one switch per category.
 */
export function CookieDialog() {
  const { t } = useTranslation();
  const { consent, reopened, save, dismiss } = useCookieConsent();
  const [view, setView] = useState<'simple' | 'detail'>('simple');
  const [choices, setChoices] = useState<CookieChoices>(NECESSARY_ONLY);
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  // Reopened on request: take focus (the visitor asked for it) and remember where to return it.
  // On a first visit the banner does not steal focus; it comes first in the tab order instead.
  useEffect(() => {
    if (!reopened) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
  }, [reopened]);

  // The detail view starts from the stored choice, or all off (opt-in) when there is none.
  const openDetail = () => {
    setChoices(
      consent
        ? { analytics: consent.analytics, marketing: consent.marketing, preferences: consent.preferences }
        : NECESSARY_ONLY,
    );
    showView('detail');
  };

  // Switching views replaces the buttons under the focus; move focus to the new view's first action.
  const viewChanged = useRef(false);
  useEffect(() => {
    if (!viewChanged.current) return;
    viewChanged.current = false;
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [view]);
  const showView = (next: 'simple' | 'detail') => {
    viewChanged.current = true;
    setView(next);
  };

  const choose = (next: CookieChoices) => {
    const wasReopened = consentStore.getState().reopened;
    const hadFocus = dialogRef.current?.contains(document.activeElement) ?? false;
    save(next);
    setView('simple');
    // The banner unmounts under the focus: return it to the opener, or on a first visit to the page.
    if (wasReopened && returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
    else if (hadFocus) document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        if (view === 'detail') showView('simple');
        else if (consent) {
          dismiss();
          returnFocusTo.current?.focus();
        }
      }}
      className="fixed inset-x-2 print:hidden bottom-2 z-50 max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-xl border bg-card p-4 text-card-foreground shadow-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-[24rem] sm:p-5"
    >
      <div className="flex items-center gap-2">
        <Cookie aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <h2 id={titleId} className="text-sm font-semibold">
          {view === 'simple' ? t('cookies.title') : t('cookies.detailTitle')}
        </h2>
      </div>

      {view === 'simple' ? (
        <>
          <p id={textId} className="mt-1.5 text-xs text-muted-foreground sm:text-sm">
            {t('cookies.text')}{' '}
            <Link
              to="/privacy-policy"
              className="rounded-sm font-medium text-primary underline-offset-2 hover:underline"
            >
              {t('cookies.privacyPolicy')}
            </Link>
            {' · '}
            <Link
              to="/cookie-policy"
              className="rounded-sm font-medium text-primary underline-offset-2 hover:underline"
            >
              {t('cookies.cookiePolicy')}
            </Link>
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button size="sm" onClick={() => choose(ACCEPT_ALL)}>
              {t('cookies.acceptAll')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => choose(NECESSARY_ONLY)}>
              {t('cookies.necessaryOnly')}
            </Button>
            <Button size="sm" variant="ghost" className="col-span-2 h-8" data-autofocus onClick={openDetail}>
              {t('cookies.customize')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p id={textId} className="mt-1.5 text-xs text-muted-foreground">
            {t('cookies.detailText')}
          </p>
          <div className="mt-2 divide-y">
            {CATEGORIES.map((category) =>
              category === 'necessary' ? (
                <CategorySwitch key={category} category={category} checked disabled />
              ) : (
                <CategorySwitch
                  key={category}
                  category={category}
                  checked={choices[category]}
                  onChange={(checked) => setChoices((current) => ({ ...current, [category]: checked }))}
                />
              ),
            )}
          </div>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button size="sm" data-autofocus onClick={() => choose(choices)}>
              {t('cookies.savePreferences')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => choose(ACCEPT_ALL)}>
              {t('cookies.acceptAll')}
            </Button>
            <Button size="sm" variant="ghost" className="col-span-2 h-8" onClick={() => showView('simple')}>
              {t('cookies.back')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
