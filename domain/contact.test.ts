import { describe, expect, it } from 'vitest';
import { ZContactRequest } from './contact.ts';

const valid = { name: ' Ada ', email: ' ada@example.com ', message: ' Hello ' };

describe('contact request', () => {
  it('trims the required fields and leaves the optional ones out', () => {
    expect(ZContactRequest.parse(valid)).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
  });

  it('treats whitespace-only required fields as missing', () => {
    const result = ZContactRequest.safeParse({ name: '  ', email: 'ada@example.com', message: '\n' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['message', 'name']);
  });

  it('refuses a malformed email, unknown fields and over-long text', () => {
    expect(ZContactRequest.safeParse({ ...valid, email: 'ada' }).success).toBe(false);
    expect(ZContactRequest.safeParse({ ...valid, admin: true }).success).toBe(false);
    expect(ZContactRequest.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('accepts phone and subject', () => {
    expect(ZContactRequest.parse({ ...valid, phone: '+45 12 34 56 78', subject: 'Billing' })).toMatchObject({
      phone: '+45 12 34 56 78',
      subject: 'Billing',
    });
  });
});
