import Bot from 'lucide-react/icons/bot';
import CreditCard from 'lucide-react/icons/credit-card';
import FilePenLine from 'lucide-react/icons/file-pen-line';
import FileText from 'lucide-react/icons/file-text';
import Rss from 'lucide-react/icons/rss';
import PlusCircle from 'lucide-react/icons/circle-plus';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Settings from 'lucide-react/icons/settings';
import UserRoundSearch from 'lucide-react/icons/user-round-search';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cvBuilderPath } from '../cv-builder';

const LINKS = [
  { to: '/new-job', key: 'newJob', Icon: PlusCircle },
  { to: '/cvs', key: 'cvs', Icon: FileText },
  // Job discovery (issue 17) is not among spec 001's sidebar links (decision 023): reached from here.
  { to: '/job-discovery', key: 'discovery', Icon: Rss },
  { to: '/settings', key: 'settings', Icon: Settings },
  // The career tools of issue 16: the assistant on every plan, LinkedIn analysis on Pro (its page gates).
  { to: '/ai-assistant', key: 'assistant', Icon: Bot },
  { to: '/linkedin-analysis', key: 'linkedin', Icon: UserRoundSearch },
  { to: '/pricing', key: 'viewPlans', Icon: CreditCard },
] as const;

type QuickActionsProps = {
  /** Restart setup is offered only once onboarding is complete (spec 001 §2). */
  canRestart: boolean;
  restarting: boolean;
  onRestart: () => void;
};

export function QuickActions({ canRestart, restarting, onRestart }: QuickActionsProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.quick.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {LINKS.map(({ to, key, Icon }) => (
          <Button key={key} asChild variant="outline" className="justify-start">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(`dashboard.quick.${key}`)}
            </Link>
          </Button>
        ))}
        <Button asChild variant="outline" className="justify-start">
          <Link to={cvBuilderPath()}>
            <FilePenLine aria-hidden="true" />
            {t('cvBuilder.links.quickAction')}
          </Link>
        </Button>
        {canRestart ? (
          <BusyButton
            variant="outline"
            className="justify-start"
            busy={restarting}
            busyLabel={t('dashboard.quick.restart')}
            onClick={onRestart}
          >
            <RotateCcw aria-hidden="true" />
            {t('dashboard.quick.restart')}
          </BusyButton>
        ) : null}
      </CardContent>
    </Card>
  );
}
