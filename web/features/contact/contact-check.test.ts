import { describe, expect, it } from 'vitest';
import { checkContact } from './contact-check';

const base = { name: 'Ada', email: 'ada@example.com', phone: '', subject: '', message: 'Hi' };

describe('checkContact', () => {
  it('asks for the missing required fields, whitespace counting as missing', () => {
    expect(checkContact({ ...base, name: '  ' })).toEqual({ ok: false, problem: 'missing' });
    expect(checkContact({ ...base, email: '' })).toEqual({ ok: false, problem: 'missing' });
    expect(checkContact({ ...base, message: '\n' })).toEqual({ ok: false, problem: 'missing' });
  });

  it('flags a malformed email', () => {
    expect(checkContact({ ...base, email: 'ada@' })).toEqual({ ok: false, problem: 'email' });
  });

  it('sends trimmed values and leaves blank optional fields out', () => {
    expect(checkContact({ ...base, name: ' Ada ', phone: ' ', subject: 'Billing' })).toEqual({
      ok: true,
      request: { name: 'Ada', email: 'ada@example.com', message: 'Hi', subject: 'Billing' },
    });
  });
});
