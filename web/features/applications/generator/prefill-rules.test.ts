import { describe, expect, it } from 'vitest';
import { NO_PREFILL, noteTyped, prefillPatch, prefillRequest, type PrefillState } from './prefill-rules';

const AD = 'Senior Frontend Developer\nNordlys ApS – København\n\nWe are looking for a developer.';
const header = { jobTitle: 'Senior Frontend Developer', companyName: 'Nordlys ApS' };
const ours = (filled: PrefillState['filled']): PrefillState => ({ filled, typed: {} });

describe('prefillRequest', () => {
  it('asks once the ad is long enough and a field is empty', () => {
    expect(
      prefillRequest({ jobTitle: '', companyName: '', jobDescription: 'Too short' }, NO_PREFILL),
    ).toBeNull();
    expect(prefillRequest({ jobTitle: '', companyName: 'Acme', jobDescription: AD }, NO_PREFILL)).toBe(AD);
  });

  it('does not ask when the user filled both fields', () => {
    const form = { jobTitle: 'Designer', companyName: 'Acme', jobDescription: AD };
    expect(prefillRequest(form, NO_PREFILL)).toBeNull();
  });

  it('does not ask for fields the user cleared', () => {
    const state = noteTyped(noteTyped(NO_PREFILL, { jobTitle: '' }), { companyName: '' });
    expect(prefillRequest({ jobTitle: '', companyName: '', jobDescription: AD }, state)).toBeNull();
  });

  it('asks again for fields that still hold the last prefill (another ad was pasted)', () => {
    expect(prefillRequest({ ...header, jobDescription: AD }, ours(header))).toBe(AD);
  });
});

describe('prefillPatch', () => {
  it('fills empty fields', () => {
    expect(prefillPatch({ jobTitle: '', companyName: '' }, header, NO_PREFILL)).toEqual(header);
  });

  it('never overwrites what the user typed', () => {
    expect(prefillPatch({ jobTitle: 'My title', companyName: '' }, header, NO_PREFILL)).toEqual({
      companyName: 'Nordlys ApS',
    });
    // The user edited our prefill: it is theirs now.
    const edited = noteTyped(ours({ jobTitle: 'Old title', companyName: 'Old' }), {
      jobTitle: 'Frontend Dev',
    });
    expect(prefillPatch({ jobTitle: 'Frontend Dev', companyName: '' }, header, edited)).toEqual({
      companyName: 'Nordlys ApS',
    });
    // The user cleared it: it stays empty.
    const cleared = noteTyped(ours({ jobTitle: 'Old title' }), { jobTitle: '' });
    expect(prefillPatch({ jobTitle: '', companyName: 'Acme' }, header, cleared)).toEqual({});
  });

  it('replaces its own earlier prefill when the ad changes', () => {
    const before = { jobTitle: 'Old title', companyName: 'Old company' };
    expect(prefillPatch(before, header, ours(before))).toEqual(header);
  });

  it('clears nothing when the ad names neither', () => {
    const none = { jobTitle: '', companyName: '' };
    expect(prefillPatch({ jobTitle: 'X', companyName: '' }, none, ours({ jobTitle: 'X' }))).toEqual({});
  });
});
