import Copy from 'lucide-react/icons/copy';
import Lock from 'lucide-react/icons/lock';
import Share2 from 'lucide-react/icons/share-2';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TApplication, TShareCreateResponse } from '#domain/applications';
import { SHARE_EXPIRY_DAYS } from '#domain/application-rules';
import { Badge } from '../../../components/ui/badge';
import { BusyButton } from '../../../components/ui/busy-button';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { formatDate } from '../../../lib/format';
import { SelectField } from '../../../components/select-field';
import { expiryDays } from './generator-rules';
import { useCreateShareMutation, useRevokeShareMutation } from './use-application';
import { useCopy } from './use-copy';

type Share = TApplication['share'];

function ActiveShare({
  share,
  applicationId,
  onRevoked,
}: {
  share: Share;
  applicationId: string;
  onRevoked: () => void;
}) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeShareMutation(applicationId);
  const expires = formatDate(share.expiresAt, i18n.language);
  return (
    <div className="grid gap-3 rounded-md border border-border bg-muted/30 p-3">
      <p className="text-sm font-medium">{t('generator.share.active')}</p>
      <div className="flex flex-wrap gap-2">
        <Badge variant="outline">
          {share.hasPassword ? <Lock aria-hidden="true" className="size-3" /> : null}
          {t(share.hasPassword ? 'generator.share.protected' : 'generator.share.unprotected')}
        </Badge>
        <Badge variant="outline">
          {expires ? t('generator.share.expiresAt', { date: expires }) : t('generator.share.noExpiry')}
        </Badge>
      </div>
      <BusyButton
        size="sm"
        variant="outline"
        className="justify-self-start"
        busy={revoke.isPending}
        busyLabel={t('generator.share.revoking')}
        onClick={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              onRevoked();
              toast.success(t('generator.share.revoked'), { id: 'generator-share' });
            },
            onError: () => toast.error(t('generator.share.revokeFailed'), { id: 'generator-share' }),
          })
        }
      >
        {t('generator.share.revoke')}
      </BusyButton>
    </div>
  );
}

function CreatedLink({ created }: { created: TShareCreateResponse }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('generator.share.link')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} readOnly value={created.url} onFocus={(event) => event.target.select()} />
        <Button
          type="button"
          className="shrink-0"
          onClick={() => void copy(created.url, 'generator.share.linkCopied')}
        >
          <Copy aria-hidden="true" />
          {t('generator.share.copyLink')}
        </Button>
      </div>
    </div>
  );
}

function CreateForm({
  applicationId,
  replacing,
  onCreated,
}: {
  applicationId: string;
  replacing: boolean;
  onCreated: (created: TShareCreateResponse) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateShareMutation(applicationId);
  const [password, setPassword] = useState('');
  const [expiry, setExpiry] = useState('never');
  const [error, setError] = useState('');
  const options = [
    { value: 'never', label: t('generator.share.expiryOptions.never') },
    ...SHARE_EXPIRY_DAYS.map((d) => ({ value: String(d), label: t(`generator.share.expiryOptions.${d}`) })),
  ];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const secret = password.trim() ? password : undefined;
    create.mutate(
      { ...(secret ? { password: secret } : {}), expiresInDays: expiryDays(expiry) },
      {
        onSuccess: (created) => {
          setPassword('');
          onCreated(created);
          toast.success(t('generator.share.created'), { id: 'generator-share' });
        },
        onError: (failure) =>
          setError(isApiError(failure) ? failure.message : t('generator.share.createFailed')),
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field
        id={`${id}-password`}
        type="password"
        autoComplete="new-password"
        label={t('generator.share.password')}
        hint={t('generator.share.passwordHint')}
        value={password}
        maxLength={200}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SelectField
        id={`${id}-expiry`}
        label={t('generator.share.expiry')}
        options={options}
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
      />
      {replacing ? <p className="text-xs text-muted-foreground">{t('generator.share.replaceNote')}</p> : null}
      <FormError>{error}</FormError>
      <BusyButton
        type="submit"
        className="justify-self-start"
        busy={create.isPending}
        busyLabel={t('generator.share.creating')}
      >
        {t(replacing ? 'generator.share.replace' : 'generator.share.create')}
      </BusyButton>
    </form>
  );
}

/**
 * Share by link (spec 000 §4): optional password and expiry; the link is shown once (the server
 * keeps only a hash), with Copy; an active link can be revoked or replaced.
 */
export function ShareDialog({ application }: { application: Pick<TApplication, 'id' | 'share'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<TShareCreateResponse | null>(null);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        {t('generator.share.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setCreated(null);
        }}
      >
        <DialogContent>
          <DialogTitle>{t('generator.share.title')}</DialogTitle>
          <DialogDescription>{t('generator.share.description')}</DialogDescription>
          <div className="grid gap-5">
            {created ? <CreatedLink created={created} /> : null}
            {application.share.active ? (
              <ActiveShare
                share={application.share}
                applicationId={application.id}
                onRevoked={() => setCreated(null)}
              />
            ) : null}
            <CreateForm
              applicationId={application.id}
              replacing={application.share.active}
              onCreated={setCreated}
            />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
