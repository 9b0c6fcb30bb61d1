import BarChart3 from 'lucide-react/icons/chart-column';
import Bot from 'lucide-react/icons/bot';
import FileText from 'lucide-react/icons/file-text';
import Globe from 'lucide-react/icons/globe';
import Target from 'lucide-react/icons/target';
import Timer from 'lucide-react/icons/timer';
import Workflow from 'lucide-react/icons/workflow';
import { useTranslation } from '../../../lib/use-translation';

const MODERN = [
  { key: 'languages', icon: Globe },
  { key: 'ats', icon: Target },
  { key: 'platforms', icon: Workflow },
  { key: 'speed', icon: Timer },
] as const;

const SUCCEED = [
  { key: 'builder', icon: FileText },
  { key: 'analytics', icon: BarChart3 },
  { key: 'assistant', icon: Bot },
] as const;

/** 'Built for Modern Job Seekers': four cards. */
export function ModernJobSeekers() {
  const { t } = useTranslation();
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {MODERN.map(({ key, icon: Icon }) => (
        <li key={key} className="rounded-xl border bg-card p-6 shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold">{t(`pricing.modern.${key}.title`)}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t(`pricing.modern.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}

/** 'Everything you need to succeed': three cards. */
export function EverythingToSucceed() {
  const { t } = useTranslation();
  return (
    <ul className="mt-10 grid gap-4 md:grid-cols-3">
      {SUCCEED.map(({ key, icon: Icon }) => (
        <li key={key} className="rounded-xl border bg-gradient-to-b from-brand-50/60 to-card p-6 shadow-sm">
          <Icon aria-hidden="true" className="size-6 text-primary" />
          <h3 className="mt-4 font-semibold">{t(`pricing.succeed.${key}.title`)}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t(`pricing.succeed.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
