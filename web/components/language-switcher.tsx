import Languages from 'lucide-react/icons/languages';
import { useId } from 'react';
import { useTranslation } from '../lib/use-translation';
import { changeLanguage } from '../lib/i18n';
import { isLanguage, LANGUAGES } from '../lib/language';
import { cn } from '../lib/utils';

/** English / Dansk; the choice is remembered in localStorage and sets <html lang>. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div className={cn('ui:relative ui:inline-flex ui:items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground"
      />
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-md border border-input bg-background py-1 pr-3 pl-8 text-sm shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
