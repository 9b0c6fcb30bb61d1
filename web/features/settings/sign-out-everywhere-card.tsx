import LogOut from 'lucide-react/icons/log-out';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmActions } from '../../components/ui/confirm-actions';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { useSignOut } from '../auth';

export function SignOutEverywhereCard() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);

  const confirm = async () => {
    setWorking(true);
    try {
      const { error } = await authClient.revokeSessions();
      if (error) {
        setWorking(false);
        toast.error(error.status === 429 ? t('auth.errors.tooManyAttempts') : t('common.genericError'));
        return;
      }
    } catch {
      setWorking(false);
      toast.error(t('common.genericError'));
      return;
    }
    await signOut();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.sessions.title')}</CardTitle>
        <CardDescription>{t('settings.sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={(next) => !working && setOpen(next)}>
          <DialogTrigger asChild>
            <Button variant="outline">
              <LogOut aria-hidden="true" />
              {t('settings.sessions.button')}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>{t('settings.sessions.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('settings.sessions.confirmDescription')}</DialogDescription>
            <div className="mt-2">
              <ConfirmActions
                cancelLabel={t('common.cancel')}
                busy={working}
                busyLabel={t('settings.sessions.working')}
                confirm={{ onClick: () => void confirm() }}
              >
                {t('settings.sessions.confirm')}
              </ConfirmActions>
            </div>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
