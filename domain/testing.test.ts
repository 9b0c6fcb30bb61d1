import { describe, expect, it } from 'vitest';
import { emailTestProblem } from './testing.ts';

describe('emailTestProblem (spec 001 §5)', () => {
  it("asks for the recipient of a template test ('Email Required')", () => {
    expect(emailTestProblem({ test: 'welcome', to: '' })).toBe('Email Required');
    expect(emailTestProblem({ test: 'verification', to: '   ' })).toBe('Email Required');
    expect(emailTestProblem({ test: 'welcome', to: 'ops@example.com' })).toBeNull();
  });

  it("asks for email, subject and message of a custom notification ('All Fields Required')", () => {
    const full = { test: 'custom' as const, to: 'ops@example.com', subject: 'Hi', message: 'Text' };
    expect(emailTestProblem(full)).toBeNull();
    expect(emailTestProblem({ ...full, to: '' })).toBe('All Fields Required');
    expect(emailTestProblem({ ...full, subject: ' ' })).toBe('All Fields Required');
    expect(emailTestProblem({ test: 'custom', to: 'ops@example.com', subject: 'Hi' })).toBe(
      'All Fields Required',
    );
  });

  it('refuses an address that is none', () => {
    expect(emailTestProblem({ test: 'welcome', to: 'ops' })).toBe('Enter a valid email address.');
  });
});
