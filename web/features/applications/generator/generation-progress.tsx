import Check from 'lucide-react/icons/check';
import Circle from 'lucide-react/icons/circle';
import Info from 'lucide-react/icons/info';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useTranslation } from '../../../lib/use-translation';
import { GENERATION_STAGES } from '#domain/application-rules';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { stageMarks, type GenerationState, type StageMark } from './generation';

const MARK_ICON: Record<StageMark, typeof Check> = { done: Check, active: Loader2, todo: Circle };

/** The four stages (analysing, matching, writing, saving) with what is done and what is running. */
export function StageList({ state }: { state: Pick<GenerationState, 'phase' | 'stage'> }) {
  const { t } = useTranslation();
  const marks = stageMarks(state);
  return (
    <ol aria-label={t('generator.progress.label')} className="grid gap-2">
      {GENERATION_STAGES.map((stage) => {
        const mark = marks[stage];
        const Icon = MARK_ICON[mark];
        return (
          <li
            key={stage}
            data-mark={mark}
            aria-current={mark === 'active' ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 text-sm',
              mark === 'todo' ? 'text-muted-foreground' : 'text-foreground',
              mark === 'active' && 'font-medium',
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn(
                'size-4 shrink-0',
                mark === 'done' && 'text-success',
                mark === 'active' && 'animate-spin text-brand-600',
              )}
            />
            {t(`generator.progress.stages.${stage}`)}
            {mark === 'todo' ? null : (
              <span className="sr-only">
                ({t(mark === 'done' ? 'generator.progress.stageDone' : 'generator.progress.stageActive')})
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The model failed and the built-in writer took over (MODEL_FALLBACK): said, not hidden. */
export function FallbackNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="info" role="status">
      <Info aria-hidden="true" />
      <div className="grid gap-1">
        <AlertTitle>{t('generator.progress.fallback')}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </div>
    </Alert>
  );
}

/**
 * The letter while it is written: progress, the text as it streams in (announced politely, so a
 * screen reader is not interrupted by every word), and Cancel.
 */
export function GenerationProgress({ state, onCancel }: { state: GenerationState; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Card aria-busy={state.phase === 'streaming'}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="text-lg/7">{t('generator.progress.title')}</CardTitle>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t('generator.progress.cancel')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-5">
        <StageList state={state} />
        {state.notice ? <FallbackNotice message={state.notice} /> : null}
        <section aria-labelledby="streaming-letter-title" className="grid gap-2">
          <h2 id="streaming-letter-title" className="text-sm font-semibold">
            {t('generator.progress.letter')}
          </h2>
          <div
            aria-live="polite"
            data-testid="streaming-letter"
            className="min-h-[200px] rounded-md border border-border bg-muted/30 p-4 font-serif text-[15px] leading-relaxed break-words whitespace-pre-wrap"
          >
            {state.text || (
              <span className="font-sans text-sm text-muted-foreground">
                {t('generator.progress.waiting')}
              </span>
            )}
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
