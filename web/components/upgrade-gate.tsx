import Crown from 'lucide-react/icons/crown';
import LogIn from 'lucide-react/icons/log-in';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from 'react-router';
import { canAccess, type PlanId } from '#domain/plans';
import { Spinner } from './ui/spinner';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

export type PaidPlan = Exclude<PlanId, 'free'>;

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
      title={t(`gate.upgradeTo.${requiredPlan}`)}
      text={t('gate.text', { plan: t(`gate.planNames.${requiredPlan}`) })}
    >
      <Button asChild>
        <Link to="/subscription">{t('gate.upgrade')}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/pricing">{t('gate.viewPlans')}</Link>
      </Button>
    </GateCard>
  );
}

/** Who is looking: signed out, a plan still loading (null), or the plan they are on. */
export type GateViewer = PlanId | 'signed-out' | null;

/**
 * Shows `children` only on `requiredPlan` or above. Signed out: a sign-in card; while the plan
 * loads access is denied (spec 000 §6), so nothing gated flashes before the answer.
 */
export function UpgradeGate({
  requiredPlan,
  viewer,
  children,
}: {
  requiredPlan: PaidPlan;
  viewer: GateViewer;
  children: ReactNode;
}) {
  const { t } = useTranslation();

  if (viewer === 'signed-out') {
    return (
      <GateCard
        icon={<LogIn aria-hidden="true" className="size-6" />}
        title={t('gate.signInTitle')}
        text={t('gate.signInText')}
      >
        <Button asChild>
          <Link to="/auth?tab=signin">{t('gate.signIn')}</Link>
        </Button>
      </GateCard>
    );
  }
  if (viewer === null) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
        <Spinner />
        {t('gate.checking')}
      </p>
    );
  }
  if (!canAccess(viewer, requiredPlan)) return <UpgradeCard requiredPlan={requiredPlan} />;
  return children;
}
