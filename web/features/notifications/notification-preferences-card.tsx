import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  FOLLOW_UP_DAYS,
  JOB_MATCH_ALERT_FREQUENCIES,
  type JobMatchAlertFrequency,
  type NotificationPreferenceKey,
  type TNotificationPreferences,
} from '#domain/notifications';
import { STRONG_MATCH_SCORE } from '#domain/job-discovery';
import { SelectField } from '../../components/select-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { LoadState } from '../../components/load-state';
import { useNotificationPreferences } from './use-notification-preferences';

/** The two channels first, then what each notification is about (spec 001 §3 order). */
const GROUPS = [
  { titleKey: 'notifications.preferences.channels', keys: ['emailNotifications', 'inAppNotifications'] },
  {
    titleKey: 'notifications.preferences.topics',
    keys: [
      'cvUploadComplete',
      'applicationGenerated',
      'planChanges',
      'securityAlerts',
      'weeklyDigest',
      'marketingEmails',
    ],
  },
  { titleKey: 'notifications.preferences.reminders', keys: ['followUpReminders'] },
  { titleKey: 'notifications.preferences.jobDiscovery', keys: ['jobMatchAlerts'] },
] as const satisfies readonly { titleKey: string; keys: readonly NotificationPreferenceKey[] }[];

function PreferenceRow({
  name,
  checked,
  disabled,
  onChange,
}: {
  name: NotificationPreferenceKey;
  checked: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = `preference-${name}`;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{t(`notifications.preferences.items.${name}.label`)}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {t(`notifications.preferences.items.${name}.description`, { score: STRONG_MATCH_SCORE })}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onCheckedChange={onChange}
      />
    </li>
  );
}

/**
 * How many days after an application is marked applied its follow-up date falls. Saved with its
 * own button (or Enter), not on each keystroke: "1" on the way to "14" is not a choice.
 */
function FollowUpDaysRow({
  days,
  disabled,
  onSave,
}: {
  days: number;
  disabled: boolean;
  onSave: (days: number) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(days));
  const parsed = Number(value);
  const valid = Number.isInteger(parsed) && parsed >= FOLLOW_UP_DAYS.min && parsed <= FOLLOW_UP_DAYS.max;
  const id = 'preference-followUpDays';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && parsed !== days) onSave(parsed);
  };
  return (
    <li className="py-3">
      <form className="grid gap-2" onSubmit={submit} noValidate>
        <Label htmlFor={id}>{t('notifications.preferences.items.followUpDays.label')}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {t('notifications.preferences.items.followUpDays.description', {
            min: FOLLOW_UP_DAYS.min,
            max: FOLLOW_UP_DAYS.max,
          })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={FOLLOW_UP_DAYS.min}
            max={FOLLOW_UP_DAYS.max}
            step={1}
            className="w-24"
            value={value}
            disabled={disabled}
            aria-invalid={!valid}
            aria-describedby={`${id}-description${valid ? '' : ` ${id}-error`}`}
            onChange={(event) => setValue(event.target.value)}
          />
          <span className="text-sm text-muted-foreground">{t('notifications.preferences.days')}</span>
          <Button type="submit" variant="outline" size="sm" disabled={disabled || !valid || parsed === days}>
            {t('notifications.preferences.saveDays')}
          </Button>
        </div>
        {valid ? null : (
          <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
            {t('notifications.preferences.daysInvalid', { min: FOLLOW_UP_DAYS.min, max: FOLLOW_UP_DAYS.max })}
          </p>
        )}
      </form>
    </li>
  );
}

/** Daily or weekly job match alerts; a native select saves on change (one choice, no typing). */
function AlertFrequencyRow({
  frequency,
  disabled,
  onSave,
}: {
  frequency: JobMatchAlertFrequency;
  disabled: boolean;
  onSave: (frequency: JobMatchAlertFrequency) => void;
}) {
  const { t } = useTranslation();
  const id = 'preference-jobMatchAlertFrequency';
  return (
    <li className="grid gap-2 py-3">
      <SelectField
        id={id}
        label={t('notifications.preferences.items.jobMatchAlertFrequency.label')}
        className="max-w-56"
        value={frequency}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        options={JOB_MATCH_ALERT_FREQUENCIES.map((value) => ({
          value,
          label: t(`notifications.preferences.frequencies.${value}`),
        }))}
        onChange={(event) => onSave(event.target.value as JobMatchAlertFrequency)}
      />
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        {t('notifications.preferences.items.jobMatchAlertFrequency.description')}
      </p>
    </li>
  );
}

function PreferenceGroups({
  preferences,
  disabled,
  onToggle,
  onChange,
}: {
  preferences: TNotificationPreferences;
  disabled: boolean;
  onToggle: (key: NotificationPreferenceKey, value: boolean) => void;
  onChange: (changes: Partial<TNotificationPreferences>) => void;
}) {
  const { t } = useTranslation();
  return GROUPS.map((group) => (
    <section key={group.titleKey} aria-labelledby={`${group.titleKey}-title`}>
      <h3 id={`${group.titleKey}-title`} className="text-sm font-semibold">
        {t(group.titleKey)}
      </h3>
      <ul className="divide-y">
        {group.keys.map((key) => (
          <PreferenceRow
            key={key}
            name={key}
            checked={preferences[key]}
            // One save at a time: each PUT carries every preference, so two in flight could undo each other.
            disabled={disabled}
            onChange={(value) => onToggle(key, value)}
          />
        ))}
        {group.titleKey === 'notifications.preferences.reminders' && preferences.followUpReminders ? (
          <FollowUpDaysRow
            // A new stored value starts the input afresh.
            key={preferences.followUpDays}
            days={preferences.followUpDays}
            disabled={disabled}
            onSave={(followUpDays) => onChange({ followUpDays })}
          />
        ) : null}
        {group.titleKey === 'notifications.preferences.jobDiscovery' && preferences.jobMatchAlerts ? (
          <AlertFrequencyRow
            frequency={preferences.jobMatchAlertFrequency}
            disabled={disabled}
            onSave={(jobMatchAlertFrequency) => onChange({ jobMatchAlertFrequency })}
          />
        ) : null}
      </ul>
    </section>
  ));
}

/** The Notifications tab of /settings (spec 001 §2 Settings, §8, §9). */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const { query, toggle, change, isSaving } = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.preferences.title')}</CardTitle>
        <CardDescription>{t('notifications.preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {query.data ? (
          <PreferenceGroups
            preferences={query.data}
            disabled={isSaving}
            onToggle={toggle}
            onChange={change}
          />
        ) : (
          <LoadState query={query} errorText={t('notifications.preferences.loadFailed')} />
        )}
      </CardContent>
    </Card>
  );
}
