import ArrowRight from 'lucide-react/icons/arrow-right';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { useHydrated } from '../../lib/prerendered';
import { cn } from '../../lib/utils';
import {
  SETUP_STEP_LINKS,
  SETUP_STEPS,
  SETUP_STORAGE_KEY,
  parseSetupProgress,
  toggleStep,
  type SetupStep,
} from './setup-progress';

function readStored(): SetupStep[] {
  try {
    return parseSetupProgress(window.localStorage.getItem(SETUP_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Four checkable steps with a progress count, remembered in this browser (spec 000 §2 Help). */
export function SetupGuide() {
  const { t } = useTranslation();
  const [stored, setDone] = useState<SetupStep[]>(readStored);
  // The pre-rendered page has no ticks: this browser's own show once React has taken over.
  const done = useHydrated() ? stored : [];
  const total = SETUP_STEPS.length;

  const onToggle = (step: SetupStep, checked: boolean) => {
    const next = toggleStep(done, step, checked);
    setDone(next);
    try {
      window.localStorage.setItem(SETUP_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage blocked: the ticks last for this page only.
    }
  };

  return (
    <Card role="region" aria-labelledby="setup-guide-title">
      <CardHeader>
        <CardTitle id="setup-guide-title">{t('help.setup.title')}</CardTitle>
        <CardDescription>{t('help.setup.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4 text-sm">
          <p aria-live="polite" className="font-medium">
            {t('help.setup.progress', { done: done.length, total })}
          </p>
          {done.length === total ? (
            <p className="inline-flex items-center gap-1.5 text-success">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {t('help.setup.allDone')}
            </p>
          ) : null}
        </div>
        <Progress
          value={done.length}
          max={total}
          className="mt-2"
          aria-label={t('help.setup.progress', { done: done.length, total })}
        />
        <ol className="mt-6 grid gap-3 sm:grid-cols-2">
          {SETUP_STEPS.map((step, index) => {
            const checked = done.includes(step);
            const inputId = `setup-step-${step}`;
            return (
              <li
                key={step}
                className={cn(
                  'flex gap-3 rounded-lg border p-4 transition-colors',
                  checked ? 'border-success/40 bg-success/5' : 'bg-background',
                )}
              >
                <input
                  id={inputId}
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => onToggle(step, event.target.checked)}
                  aria-describedby={`${inputId}-text`}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
                <div className="min-w-0">
                  <label
                    htmlFor={inputId}
                    className={cn(
                      'cursor-pointer font-medium',
                      checked && 'text-muted-foreground line-through',
                    )}
                  >
                    <span className="sr-only">{index + 1}. </span>
                    {t(`help.setup.steps.${step}.title`)}
                  </label>
                  <p id={`${inputId}-text`} className="mt-1 text-sm text-muted-foreground">
                    {t(`help.setup.steps.${step}.text`)}
                  </p>
                  <Link
                    to={SETUP_STEP_LINKS[step]}
                    className="mt-2 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t(`help.setup.steps.${step}.action`)}
                    <ArrowRight aria-hidden="true" className="size-3.5" />
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
