import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterAuthPath,
  forgetReturnPath,
  pendingReturnPath,
  rememberChosenPlan,
  rememberReturnPath,
  returnPathFrom,
} from './chosen-plan';

const items = new Map<string, string>();
beforeEach(() => {
  items.clear();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the page to come back to after signing up', () => {
  it('accepts only a path of this site, never another site or the auth page', () => {
    const from = (returnTo: string) => returnPathFrom(new URLSearchParams({ returnTo }));
    expect(from('/cv-builder')).toBe('/cv-builder');
    expect(from('/cv-builder?template=modern')).toBe('/cv-builder?template=modern');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'cv-builder',
      '/auth',
      '/auth?tab=signin',
      '',
    ])
      expect(from(bad), bad).toBeNull();
  });

  it('leads there after auth, after checkout for a chosen plan, and is forgotten on request or after a day', () => {
    expect(afterAuthPath()).toBe('/dashboard');
    rememberReturnPath('/cv-builder');
    expect(afterAuthPath()).toBe('/cv-builder');
    forgetReturnPath();
    expect(afterAuthPath()).toBe('/dashboard');
    rememberReturnPath('/cv-builder', 0);
    expect(pendingReturnPath(25 * 60 * 60 * 1000)).toBeNull();
    rememberReturnPath('/cv-builder');
    rememberChosenPlan({ plan: 'pro', cycle: 'monthly' });
    expect(afterAuthPath()).toBe('/subscription?plan=pro');
  });

  it('ignores a stored value that is not one of our paths', () => {
    items.set('applywise.return-to', JSON.stringify({ path: '//evil.example', at: Date.now() }));
    expect(pendingReturnPath()).toBeNull();
  });
});
