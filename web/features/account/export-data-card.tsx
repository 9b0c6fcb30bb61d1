import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { BusyButton } from '../../components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { downloadDataExport } from './data-rights-api';

const TOAST_ID = 'data-export';

/** Spec 001 §3 data export file, with the §8 Data rights toasts. */
export function ExportDataCard() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const exportData = async () => {
    setBusy(true);
    try {
      const fileName = await downloadDataExport();
      toast.success(t('dataRights.export.successTitle'), {
        id: TOAST_ID,
        description: t('dataRights.export.successDescription', { fileName }),
      });
    } catch (error) {
      // A session that expired since the page loaded is the one failure the user can fix by signing in.
      const signedOut = isApiError(error) && error.status === 401;
      toast.error(t(signedOut ? 'dataRights.export.authTitle' : 'dataRights.export.failedTitle'), {
        id: TOAST_ID,
        description: t(
          signedOut ? 'dataRights.export.authDescription' : 'dataRights.export.failedDescription',
        ),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dataRights.export.title')}</CardTitle>
        <CardDescription>{t('dataRights.export.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <BusyButton busy={busy} busyLabel={t('dataRights.export.working')} onClick={() => void exportData()}>
          <Download aria-hidden="true" />
          {t('dataRights.export.button')}
        </BusyButton>
      </CardContent>
    </Card>
  );
}
