import type { LucideIcon } from 'lucide-react';
import FileUp from 'lucide-react/icons/file-up';
import Loader2 from 'lucide-react/icons/loader-circle';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import UserRound from 'lucide-react/icons/user-round';
import type { ParseKeys } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import type { LockState } from './generator-rules';

type NoticeContent = {
  icon: LucideIcon;
  spin?: boolean;
  variant: 'info' | 'warning';
  title: ParseKeys;
  text: ParseKeys;
  action: { to: string; label: ParseKeys };
};

const TO_CVS = { to: '/cvs', label: 'generator.lock.processing.action' } as const;

const NOTICES = {
  'no-cv': {
    icon: FileUp,
    variant: 'warning',
    title: 'generator.lock.noCv.title',
    text: 'generator.lock.noCv.text',
    action: { to: '/cvs', label: 'generator.lock.noCv.action' },
  },
  'cv-processing': {
    icon: Loader2,
    spin: true,
    variant: 'info',
    title: 'generator.lock.processing.title',
    text: 'generator.lock.processing.text',
    action: TO_CVS,
  },
  // Every CV failed: "processing" would be untrue, so the notice asks for a retry instead.
  'cv-failed': {
    icon: TriangleAlert,
    variant: 'warning',
    title: 'generator.lock.processing.failedTitle',
    text: 'generator.lock.processing.failedText',
    action: TO_CVS,
  },
  'profile-incomplete': {
    icon: UserRound,
    variant: 'warning',
    title: 'generator.lock.profile.title',
    text: 'generator.lock.profile.text',
    action: { to: '/settings', label: 'generator.lock.profile.action' },
  },
} satisfies Record<string, NoticeContent>;

/**
 * Why the form is locked (spec 001 §2): no CV, a CV not processed yet (or whose processing failed),
 * or a profile without the required name and email. Each says what to do and links there.
 */
export function LockNotice({
  state,
  failedOnly,
}: {
  state: Exclude<LockState, 'unlocked'>;
  failedOnly: boolean;
}) {
  const { t } = useTranslation();
  const notice: NoticeContent = NOTICES[state === 'cv-processing' && failedOnly ? 'cv-failed' : state];
  const Icon = notice.icon;
  return (
    <Alert variant={notice.variant} role="status" className="flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex flex-1 gap-3">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', notice.spin && 'animate-spin')} />
        <div className="grid gap-1">
          <AlertTitle>{t(notice.title)}</AlertTitle>
          <AlertDescription>{t(notice.text)}</AlertDescription>
        </div>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to={notice.action.to}>{t(notice.action.label)}</Link>
      </Button>
    </Alert>
  );
}
