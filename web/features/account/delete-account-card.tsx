import Trash2 from 'lucide-react/icons/trash';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-provider';
import { Button } from '../../components/ui/button';
import { ConfirmActions } from '../../components/ui/confirm-actions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { useSignOut } from '../auth';
import { classifyDeletionFailure, requestAccountDeletion, type DeletionFailure } from './data-rights-api';
import { useHasPassword } from './use-has-password';

const TOAST_ID = 'account-deletion';
const DELETED_ITEMS = ['account', 'cvs', 'applications', 'subscription'] as const;

/**
 * After the server deleted the account (and expired the cookie): the spec's toast, then the usual
 * sign-out to `/`. The session store is re-read afterwards, because Better Auth's own sign-out call
 * fails for a session that no longer exists and would leave the old user in the store.
 */
function useFinishDeletion() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const { refetch } = useAuth();
  return async () => {
    toast.success(t('dataRights.delete.successTitle'), {
      id: TOAST_ID,
      description: t('dataRights.delete.successDescription'),
    });
    await signOut();
    await refetch();
  };
}

/** Ends the current session and opens the sign-in form (which would send a signed-in user away). */
function useSignInAgain() {
  const navigate = useNavigate();
  const { refetch } = useAuth();
  return async () => {
    await authClient.signOut().catch(() => undefined);
    await refetch();
    await navigate('/auth?tab=signin');
  };
}

function FailureMessage({ failure }: { failure: DeletionFailure }) {
  const { t } = useTranslation();
  const signInAgain = useSignInAgain();
  if (failure.kind === 'session')
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm font-medium text-destructive">
        <p>{t('dataRights.delete.sessionExpired')}</p>
        <Button variant="outline" size="sm" onClick={() => void signInAgain()}>
          {t('dataRights.delete.signInAgain')}
        </Button>
      </div>
    );
  if (failure.kind === 'conflict') return <FormError>{failure.message}</FormError>;
  if (failure.kind === 'rateLimited') return <FormError>{t('auth.errors.tooManyAttempts')}</FormError>;
  if (failure.kind === 'failed') return <FormError>{t('dataRights.delete.failedDescription')}</FormError>;
  // Password problems are shown under the password field.
  return null;
}

type PasswordErrorKey = `dataRights.delete.${'passwordWrong' | 'passwordMissing'}`;

function passwordError(failure: DeletionFailure | null): PasswordErrorKey | null {
  if (failure?.kind === 'passwordWrong') return 'dataRights.delete.passwordWrong';
  if (failure?.kind === 'passwordMissing') return 'dataRights.delete.passwordMissing';
  return null;
}

function WhatIsDeleted() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 text-sm">
      <p className="font-medium">{t('dataRights.delete.deletedHeading')}</p>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground marker:text-muted-foreground">
        {DELETED_ITEMS.map((item) => (
          <li key={item}>{t(`dataRights.delete.deleted.${item}`)}</li>
        ))}
      </ul>
      <p className="text-muted-foreground">{t('dataRights.delete.kept')}</p>
    </div>
  );
}

type FormProps = { working: boolean; setWorking: (working: boolean) => void };

/** The confirmation inside the dialog: the password for email accounts, nothing more for social ones. */
function DeleteAccountForm({ working, setWorking }: FormProps) {
  const { t } = useTranslation();
  const hasPassword = useHasPassword();
  const finishDeletion = useFinishDeletion();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<DeletionFailure | null>(null);
  const passwordId = useId();
  const passwordErrorKey = passwordError(failure);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !password) return setFailure({ kind: 'passwordMissing' });
    setFailure(null);
    setWorking(true);
    try {
      await requestAccountDeletion(password ? { password } : {});
    } catch (error) {
      setWorking(false);
      const next = classifyDeletionFailure(error);
      setFailure(next);
      if (next.kind === 'failed')
        toast.error(t('dataRights.delete.failedTitle'), {
          id: TOAST_ID,
          description: t('dataRights.delete.failedDescription'),
        });
      return;
    }
    await finishDeletion();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <WhatIsDeleted />
      {hasPassword ? (
        <div className="grid gap-2">
          <Label htmlFor={passwordId}>{t('dataRights.delete.password')}</Label>
          <Input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={passwordErrorKey ? true : undefined}
            aria-describedby={`${passwordId}-hint${passwordErrorKey ? ` ${passwordId}-error` : ''}`}
          />
          <p id={`${passwordId}-hint`} className="text-xs text-muted-foreground">
            {t('dataRights.delete.passwordHint')}
          </p>
          <FormError id={`${passwordId}-error`}>{passwordErrorKey ? t(passwordErrorKey) : null}</FormError>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('dataRights.delete.social')}</p>
      )}
      {failure ? <FailureMessage failure={failure} /> : null}
      <ConfirmActions
        cancelLabel={t('common.cancel')}
        busy={working}
        busyLabel={t('dataRights.delete.working')}
        confirm={{ type: 'submit' }}
      >
        {t('dataRights.delete.confirm')}
      </ConfirmActions>
    </form>
  );
}

/** Spec 001 §4 account deletion behind a confirmation dialog (§5), with the §8 Data rights toasts. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);

  return (
    <Card className="border-destructive/30">
      <CardHeader>
        <CardTitle>{t('dataRights.delete.title')}</CardTitle>
        <CardDescription>{t('dataRights.delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Closing mid-request would hide the outcome; the form remounts empty on every opening. */}
        <Dialog open={open} onOpenChange={(next) => !working && setOpen(next)}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              {t('dataRights.delete.button')}
            </Button>
          </DialogTrigger>
          <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
            <DialogTitle>{t('dataRights.delete.dialogTitle')}</DialogTitle>
            <DialogDescription>{t('dataRights.delete.dialogDescription')}</DialogDescription>
            <DeleteAccountForm working={working} setWorking={setWorking} />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
