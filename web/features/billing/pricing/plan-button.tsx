import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { pricingButton, type BillingCycle, type PlanId, type PricingButtonLabel } from '#domain/plans';
import { BusyButton } from '../../../components/ui/busy-button';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import type { PricingViewer } from './use-pricing-viewer';

const LABEL_KEY = {
  'Start for free': 'pricing.buttons.startFree',
  Upgrade: 'pricing.buttons.upgrade',
  'Current Plan': 'pricing.buttons.currentPlan',
  'Switch Plan': 'pricing.buttons.switchPlan',
} as const satisfies Record<PricingButtonLabel, string>;

/** A plan card's action, following the button rule of spec 000 §4. */
export function PlanButton({
  plan,
  billing,
  viewer,
  featured,
  describedBy,
}: {
  plan: PlanId;
  billing: BillingCycle;
  viewer: PricingViewer;
  featured: boolean;
  /** The card's title, so "Upgrade" is announced with the plan it is for. */
  describedBy: string;
}) {
  const { t } = useTranslation();
  const className = 'w-full';
  const variant = featured ? 'default' : 'outline';

  if (viewer.pending) {
    return (
      <BusyButton busy busyLabel={t('common.loading')} variant={variant} size="lg" className={className}>
        {t('common.loading')}
      </BusyButton>
    );
  }

  const button = pricingButton({ signedIn: viewer.signedIn, currentPlan: viewer.currentPlan, plan, billing });
  const label = t(LABEL_KEY[button.label]);

  if (button.disabled || !button.href) {
    // aria-disabled rather than disabled: the button stays focusable, so keyboard and screen-reader
    // users still reach it and learn why it does nothing (spec 000 §5 'Already subscribed').
    return (
      <Button
        variant="secondary"
        size="lg"
        aria-disabled="true"
        aria-describedby={describedBy}
        // Plain, not ui: these are the caller's classes for this state, beating the Button's cursor.
        // eslint-disable-next-line no-restricted-syntax
        className={cn(className, 'cursor-not-allowed opacity-70')}
        onClick={() =>
          toast.info(t('pricing.alreadySubscribed.title'), {
            description: t('pricing.alreadySubscribed.description'),
            id: 'already-subscribed',
          })
        }
      >
        {label}
      </Button>
    );
  }

  return (
    <Button asChild variant={variant} size="lg" className={className}>
      <Link to={button.href} aria-describedby={describedBy}>
        {label}
      </Link>
    </Button>
  );
}
