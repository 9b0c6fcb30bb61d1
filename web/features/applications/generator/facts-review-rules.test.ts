import { describe, expect, it } from 'vitest';
import type { TReviewFact } from '#domain/applications';
import { NOTHING_UNTICKED, excludedFacts, factsRequest, isTicked, toggleFact } from './facts-review-rules';

const fact = (id: string): TReviewFact => ({
  id,
  kind: 'role',
  label: id,
  source: id,
  confidence: 0.9,
  doubt: null,
  cvEntry: null,
});
const AD = 'We are looking for a backend developer with Python and Django experience.';

describe('factsRequest', () => {
  it('waits for a CV and an ad', () => {
    expect(factsRequest({ cvId: '', jobDescription: AD, jobTitle: '', companyName: '' })).toBeNull();
    expect(
      factsRequest({ cvId: 'cv', jobDescription: '  Python  ', jobTitle: '', companyName: '' }),
    ).toBeNull();
  });

  it('sends the trimmed ad, title and company', () => {
    expect(
      factsRequest({ cvId: 'cv', jobDescription: ` ${AD}\n`, jobTitle: ' Dev ', companyName: 'Acme ' }),
    ).toEqual({ cvId: 'cv', jobDescription: AD, jobTitle: 'Dev', companyName: 'Acme' });
  });
});

describe('unticking facts', () => {
  it('ticks every fact until the user unticks one, and ticks it again on a second toggle', () => {
    expect(isTicked(NOTHING_UNTICKED, 'cv1', 'role:0')).toBe(true);
    const once = toggleFact(NOTHING_UNTICKED, 'cv1', 'role:0');
    expect(isTicked(once, 'cv1', 'role:0')).toBe(false);
    expect(isTicked(once, 'cv1', 'role:1')).toBe(true);
    expect(isTicked(toggleFact(once, 'cv1', 'role:0'), 'cv1', 'role:0')).toBe(true);
  });

  it('forgets the unticked ids when another CV is chosen', () => {
    const unticked = toggleFact(NOTHING_UNTICKED, 'cv1', 'role:0');
    expect(isTicked(unticked, 'cv2', 'role:0')).toBe(true);
    expect(excludedFacts(unticked, 'cv2', [fact('role:0')])).toEqual([]);
    expect([...toggleFact(unticked, 'cv2', 'role:1').ids]).toEqual(['role:1']);
  });

  it('sends only unticked ids the current review still lists', () => {
    let unticked = toggleFact(NOTHING_UNTICKED, 'cv1', 'role:0');
    unticked = toggleFact(unticked, 'cv1', 'match:r7');
    expect(excludedFacts(unticked, 'cv1', [fact('role:0'), fact('role:1')])).toEqual(['role:0']);
    expect(excludedFacts(unticked, 'cv1', undefined)).toEqual([]);
  });
});
