import { useTranslation } from '../../lib/use-translation';
import type { TTestRun } from '#domain/testing';

/** What a test answered, how long it took and when it ran. */
export function RunOutcome({ run }: { run: TTestRun }) {
  const { t, i18n } = useTranslation();
  const time = new Date(run.at).toLocaleTimeString(i18n.resolvedLanguage);
  return (
    <p className="wrap-anywhere text-muted-foreground">
      {run.message}{' '}
      <span className="whitespace-nowrap text-xs">
        ({t('testing.duration', { ms: run.durationMs })}, {time})
      </span>
    </p>
  );
}
