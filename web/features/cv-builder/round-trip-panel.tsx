import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ScanText from 'lucide-react/icons/scan-text';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { TRoundTripReport } from '#domain/cv-builder';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { BusyButton } from '../../components/ui/busy-button';
import { formatPercent } from '../../lib/format';

type RoundTripPanelProps = {
  report: TRoundTripReport | undefined;
  busy: boolean;
  failed: boolean;
  onCheck: () => void;
};

/**
 * "What an ATS reads" (issue 15): our own reader and parser run on the exported file; the recall,
 * each field as expected and as found, and the sections read out of order.
 */
export function RoundTripPanel({ report, busy, failed, onCheck }: RoundTripPanelProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const sectionNames = t('cvBuilder.sections', { returnObjects: true }) as Record<string, string>;
  return (
    <details className="group rounded-xl border bg-background" open={Boolean(report) || busy}>
      <summary className="flex cursor-pointer list-none items-center gap-2 p-4 font-semibold [&::-webkit-details-marker]:hidden">
        <ScanText aria-hidden="true" className="size-4" />
        <h2 id={headingId} className="flex-1 text-base">
          {t('cvBuilder.roundTrip.title')}
        </h2>
        {report ? (
          <span className="text-sm font-medium">{formatPercent(report.recall * 100, i18n.language)}</span>
        ) : null}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-4 border-t p-4 text-sm">
        <p className="text-muted-foreground">{t('cvBuilder.roundTrip.intro')}</p>
        {failed ? (
          <Alert variant="destructive">
            <AlertDescription>{t('cvBuilder.roundTrip.failed')}</AlertDescription>
          </Alert>
        ) : null}
        {report ? (
          <>
            <p>
              {t('cvBuilder.roundTrip.recall', {
                percent: formatPercent(report.recall * 100, i18n.language),
                format: report.format.toUpperCase(),
              })}
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-left" aria-labelledby={headingId}>
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('cvBuilder.roundTrip.field')}
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('cvBuilder.roundTrip.expected')}
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('cvBuilder.roundTrip.found')}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      <span className="sr-only">{t('cvBuilder.roundTrip.result')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {report.fields.map((field, index) => (
                    <tr key={`${field.field}-${index}`} className="align-top">
                      <th scope="row" className="py-1.5 pr-3 font-medium">
                        {t(`cvBuilder.roundTrip.fields.${field.field}`)}
                      </th>
                      <td className="py-1.5 pr-3 break-words">{field.expected}</td>
                      <td className="py-1.5 pr-3 break-words">
                        {field.found ?? (
                          <span className="text-muted-foreground">{t('cvBuilder.roundTrip.lost')}</span>
                        )}
                      </td>
                      <td className="py-1.5">
                        {field.ok ? (
                          <Check
                            aria-label={t('cvBuilder.roundTrip.ok')}
                            className="size-4 text-success-strong"
                          />
                        ) : (
                          <X
                            aria-label={t('cvBuilder.roundTrip.missed')}
                            className="size-4 text-destructive"
                          />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {report.outOfOrder.length ? (
              <p>
                {t('cvBuilder.roundTrip.outOfOrder', {
                  sections: report.outOfOrder.map((section) => sectionNames[section] ?? section).join(', '),
                })}
              </p>
            ) : (
              <p className="text-muted-foreground">{t('cvBuilder.roundTrip.inOrder')}</p>
            )}
          </>
        ) : null}
        <BusyButton
          variant="outline"
          size="sm"
          busy={busy}
          busyLabel={t('cvBuilder.roundTrip.checking')}
          onClick={onCheck}
        >
          <ScanText aria-hidden="true" />
          {report ? t('cvBuilder.roundTrip.checkAgain') : t('cvBuilder.roundTrip.check')}
        </BusyButton>
      </div>
    </details>
  );
}
