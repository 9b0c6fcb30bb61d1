import { Crown, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canAccess, type PlanId } from '#domain/plans';
import { useAuth } from '../app/auth-provider';
import { useSubscription } from '../features/subscription/use-subscription';
import { Spinner } from './ui/spinner';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

type PaidPlan = Exclude<PlanId, 'free'>;

function GateCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader className="items-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
        <CardTitle className="mt-2">{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      {children ? (
        <CardContent className="flex flex-wrap justify-center gap-2">{children}</CardContent>
      ) : null}
    </Card>
  );
}

/**
 * The card a plan below `requiredPlan` sees: 'Upgrade to Pro/Elite' and 'View All Plans' (spec 000 §6),
 * the plan named as the catalogue names it (Pro, Elite), never by its id.
 */
export function UpgradeCard({ requiredPlan }: { requiredPlan: PaidPlan }) {
  const { t } = useTranslation();
  return (
    <GateCard
      icon={<Crown aria-hidden="true" className="size-6" />}
      title={t(`billing.gate.upgradeTo.${requiredPlan}`)}
      text={t('billing.gate.text', { plan: t(`billing.gate.planNames.${requiredPlan}`) })}
    >
      <Button asChild>
        <Link to="/subscription">{t('billing.gate.upgrade')}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/pricing">{t('billing.gate.viewPlans')}</Link>
      </Button>
    </GateCard>
  );
}

/**
 * Shows `children` only on `requiredPlan` or above. Signed out: a sign-in card; while the plan
 * loads access is denied (spec 000 §6), so nothing gated flashes before the answer.
 */
export function UpgradeGate({ requiredPlan, children }: { requiredPlan: PaidPlan; children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isPending } = useAuth();
  const { plan } = useSubscription();

  if (!isPending && !user) {
    return (
      <GateCard
        icon={<LogIn aria-hidden="true" className="size-6" />}
        title={t('billing.gate.signInTitle')}
        text={t('billing.gate.signInText')}
      >
        <Button asChild>
          <Link to="/auth?tab=signin">{t('billing.gate.signIn')}</Link>
        </Button>
      </GateCard>
    );
  }
  if (isPending || plan === null) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
        <Spinner />
        {t('billing.gate.checking')}
      </p>
    );
  }
  if (!canAccess(plan, requiredPlan)) return <UpgradeCard requiredPlan={requiredPlan} />;
  return children;
}
