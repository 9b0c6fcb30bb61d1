import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { MIN_PASSWORD_SCORE, type PasswordScore } from '#domain/password-strength';
import { cn } from '../../lib/utils';
import { estimatePasswordStrength, warmUpPasswordEstimator } from './password-estimator';

const SEGMENTS = 4;
/** Pauses typing this long before the estimate is announced, so a screen reader is not flooded. */
const SETTLE_MS = 300;

/**
 * How hard the new password is to guess, while it is typed (issue 13, item 8): the same estimate
 * the server applies, told in words (a polite live region) and drawn as a bar, so colour is never
 * the only sign. The estimate runs in a Web Worker whose dictionaries start loading when this
 * first shows (chunks of their own, never in the landing page's bundle).
 */
export function PasswordStrengthMeter({
  id,
  password,
  userInputs = [],
}: {
  id: string;
  password: string;
  userInputs?: readonly string[];
}) {
  const { t } = useTranslation();
  const [estimate, setEstimate] = useState<PasswordScore | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => warmUpPasswordEstimator(), []);

  useEffect(() => {
    if (!password) return;
    let live = true;
    const timer = setTimeout(() => {
      estimatePasswordStrength(password, inputsKey.split('\n')).then(
        (strength) => live && setEstimate(strength.score),
        () => undefined, // The server still checks; the meter just stays as it was.
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  // The last estimate stands while typing goes on; an emptied field shows none.
  const score = password ? estimate : null;
  const strong = score !== null && score >= MIN_PASSWORD_SCORE;
  const filled = score === null ? 0 : Math.max(1, score);
  return (
    <div className="grid gap-1">
      <div className="flex gap-1" aria-hidden="true">
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <span
            key={i}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              i >= filled
                ? 'bg-muted'
                : strong
                  ? 'bg-success'
                  : score !== null && score >= 2
                    ? 'bg-warning'
                    : 'bg-destructive',
            )}
          />
        ))}
      </div>
      <p id={id} aria-live="polite" className="min-h-4 text-xs text-muted-foreground">
        {score === null
          ? null
          : `${t('auth.strength.label', { level: t(`auth.strength.levels.${score}`) })}. ${
              strong ? t('auth.strength.strongEnough') : t('auth.strength.tooWeak')
            }`}
      </p>
    </div>
  );
}
