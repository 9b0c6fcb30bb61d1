import Link2 from 'lucide-react/icons/link-2';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useMutation } from '@tanstack/react-query';
import type { TJobAdFetchResponse } from '#domain/applications';
import { BusyButton } from '../../../components/ui/busy-button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { FormError } from '../../../components/ui/form-message';
import { isApiError } from '../../../lib/api';
import { applicationSchema } from '../list/applications-api';
import { toast } from '../../../lib/toast';
import { fetchJobAd } from './generator-api';

/**
 * "Import from URL": the server fetches the ad's page and extracts its text, which fills the form
 * for the user to check. The server's own message says why a page could not be used (a private
 * address, too large, not an ad).
 */
export function JobAdImport({
  disabled,
  onImported,
}: {
  disabled: boolean;
  onImported: (ad: TJobAdFetchResponse) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const fetchAd = useMutation({ mutationFn: (address: string) => fetchJobAd(address) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The request's schema comes with the first import, as the responses' do (lib/api.ts).
    const request = await applicationSchema('ZJobAdFetchRequest')().catch(() => null);
    if (!request) return setError(t('generator.import.failed'));
    const parsed = request.safeParse({ url: url.trim() });
    if (!parsed.success) return setError(t('generator.import.invalid'));
    setError('');
    fetchAd.mutate(parsed.data.url, {
      onSuccess: (ad) => {
        onImported(ad);
        toast.success(t('generator.import.done'), { id: 'job-ad-import' });
      },
      onError: (failure) => setError(isApiError(failure) ? failure.message : t('generator.import.failed')),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-dashed border-border p-4"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
          <Link2 aria-hidden="true" className="size-4" />
          {t('generator.import.title')}
        </h2>
        <p className="text-xs text-muted-foreground">{t('generator.import.text')}</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>{t('generator.import.label')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={url}
            disabled={disabled}
            placeholder={t('generator.import.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
          <BusyButton
            type="submit"
            variant="outline"
            className="shrink-0"
            busy={fetchAd.isPending}
            busyLabel={t('generator.import.fetching')}
            disabled={disabled || url.trim() === ''}
          >
            {t('generator.import.fetch')}
          </BusyButton>
        </div>
        <FormError id={`${id}-error`}>{error}</FormError>
      </div>
    </form>
  );
}
