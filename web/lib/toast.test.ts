import { describe, expect, it } from 'vitest';
import { createLoadQueue } from './load-queue';
import { freeTopOffset } from './toaster';

describe('where a toast goes on a phone', () => {
  it('at the top edge when nothing there must stay visible', () => {
    expect(freeTopOffset([], 800)).toBe(16);
    expect(freeTopOffset([{ top: 700, bottom: 744 }], 800)).toBe(16);
  });
  it('below a dialog title and its close button, above the submit button', () => {
    const title = { top: 20, bottom: 60 };
    const close = { top: 24, bottom: 56 };
    const submit = { top: 740, bottom: 784 };
    expect(freeTopOffset([submit, close, title], 800)).toBe(68);
  });
  it('in the first gap tall enough, skipping one too small', () => {
    const bands = [
      { top: 100, bottom: 140 },
      { top: 200, bottom: 240 },
    ];
    expect(freeTopOffset(bands, 800, 150)).toBe(248);
  });
  it('at the edge when no gap has room (covering the least)', () => {
    expect(freeTopOffset([{ top: 10, bottom: 790 }], 800)).toBe(16);
  });
});

describe('toasts before sonner has loaded', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (reason: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  it('wait in order and none is lost; later ones run at once', async () => {
    const load = deferred<string[]>();
    const queue = createLoadQueue(() => load.promise);
    const shown: string[] = [];
    queue.run(() => shown.push('first'));
    queue.run(() => shown.push('second'));
    expect(shown).toEqual([]);
    load.resolve(shown);
    await load.promise;
    await Promise.resolve();
    expect(shown).toEqual(['first', 'second']);
    queue.run(() => shown.push('third'));
    expect(shown).toEqual(['first', 'second', 'third']);
  });

  it('loads once, and again after a failed download', async () => {
    let downloads = 0;
    let fail = true;
    const queue = createLoadQueue(async () => {
      downloads += 1;
      if (fail) throw new Error('offline');
      return 'sonner';
    });
    const shown: string[] = [];
    queue.start();
    queue.run(() => shown.push('kept'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(downloads).toBe(1);
    expect(shown).toEqual([]);
    fail = false;
    queue.run(() => shown.push('next'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(downloads).toBe(2);
    expect(shown).toEqual(['kept', 'next']);
    expect(queue.current()).toBe('sonner');
  });
});
