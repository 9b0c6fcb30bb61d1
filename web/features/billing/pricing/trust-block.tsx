import Lock from 'lucide-react/icons/lock';
import Star from 'lucide-react/icons/star';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import CalendarX from 'lucide-react/icons/calendar-x';
import { useTranslation } from '../../../lib/use-translation';

const ITEMS = [
  { key: 'users', icon: Users },
  { key: 'rating', icon: Star },
  { key: 'faster', icon: TrendingUp },
  { key: 'secure', icon: Lock },
  { key: 'cancel', icon: CalendarX },
] as const;

/** Spec 000 §2 Pricing: 10,000+ users, 4.8/5, 50% faster, secure and private, cancel anytime. */
export function TrustBlock() {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('pricing.trust.label')}
      className="grid grid-cols-2 gap-4 rounded-2xl border bg-muted/40 p-6 sm:grid-cols-3 lg:grid-cols-5"
    >
      {ITEMS.map(({ key, icon: Icon }) => (
        <li
          key={key}
          className="flex flex-col items-center gap-1 text-center last:col-span-2 sm:last:col-span-1"
        >
          <Icon aria-hidden="true" className="size-5 text-primary" />
          <span className="text-lg font-bold">{t(`pricing.trust.${key}.value`)}</span>
          <span className="text-xs text-muted-foreground">{t(`pricing.trust.${key}.label`)}</span>
        </li>
      ))}
    </ul>
  );
}
