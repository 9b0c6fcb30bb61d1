import { describe, expect, it } from 'vitest';
import { settingsTabFrom } from './settings-tabs';

const tabOf = (search: string) => settingsTabFrom(new URLSearchParams(search));

describe('settingsTabFrom', () => {
  it('opens the tab named in ?tab=', () => {
    expect(tabOf('?tab=notifications')).toBe('notifications');
    expect(tabOf('?tab=onboarding')).toBe('onboarding');
    expect(tabOf('?tab=security')).toBe('security');
    expect(tabOf('?tab=billing')).toBe('billing');
  });

  it('falls back to Profile when the tab is missing or unknown', () => {
    expect(tabOf('')).toBe('profile');
    expect(tabOf('?tab=admin')).toBe('profile');
    expect(tabOf('?tab=')).toBe('profile');
  });
});
