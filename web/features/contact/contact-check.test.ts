import { describe, expect, it } from 'vitest';
import { checkContact } from './contact-check';

const base = { name: 'Ada', email: 'ada@example.com', phone: '', subject: '', message: 'Hi' };

describe('checkContact', () => {
  it('asks for the missing required fields, whitespace counting as missing', async () => {
    expect(await checkContact({ ...base, name: '  ' })).toEqual({ ok: false, problem: 'missing' });
    expect(await checkContact({ ...base, email: '' })).toEqual({ ok: false, problem: 'missing' });
    expect(await checkContact({ ...base, message: '\n' })).toEqual({ ok: false, problem: 'missing' });
  });

  it('flags a malformed email', async () => {
    expect(await checkContact({ ...base, email: 'ada@' })).toEqual({ ok: false, problem: 'email' });
  });

  it('sends trimmed values and leaves blank optional fields out', async () => {
    expect(await checkContact({ ...base, name: ' Ada ', phone: ' ', subject: 'Billing' })).toEqual({
      ok: true,
      request: { name: 'Ada', email: 'ada@example.com', message: 'Hi', subject: 'Billing' },
    });
  });
});
