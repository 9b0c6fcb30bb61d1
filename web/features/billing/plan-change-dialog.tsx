import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { BillingCycle } from '#domain/plans';
import type { TPlanChangePreview } from '#domain/proration';
import type { TPaidPlanId } from '#domain/subscription';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { confirmPlanChange, previewPlanChange } from './billing-api';
import { refusalMessage } from './billing-errors';
import { formatDate, formatMinorAmount } from '../../lib/format';
import { useInvalidateBilling } from './use-billing-overview';

export type PlanChangeTarget = { plan: TPaidPlanId; cycle: BillingCycle };

const interval = (cycle: BillingCycle) => (cycle === 'yearly' ? 'year' : 'month');

function Line({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? 'flex justify-between gap-4 border-t pt-2 font-semibold' : 'flex justify-between gap-4'
      }
    >
      <dt className={strong ? '' : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/** The figures of a change, as the server (or Stripe) computed them. */
function Figures({ preview }: { preview: TPlanChangePreview }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMinorAmount(amount, preview.currency, i18n.language);
  const date = (iso: string) => formatDate(iso, i18n.language) ?? t('billing.notAvailable');
  const plan = (p: TPaidPlanId, c: BillingCycle) =>
    t('billing.planChange.planAndCycle', {
      plan: t(`billing.planNames.${p}`),
      cycle: t(`billing.cycle.${c}`),
    });

  if (preview.timing === 'period_end') {
    return (
      <div className="space-y-3 text-sm">
        <p>
          {t('billing.planChange.laterText', {
            current: plan(preview.fromPlan, preview.fromBillingCycle),
            date: date(preview.effectiveAt),
            next: plan(preview.plan, preview.billing_cycle),
          })}
        </p>
        <dl className="space-y-2 rounded-lg border bg-muted/40 p-3">
          <Line label={t('billing.planChange.dueNow')} value={money(0)} strong />
          <Line
            label={t('billing.planChange.nextRenewal', { date: date(preview.nextRenewalAt) })}
            value={money(preview.nextRenewalAmount)}
          />
        </dl>
      </div>
    );
  }
  return (
    <div className="space-y-3 text-sm">
      <dl className="space-y-2 rounded-lg border bg-muted/40 p-3" data-testid="plan-change-figures">
        <Line label={plan(preview.plan, preview.billing_cycle)} value={money(preview.newPrice)} />
        <Line
          label={t('billing.planChange.credit', { plan: plan(preview.fromPlan, preview.fromBillingCycle) })}
          value={money(-preview.credit)}
        />
        <Line label={t('billing.planChange.dueNow')} value={money(preview.amountDue)} strong />
      </dl>
      <p className="text-muted-foreground">
        {t('billing.planChange.nowText', {
          date: date(preview.nextRenewalAt),
          amount: money(preview.nextRenewalAmount),
        })}
      </p>
    </div>
  );
}

/**
 * The confirmation of a subscriber's plan change (issue 13 item 14, decision 016): what is due now,
 * the credit for the unused time, the next renewal's date and price. Confirm charges exactly the
 * figure shown (the preview's proration date goes with it); Cancel or Escape changes nothing.
 */
export function PlanChangeDialog({
  target,
  onClose,
}: {
  /** The plan to move to; null keeps the dialog closed. */
  target: PlanChangeTarget | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const invalidate = useInvalidateBilling();
  const preview = useQuery({
    queryKey: ['plan-change-preview', target?.plan, target?.cycle],
    queryFn: ({ signal }) =>
      previewPlanChange({ plan: target!.plan, interval: interval(target!.cycle) }, signal),
    enabled: target !== null,
    // A figure is computed for a moment: never shown from a cache.
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const confirm = useMutation({
    mutationFn: (figures: TPlanChangePreview) =>
      confirmPlanChange({
        plan: figures.plan,
        interval: interval(figures.billing_cycle),
        prorationDate: figures.prorationDate,
      }),
    onSuccess: async (figures) => {
      await invalidate();
      onClose();
      toast.success(
        figures.timing === 'now' ? t('billing.planChange.doneNow') : t('billing.planChange.doneLater'),
        { id: 'plan-change' },
      );
    },
    onError: (error) => {
      // An out-of-date figure: show the current one instead of charging something else.
      if (isApiError(error) && error.status === 409) void preview.refetch();
    },
  });

  const figures = preview.data;
  const title = target
    ? t('billing.planChange.title', {
        plan: t(`billing.planNames.${target.plan}`),
        cycle: t(`billing.cycle.${target.cycle}`),
      })
    : '';
  const confirmLabel =
    figures?.timing === 'now'
      ? t('billing.planChange.confirmPay', {
          amount: formatMinorAmount(figures.amountDue, figures.currency, i18n.language),
        })
      : t('billing.planChange.confirmLater');

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !confirm.isPending) {
          confirm.reset();
          onClose();
        }
      }}
    >
      <DialogContent aria-busy={preview.isFetching} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t('billing.planChange.description')}</DialogDescription>
        {preview.isFetching && !figures ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('billing.planChange.loading')}
          </p>
        ) : null}
        {preview.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
              <span>{refusalMessage(preview.error) ?? t('billing.planChange.loadError')}</span>
              <Button size="sm" variant="outline" onClick={() => void preview.refetch()}>
                {t('common.retry')}
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {figures && !preview.isError ? <Figures preview={figures} /> : null}
        {confirm.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>
              {isApiError(confirm.error) && confirm.error.status === 409
                ? t('billing.planChange.stale')
                : (refusalMessage(confirm.error) ?? t('billing.planChange.failed'))}
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={confirm.isPending}>
              {t('billing.planChange.cancel')}
            </Button>
          </DialogClose>
          <BusyButton
            busy={confirm.isPending}
            busyLabel={t('billing.planChange.confirming')}
            disabled={!figures || preview.isFetching || preview.isError}
            onClick={() => figures && confirm.mutate(figures)}
          >
            {confirmLabel}
          </BusyButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
