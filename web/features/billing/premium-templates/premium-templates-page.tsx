import { useMutation, useQuery } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Crown from 'lucide-react/icons/crown';
import FilePenLine from 'lucide-react/icons/file-pen-line';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { formatPrice } from '#domain/plans';
import type { TPremiumTemplate } from '#domain/subscription';
import { useAuth } from '../../../lib/auth-provider';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { BusyButton } from '../../../components/ui/busy-button';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { createCheckout, fetchPremiumTemplates, requestTemplateUse } from '../billing-api';
import { isSignedOutError } from '../billing-errors';
import { useTabAction } from '../use-tab-action';
import { useSubscription } from '../use-subscription';
import { templateAction, type TemplateAction } from './template-access';
import { PageHeader } from '../../../components/page-header';
import { LoadState } from '../../../components/load-state';

function useTemplateActions() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const purchase = useTabAction<string>();
  const loginRequired = () =>
    toast.error(t('billing.toasts.loginRequired.title'), {
      id: 'template',
      description: t('billing.toasts.loginRequired.description'),
    });
  const use = useMutation({
    mutationFn: (template: TPremiumTemplate) => requestTemplateUse(template.id),
    onSuccess: (granted) =>
      toast.success(t('billing.templates.ready', { name: granted.name }), {
        id: 'template',
        description: t('billing.templates.readyText'),
      }),
    onError: () => toast.error(t('billing.templates.useFailed'), { id: 'template' }),
  });

  const buy = (template: TPremiumTemplate) => {
    if (!user) return void loginRequired();
    void purchase.run(
      template.id,
      () => createCheckout({ type: 'template_purchase', template_id: template.id }),
      (error) => {
        if (isSignedOutError(error)) return void loginRequired();
        toast.error(t('billing.toasts.purchaseFailed.title'), {
          id: 'template',
          description: t('billing.toasts.purchaseFailed.description'),
        });
      },
    );
  };

  const upgradeRequired = (template: TPremiumTemplate) =>
    toast.error(t('billing.toasts.upgradeRequired.title'), {
      id: 'template',
      description: t('billing.toasts.upgradeRequired.description', {
        tier: template.subscription_tier ?? '',
      }),
    });

  return {
    buyingId: purchase.busyKey,
    usingId: use.isPending ? use.variables.id : null,
    act: (template: TPremiumTemplate, action: TemplateAction) => {
      if (action === 'use') use.mutate(template);
      else if (action === 'buy') buy(template);
      else if (action === 'upgrade') upgradeRequired(template);
    },
  };
}

const ACTION_LABEL = {
  use: 'billing.templates.use',
  buy: 'billing.templates.buy',
  upgrade: 'billing.templates.upgrade',
  wait: 'common.loading',
} as const satisfies Record<TemplateAction, string>;

function TemplateCard({
  template,
  action,
  busy,
  onAct,
}: {
  template: TPremiumTemplate;
  action: TemplateAction;
  busy: boolean;
  onAct: () => void;
}) {
  const { t } = useTranslation();
  const tier = template.subscription_tier;
  return (
    <Card className="flex w-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          {template.purchased ? (
            <Badge variant="success">
              <CheckCircle2 aria-hidden="true" className="size-3" />
              {t('billing.templates.purchased')}
            </Badge>
          ) : null}
          {tier ? (
            <Badge variant="brand">
              <Crown aria-hidden="true" className="size-3" />
              {t('billing.templates.includedIn', { plan: t(`billing.planNames.${tier}`) })}
            </Badge>
          ) : (
            <Badge variant="secondary">{t('billing.templates.oneTime')}</Badge>
          )}
        </div>
        <CardTitle className="mt-2">{template.name}</CardTitle>
        {template.description ? <CardDescription>{template.description}</CardDescription> : null}
      </CardHeader>
      <CardFooter className="mt-auto justify-between gap-3">
        <span className="text-xl font-bold">{formatPrice(template.price, 'DKK')}</span>
        <BusyButton
          busy={busy || action === 'wait'}
          busyLabel={
            action === 'wait'
              ? t('common.loading')
              : action === 'buy'
                ? t('billing.templates.buying')
                : t('billing.templates.using')
          }
          variant={action === 'use' ? 'default' : 'outline'}
          onClick={onAct}
        >
          {t(ACTION_LABEL[action])}
        </BusyButton>
      </CardFooter>
      {action === 'use' ? (
        <CardFooter className="pt-0">
          {/* The builder knows a premium template by this id too (its ?template= takes either). */}
          <Button asChild variant="link" className="px-0">
            <Link to={`/cv-builder?template=${encodeURIComponent(template.id)}`}>
              <FilePenLine aria-hidden="true" />
              {t('cvBuilder.links.useInBuilder')}
            </Link>
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** Spec 001 §2 Premium templates: ordered by price, prices in DKK. */
export function PremiumTemplatesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { plan } = useSubscription();
  const [searchParams] = useSearchParams();
  const actions = useTemplateActions();
  const query = useQuery({
    queryKey: ['premium-templates', user?.id],
    queryFn: ({ signal }) => fetchPremiumTemplates(signal),
    refetchOnWindowFocus: 'always',
  });

  return (
    <div className="space-y-6">
      <PageHeader
        seo={{
          title: t('billing.seo.premiumTemplates.title'),
          description: t('billing.seo.premiumTemplates.description'),
        }}
        title={t('billing.templates.title')}
        description={t('billing.templates.description')}
      />
      {searchParams.get('purchase') === 'success' ? (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <div>
            <AlertTitle>{t('billing.templates.purchaseSuccess')}</AlertTitle>
            <AlertDescription>{t('billing.templates.purchaseSuccessText')}</AlertDescription>
          </div>
        </Alert>
      ) : null}
      <LoadState query={query} errorText={t('billing.templates.loadError')} />
      {query.data?.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <LayoutTemplate aria-hidden="true" className="size-4" />
          {t('billing.templates.empty')}
        </p>
      ) : null}
      {query.data?.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((template) => {
            const action = templateAction(template, plan);
            return (
              <li key={template.id} className="flex">
                <TemplateCard
                  template={template}
                  action={action}
                  busy={actions.buyingId === template.id || actions.usingId === template.id}
                  onAct={() => actions.act(template, action)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
