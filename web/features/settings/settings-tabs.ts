/**
 * The /settings tabs (spec 001 §2: Profile, Notifications, Onboarding, Billing; Security is ours),
 * kept in the URL (?tab=…) so a reload or a shared link opens the same tab. An unknown value falls
 * back to the first tab.
 */
export const SETTINGS_TABS = ['profile', 'notifications', 'onboarding', 'security', 'billing'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'profile';

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value);
}

/** The tab named by `?tab=`, or the default one when missing or unknown. */
export function settingsTabFrom(searchParams: URLSearchParams): SettingsTab {
  const tab = searchParams.get('tab');
  return isSettingsTab(tab) ? tab : DEFAULT_SETTINGS_TAB;
}
