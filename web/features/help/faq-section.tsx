import ChevronDown from 'lucide-react/icons/chevron-down';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { FaqLanguage } from '#domain/help-faq';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { searchFaq } from './search-faq';

/** The FAQ with live search over question and answer (spec 000 §2 Help). */
export function FaqSection() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const language: FaqLanguage = i18n.resolvedLanguage === 'da' ? 'da' : 'en';
  const results = useMemo(() => searchFaq(deferredQuery, language), [deferredQuery, language]);
  const searching = deferredQuery.trim() !== '';
  const searchId = useId();
  const statusId = useId();

  return (
    <section aria-labelledby="faq-title" className="scroll-mt-24">
      <h2 id="faq-title" className="text-2xl font-bold tracking-tight">
        {t('help.faq.title')}
      </h2>
      <div className="mt-4 grid gap-2">
        <label htmlFor={searchId} className="sr-only">
          {t('help.faq.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('help.faq.searchPlaceholder')}
            aria-describedby={statusId}
            // Our own clear button replaces the browser's.
            className="pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {query ? (
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-1/2 right-1 size-8 -translate-y-1/2"
              aria-label={t('help.faq.clear')}
              onClick={() => setQuery('')}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {/* The count (only while searching) or "No results found", announced as it changes. */}
        <p id={statusId} aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
          {results.length === 0
            ? t('help.faq.noResults')
            : searching
              ? t('help.faq.results', { count: results.length })
              : null}
        </p>
      </div>

      {results.length === 0 ? (
        <div className="mt-2 rounded-lg border border-dashed p-8 text-center">
          <p className="text-sm text-muted-foreground">{t('help.faq.noResultsHint')}</p>
        </div>
      ) : (
        <ul className="mt-2 divide-y rounded-lg border bg-card">
          {results.map((entry) => (
            <li key={entry.id}>
              {/* Native disclosure: keyboard and screen-reader support without extra code. */}
              {/* While searching, answers open so the matching text is visible; the key resets them. */}
              <details key={String(searching)} open={searching || undefined} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-4 font-medium hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                  {entry.question[language]}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-4 pb-4 text-sm text-muted-foreground">{entry.answer[language]}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
