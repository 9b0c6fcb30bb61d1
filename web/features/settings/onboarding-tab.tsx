import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { onboardingProgress } from '#domain/onboarding-rules';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { resetOnboarding, useOnboardingStateQuery, useStoreOnboardingState } from '../onboarding';
import { OnboardingModal } from '../onboarding';

/**
 * The Onboarding tab (spec 001 §2 Settings): where the settings variant of the setup stands, a way
 * into it at its resume step (§4, the settings rule), and a restart that clears it (POST
 * /api/onboarding/reset {variant: 'settings'}) and opens it at the welcome step.
 */
export function OnboardingTab() {
  const { t } = useTranslation();
  const query = useOnboardingStateQuery();
  const store = useStoreOnboardingState();
  const [open, setOpen] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const state = query.data;

  if (!state) {
    return query.isError ? (
      <p className="text-sm text-destructive">{t('settingsProfile.onboardingTab.loadFailed')}</p>
    ) : (
      <div aria-hidden="true" className="h-48 animate-pulse rounded-xl bg-muted" />
    );
  }

  const step = state.resumeStep.settings;
  const completed = state.onboardingCompleted || step === 'completed';
  const percent = completed ? 100 : onboardingProgress(step, 'settings');

  const restart = async () => {
    setRestarting(true);
    try {
      await store(await resetOnboarding('settings'));
      toast.success(t('settingsProfile.onboardingTab.restarted'), { id: 'onboarding' });
      setOpen(true);
    } catch {
      toast.error(t('onboarding.toasts.reset'), { id: 'onboarding' });
    } finally {
      setRestarting(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settingsProfile.onboardingTab.title')}</CardTitle>
        <CardDescription>{t('settingsProfile.onboardingTab.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-sm font-medium">
            {completed ? <CheckCircle2 aria-hidden="true" className="size-4 text-success" /> : null}
            {completed
              ? t('settingsProfile.onboardingTab.completed')
              : t('settingsProfile.onboardingTab.progress', { percent })}
          </p>
          <Progress value={percent} aria-label={t('settingsProfile.onboardingTab.title')} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpen(true)}>
            {completed
              ? t('settingsProfile.onboardingTab.openCompleted')
              : t('settingsProfile.onboardingTab.open')}
          </Button>
          <Button variant="outline" onClick={() => void restart()} disabled={restarting}>
            {restarting ? <Spinner /> : <RotateCcw aria-hidden="true" />}
            {t('settingsProfile.onboardingTab.restart')}
          </Button>
        </div>
      </CardContent>
      <OnboardingModal open={open} onOpenChange={setOpen} state={state} variant="settings" />
    </Card>
  );
}
