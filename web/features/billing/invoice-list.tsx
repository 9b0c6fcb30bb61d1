import Download from 'lucide-react/icons/download';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../lib/use-translation';
import type { TInvoice } from '#domain/subscription';
import { Badge } from '../../components/ui/badge';
import { formatDate, formatMinorAmount } from '../../lib/format';

const KNOWN_STATUSES = ['paid', 'open', 'void', 'uncollectible', 'failed'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];
const isKnownStatus = (status: string): status is KnownStatus =>
  (KNOWN_STATUSES as readonly string[]).includes(status);

function InvoiceStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = isKnownStatus(status) ? t(`billing.invoices.statuses.${status}`) : status;
  const variant = status === 'paid' ? 'success' : status === 'failed' ? 'destructive' : 'secondary';
  return <Badge variant={variant}>{label}</Badge>;
}

/** Billing history (spec 000 §2 Billing): amount in its currency, date, status, receipt. */
/** The invoice's line in the UI language; a line the app did not write, as it came. */
function invoiceLineText(invoice: TInvoice, t: TFunction, language: string): string {
  const line = invoice.line;
  if (!line) return invoice.description ?? '';
  if (line.kind === 'template') return t('billing.invoices.lines.template', { name: line.name });
  const plan = t(`billing.planNames.${line.plan}`);
  const cycle = t(`billing.invoices.lines.cycles.${line.cycle}`);
  if (line.kind === 'plan') return t('billing.invoices.lines.plan', { plan, cycle });
  return t('billing.invoices.lines.planChange', {
    plan,
    cycle,
    price: formatMinorAmount(line.price, invoice.currency, language),
    fromPlan: t(`billing.planNames.${line.fromPlan}`),
    fromCycle: t(`billing.invoices.lines.cycles.${line.fromCycle}`),
    credit: formatMinorAmount(-line.credit, invoice.currency, language),
  });
}

export function InvoiceList({ invoices }: { invoices: readonly TInvoice[] }) {
  const { t, i18n } = useTranslation();
  if (invoices.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('billing.invoices.empty')}</p>;
  }
  return (
    <ul aria-label={t('billing.invoices.title')} className="divide-y">
      {invoices.map((invoice) => {
        const date = formatDate(invoice.createdAt, i18n.language) ?? t('billing.notAvailable');
        const line = invoiceLineText(invoice, t, i18n.language);
        return (
          <li
            key={invoice.id}
            className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[8rem_1fr_6rem_6rem_auto]"
          >
            <span className="text-sm font-medium">{date}</span>
            <span
              title={line || undefined}
              className="col-span-2 row-start-2 truncate text-sm text-muted-foreground sm:col-span-1 sm:row-start-auto"
            >
              {line}
            </span>
            <span className="text-right text-sm font-semibold tabular-nums sm:text-left">
              {formatMinorAmount(invoice.amount, invoice.currency, i18n.language)}
            </span>
            <span className="row-start-3 sm:row-start-auto">
              <InvoiceStatus status={invoice.status} />
            </span>
            <span className="row-start-3 text-right sm:row-start-auto">
              {invoice.receiptUrl ? (
                <a
                  href={invoice.receiptUrl}
                  download
                  className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                  aria-label={t('billing.invoices.downloadFor', { date })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t('billing.invoices.receipt')}
                </a>
              ) : (
                <span className="text-sm text-muted-foreground">{t('billing.invoices.noReceipt')}</span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
