import CheckCircle2 from 'lucide-react/icons/circle-check';
import FileText from 'lucide-react/icons/file-text';
import Target from 'lucide-react/icons/target';
import UserRound from 'lucide-react/icons/user-round';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

const POINTS = [
  { key: 'cv', Icon: FileText },
  { key: 'personal', Icon: UserRound },
  { key: 'preferences', Icon: Target },
] as const;

/** What the setup asks for, before the first step. */
export function WelcomeStep() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3">
      {POINTS.map(({ key, Icon }) => (
        <li key={key} className="flex items-center gap-3 rounded-lg border p-3 text-sm">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          {t(`onboarding.steps.welcome.points.${key}`)}
        </li>
      ))}
    </ul>
  );
}

/** The end of the setup: on to the first application, or back where the user came from. */
export function CompletedStep({
  onDone,
  doneKey,
}: {
  onDone: () => void;
  doneKey: 'onboarding.steps.completed.done' | 'onboarding.steps.completed.close';
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onDone}>
          {t(doneKey)}
        </Button>
        <Button asChild>
          <Link to="/new-job" onClick={onDone}>
            {t('onboarding.steps.completed.newApplication')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
