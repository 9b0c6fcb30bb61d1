import { describe, expect, it } from 'vitest';
import { FLASH_TOAST_KEY, saveFlashToast, takeFlashToast } from './flash-toast';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('flash toast', () => {
  it('survives a save and is shown exactly once', () => {
    const store = memoryStore();
    saveFlashToast(store, { variant: 'success', message: 'Welcome back!' });
    expect(takeFlashToast(store)).toEqual({ variant: 'success', message: 'Welcome back!' });
    expect(takeFlashToast(store)).toBeUndefined();
  });

  it('keeps a description', () => {
    const store = memoryStore();
    saveFlashToast(store, { variant: 'error', message: 'Title', description: 'More' });
    expect(takeFlashToast(store)).toEqual({ variant: 'error', message: 'Title', description: 'More' });
  });

  it('ignores and removes malformed entries', () => {
    const store = memoryStore();
    for (const raw of [
      'not json',
      '42',
      '{"variant":"loud","message":"x"}',
      '{"variant":"info","message":""}',
    ]) {
      store.setItem(FLASH_TOAST_KEY, raw);
      expect(takeFlashToast(store)).toBeUndefined();
      expect(store.data.has(FLASH_TOAST_KEY)).toBe(false);
    }
  });

  it('does not throw when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveFlashToast(broken, { variant: 'info', message: 'x' })).not.toThrow();
    expect(takeFlashToast(broken)).toBeUndefined();
  });
});
