import { useTranslation } from 'react-i18next';
import type { NotificationPreferenceKey, TNotificationPreferences } from '#domain/notifications';
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
          {t(`notifications.preferences.items.${name}.description`)}
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

function PreferenceGroups({
  preferences,
  disabled,
  onToggle,
}: {
  preferences: TNotificationPreferences;
  disabled: boolean;
  onToggle: (key: NotificationPreferenceKey, value: boolean) => void;
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
            // One save at a time: each PUT carries all eight flags, so two in flight could undo each other.
            disabled={disabled}
            onChange={(value) => onToggle(key, value)}
          />
        ))}
      </ul>
    </section>
  ));
}

/** The Notifications tab of /settings (spec 001 §2 Settings, §8, §9). */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const { query, toggle, isSaving } = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.preferences.title')}</CardTitle>
        <CardDescription>{t('notifications.preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {query.data ? (
          <PreferenceGroups preferences={query.data} disabled={isSaving} onToggle={toggle} />
        ) : (
          <LoadState query={query} errorText={t('notifications.preferences.loadFailed')} />
        )}
      </CardContent>
    </Card>
  );
}
