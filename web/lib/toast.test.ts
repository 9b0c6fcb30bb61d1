import { describe, expect, it } from 'vitest';
import { freeTopOffset } from './toast';

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
