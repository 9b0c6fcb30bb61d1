import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TLetterParagraph, TRequirement } from '#domain/applications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { EvidenceLines } from './ats-report';
import { contentParagraphs, paragraphEvidence } from './report-view';

function EvidenceDetail({
  paragraph,
  requirements,
}: {
  paragraph: TLetterParagraph;
  requirements: readonly TRequirement[];
}) {
  const { t } = useTranslation();
  const evidence = paragraphEvidence(paragraph, requirements);
  if (evidence.cvLines.length === 0 && evidence.requirements.length === 0)
    return <p className="text-sm text-muted-foreground">{t('generator.evidence.none')}</p>;
  return (
    <div className="grid gap-3">
      {evidence.requirements.length > 0 ? (
        <div className="grid gap-1">
          <p className="text-xs font-medium text-muted-foreground">{t('generator.evidence.requirements')}</p>
          <ul className="flex flex-wrap gap-1.5">
            {evidence.requirements.map((r) => (
              <li key={r.id} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                {r.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="-ml-6">
        <EvidenceLines lines={evidence.cvLines} label={t('generator.evidence.cvLines')} />
      </div>
    </div>
  );
}

/**
 * Evidence per paragraph: pointing at (hover, focus) or selecting a paragraph shows the CV lines
 * and the ad's requirements it rests on, so every claim in the letter can be checked.
 */
export function EvidencePanel({
  paragraphs,
  requirements,
  edited,
}: {
  paragraphs: readonly TLetterParagraph[];
  requirements: readonly TRequirement[];
  /** The letter was changed after generation: the paragraphs shown are the generated ones. */
  edited: boolean;
}) {
  const { t } = useTranslation();
  const items = contentParagraphs(paragraphs);
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      items.findIndex((p) => p.role === 'evidence'),
    ),
  );
  if (items.length === 0) return null;
  const current = items[Math.min(selected, items.length - 1)]!;
  const detail = (className: string) => (
    <div
      aria-live="polite"
      className={cn(
        'ui:content-start ui:gap-2 ui:self-start ui:rounded-md ui:border ui:border-border ui:p-3',
        className,
      )}
    >
      <EvidenceDetail paragraph={current} requirements={requirements} />
      {edited ? <p className="text-xs text-muted-foreground">{t('generator.evidence.edited')}</p> : null}
    </div>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg/7">{t('generator.evidence.title')}</CardTitle>
        <CardDescription>{t('generator.evidence.text')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ul aria-label={t('generator.evidence.paragraphs')} className="grid content-start gap-2">
          {items.map((paragraph, index) => (
            <li key={`${paragraph.role}-${index}`} className="grid gap-2">
              <button
                type="button"
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                onMouseEnter={() => setSelected(index)}
                onFocus={() => setSelected(index)}
                className={cn(
                  'w-full cursor-pointer rounded-md border px-3 py-2 text-left font-serif text-sm leading-relaxed break-words transition-colors',
                  index === selected
                    ? 'border-brand-300 bg-brand-50/60'
                    : 'border-transparent hover:border-border hover:bg-muted/40',
                )}
              >
                <span className="line-clamp-3">{paragraph.text}</span>
              </button>
              {/* Phones: what it rests on right under the paragraph, not at the end of a long list. */}
              {index === selected ? detail('grid lg:hidden') : null}
            </li>
          ))}
        </ul>
        {detail('hidden lg:sticky lg:top-4 lg:grid')}
      </CardContent>
    </Card>
  );
}
