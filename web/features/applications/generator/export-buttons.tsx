import Crown from 'lucide-react/icons/crown';
import FileDown from 'lucide-react/icons/file-down';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { hasFeature } from '#domain/plans';
import type { TApplication } from '#domain/applications';
import { BusyButton } from '../../../components/ui/busy-button';
import { isApiError } from '../../../lib/api';
import { reportError } from '../../../lib/error-report';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';
import { useSubscription } from '../../billing';
import { downloadExport, type ExportKind } from './generator-api';

type Exportable = Pick<TApplication, 'id' | 'jobTitle' | 'companyName'>;

function useExport(application: Exportable) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const run = async (kind: ExportKind) => {
    setBusy(kind);
    try {
      const { blob, fileName } = await downloadExport(application, kind);
      saveFile(blob, fileName);
    } catch (error) {
      // Spec 001 §8: 'Download fejlede' (en "Download failed"); the server's reason when it gave one.
      toast.error(t('generator.export.failed'), {
        id: 'generator-export',
        description:
          isApiError(error) && error.status !== 0 ? error.message : t('generator.export.failedText'),
      });
      reportError(error, 'ApplicationExport', { type: 'PDF_GENERATION_ERROR', action: kind });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/**
 * Download PDF for everyone; Download DOCX on Elite (export_docx, enforced by the server too). A
 * lower plan sees the DOCX button disabled, marked with the crown, and DocxUpgradeHint says why.
 */
export function ExportButtons({ application }: { application: Exportable }) {
  const { t } = useTranslation();
  const { plan } = useSubscription();
  const { busy, run } = useExport(application);
  const docxAllowed = hasFeature(plan, 'export_docx');
  return (
    <>
      <BusyButton
        size="sm"
        variant="outline"
        busy={busy === 'pdf'}
        busyLabel={t('generator.export.downloading')}
        onClick={() => void run('pdf')}
      >
        <FileDown aria-hidden="true" />
        {t('generator.export.pdf')}
      </BusyButton>
      <BusyButton
        size="sm"
        variant="outline"
        busy={busy === 'docx'}
        busyLabel={t('generator.export.downloading')}
        disabled={!docxAllowed}
        aria-describedby={docxAllowed ? undefined : DOCX_HINT_ID}
        onClick={() => void run('docx')}
      >
        {docxAllowed ? (
          <FileDown aria-hidden="true" />
        ) : (
          <Crown aria-hidden="true" className="text-amber-500" />
        )}
        {t('generator.export.docx')}
      </BusyButton>
    </>
  );
}

const DOCX_HINT_ID = 'docx-elite-hint';

/** Below the toolbar on plans without export_docx: what unlocks DOCX, with the way there. */
export function DocxUpgradeHint() {
  const { t } = useTranslation();
  const { plan } = useSubscription();
  if (plan === null || hasFeature(plan, 'export_docx')) return null;
  return (
    <p id={DOCX_HINT_ID} className="text-xs text-muted-foreground">
      {t('generator.export.docxElite')}{' '}
      <Link to="/subscription" className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('generator.export.docxUpgrade')}
      </Link>
    </p>
  );
}
