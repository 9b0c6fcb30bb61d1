import CalendarCheck from 'lucide-react/icons/calendar-check';
import X from 'lucide-react/icons/x';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { TApplication, TApplicationUpdate } from '#domain/applications';
import { followUpState } from '#domain/application-rules';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { FollowUpBadge } from './follow-up-badge';
import { formatMoment, fromLocalInput, todayUtc, toLocalInput } from './follow-up-format';

type Dated = Pick<TApplication, 'id' | 'status' | 'followUpOn' | 'followedUpAt' | 'interviewAt'>;

type Props = {
  application: Dated;
  saving: boolean;
  onSave: (update: TApplicationUpdate) => void;
};

/**
 * The result page's follow-up date and interview time (issue 17): set, move or clear each; mark
 * the follow-up done. The page owns the saving (`onSave` sends a PATCH and answers when stored).
 * Keyed by the stored dates: what the server stored wins whenever it changes (a save, a status
 * change that set a date), starting the inputs afresh.
 */
export function ReminderDatesCard(props: Props) {
  const { followUpOn, interviewAt } = props.application;
  return <DatesForm key={`${followUpOn ?? ''}|${interviewAt ?? ''}`} {...props} />;
}

function DatesForm({ application, saving, onSave }: Props) {
  const { t, i18n } = useTranslation();
  const followUpId = useId();
  const interviewId = useId();
  const [followUp, setFollowUp] = useState(application.followUpOn ?? '');
  const [interview, setInterview] = useState(toLocalInput(application.interviewAt));

  const update: TApplicationUpdate = {};
  if (followUp !== (application.followUpOn ?? '')) update.followUpOn = followUp || null;
  const interviewIso = fromLocalInput(interview);
  if (interview !== toLocalInput(application.interviewAt)) update.interviewAt = interviewIso;
  const changed = Object.keys(update).length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) onSave(update);
  };
  const state = followUpState(application, todayUtc());
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reminders.card.title')}</CardTitle>
        <CardDescription>{t('reminders.card.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5 md:grid-cols-2" onSubmit={submit} aria-busy={saving}>
          <div className="grid content-start gap-2">
            <Label htmlFor={followUpId}>{t('reminders.card.followUpLabel')}</Label>
            <div className="flex flex-wrap gap-2 sm:flex-nowrap">
              <Input
                id={followUpId}
                type="date"
                value={followUp}
                disabled={saving}
                aria-describedby={`${followUpId}-hint`}
                onChange={(event) => setFollowUp(event.target.value)}
                className="sm:max-w-48"
              />
              {followUp ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={saving}
                  aria-label={t('reminders.card.clearFollowUp')}
                  onClick={() => (application.followUpOn ? onSave({ followUpOn: null }) : setFollowUp(''))}
                >
                  <X aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">{t('reminders.card.clear')}</span>
                </Button>
              ) : null}
            </div>
            <p id={`${followUpId}-hint`} className="text-sm text-muted-foreground">
              {application.status === 'applied'
                ? t('reminders.card.followUpHint')
                : t('reminders.card.followUpInactive')}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <FollowUpBadge application={application} />
              {state === 'upcoming' || state === 'due' || state === 'overdue' ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={saving}
                  onClick={() => onSave({ followedUp: true })}
                >
                  <CalendarCheck aria-hidden="true" />
                  {t('reminders.card.markFollowedUp')}
                </Button>
              ) : null}
              {state === 'done' ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={saving}
                  onClick={() => onSave({ followedUp: false })}
                >
                  {t('reminders.card.undoFollowedUp')}
                </Button>
              ) : null}
            </div>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={interviewId}>{t('reminders.card.interviewLabel')}</Label>
            <div className="flex flex-wrap gap-2 sm:flex-nowrap">
              <Input
                id={interviewId}
                type="datetime-local"
                value={interview}
                disabled={saving}
                aria-describedby={`${interviewId}-hint`}
                onChange={(event) => setInterview(event.target.value)}
                className="sm:max-w-64"
              />
              {interview ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={saving}
                  aria-label={t('reminders.card.clearInterview')}
                  onClick={() => (application.interviewAt ? onSave({ interviewAt: null }) : setInterview(''))}
                >
                  <X aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">{t('reminders.card.clear')}</span>
                </Button>
              ) : null}
            </div>
            <p id={`${interviewId}-hint`} className="text-sm text-muted-foreground">
              {application.interviewAt
                ? t('reminders.card.interviewSet', { when: formatMoment(application.interviewAt, language) })
                : t('reminders.card.interviewHint')}
            </p>
          </div>
          <div className="md:col-span-2">
            <Button type="submit" disabled={saving || !changed}>
              {saving ? t('reminders.card.saving') : t('reminders.card.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
