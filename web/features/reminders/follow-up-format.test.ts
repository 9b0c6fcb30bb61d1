import { describe, expect, it } from 'vitest';
import { followUpState } from '#domain/applications';
import { formatDay, fromLocalInput, toLocalInput } from './follow-up-format';

describe('follow-up dates', () => {
  it('format a calendar day as that day whatever the time zone', () => {
    expect(formatDay('2026-12-03', 'en-GB')).toBe('3 Dec 2026');
    expect(formatDay('2026-12-03', 'da')).toBe('3. dec. 2026');
  });

  it('carry an interview time through the datetime-local input unchanged', () => {
    const iso = fromLocalInput('2026-12-03T09:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-12-03T09:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('say upcoming, due, overdue or done only while the application is applied', () => {
    const a = { status: 'applied' as const, followUpOn: '2026-12-03', followedUpAt: null };
    expect(followUpState(a, '2026-12-02')).toBe('upcoming');
    expect(followUpState(a, '2026-12-03')).toBe('due');
    expect(followUpState(a, '2026-12-04')).toBe('overdue');
    expect(followUpState({ ...a, followedUpAt: '2026-12-03T10:00:00.000Z' }, '2026-12-04')).toBe('done');
    expect(followUpState({ ...a, status: 'interview' }, '2026-12-04')).toBe('none');
    expect(followUpState({ ...a, followUpOn: null }, '2026-12-04')).toBe('none');
  });
});
