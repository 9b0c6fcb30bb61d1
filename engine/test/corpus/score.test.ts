import { describe, expect, it } from 'vitest';
import { emptyCvData, type TCvData } from '#domain/cv';
import {
  addCounts,
  alignEntries,
  normLinkedin,
  normPhone,
  normSpokenLanguage,
  normText,
  overall,
  prf,
  scoreCv,
} from './score.ts';
import { expected, job, school } from './types.ts';

const truth = expected({
  detectedLanguage: 'de',
  personalInfo: {
    fullName: 'Julia Schneider',
    email: 'julia@web.de',
    phone: '+49 170 1234567',
    location: '10115 Berlin',
    linkedinUrl: 'https://www.linkedin.com/in/julia',
  },
  experience: [
    job('Controllerin', 'Zalando SE', 'Berlin', '2019-03', null),
    job('Prüferin', 'KPMG AG', 'Frankfurt', '2015-09', '2019-02'),
  ],
  education: [school('M.Sc. BWL', 'Goethe-Universität Frankfurt', '2013', '2015')],
  skills: { technical: ['SAP', 'DATEV'], soft: ['Teamarbeit'], languages: ['Deutsch (Muttersprache)'] },
});

function answer(data: TCvData, detectedLanguage = 'de') {
  return { data, detectedLanguage };
}

/** A copy of the truth with presentation-only differences the scorer must forgive. */
function restyled(): TCvData {
  const data = structuredClone(truth) as TCvData & { detectedLanguage?: string };
  delete data.detectedLanguage;
  data.personalInfo = {
    fullName: '  JULIA   schneider ',
    email: 'Julia@Web.de',
    phone: '+49 (170) 123-4567',
    location: '10115 Berlin.',
    linkedinUrl: 'linkedin.com/in/julia/',
  };
  data.skills = { technical: ['datev', 'Teamarbeit'], soft: ['sap'], languages: ['Deutsch'] };
  return data;
}

describe('normalisation', () => {
  it('forgives presentation only', () => {
    expect(normText(' Chef d’équipe  –  Lyon. ')).toBe("chef d'équipe - lyon");
    expect(normPhone('+45 28 45-67 91')).toBe('4528456791');
    expect(normPhone('+33 (0)6 11 22 33 44')).toBe(normPhone('+33 6 11 22 33 44'));
    expect(normLinkedin('https://dk.linkedin.com/in/mette/?trk=x')).toBe('linkedin.com/in/mette');
    expect(normSpokenLanguage('Englisch: fließend (C1)')).toBe('englisch');
    expect(normSpokenLanguage('Dansk – modersmål')).toBe('dansk');
    expect(normSpokenLanguage('Anglais (courant, TOEIC 945)')).toBe('anglais');
  });

  it('keeps content differences', () => {
    expect(normText('Controllerin')).not.toBe(normText('Controller'));
    expect(normLinkedin('linkedin.com/in/julia')).not.toBe(normLinkedin('linkedin.com/in/julia-s'));
  });
});

describe('scoreCv', () => {
  it('gives a perfect score to the same CV written differently', () => {
    const score = scoreCv(truth, answer(restyled()));
    expect(score.misses).toEqual([]);
    expect(overall(score.groups).f1).toBe(1);
    // 6 personal/language + 2 jobs × 5 fields, minus the null end date + 2 education + 3 + 1 skills
    expect(score.groups['experience.endDate']).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(overall(score.groups).support).toBe(6 + 9 + 2 + 3 + 1);
  });

  it('counts a wrong value as a false positive and a false negative', () => {
    const data = restyled();
    data.personalInfo.phone = '+49 170 7654321';
    const score = scoreCv(truth, answer(data));
    expect(score.groups.phone).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(score.misses).toEqual([{ group: 'phone', expected: '491701234567', got: '491707654321' }]);
  });

  it('counts missing and invented values once each', () => {
    const data = restyled();
    data.personalInfo.linkedinUrl = '';
    data.skills.technical.push('Excel');
    const score = scoreCv(truth, answer(data, 'en'));
    expect(score.groups.linkedin).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(score.groups.skills).toEqual({ tp: 3, fp: 1, fn: 0 });
    expect(score.groups.language).toEqual({ tp: 0, fp: 1, fn: 1 });
  });

  it('treats an ongoing job read as ended as wrong end date and wrong current flag', () => {
    const data = restyled();
    data.experience[0] = { ...data.experience[0]!, endDate: '2024-01', current: false };
    const score = scoreCv(truth, answer(data));
    expect(score.groups['experience.endDate']).toEqual({ tp: 1, fp: 1, fn: 0 });
    expect(score.groups['experience.current']).toEqual({ tp: 1, fp: 1, fn: 1 });
  });

  it('charges a dropped job only for its own fields', () => {
    const data = restyled();
    data.experience.shift();
    const score = scoreCv(truth, answer(data));
    expect(score.groups['experience.company']).toEqual({ tp: 1, fp: 0, fn: 1 });
    expect(score.misses.every((m) => m.where === 'experience[0]')).toBe(true);
  });

  it('charges an invented job as false positives', () => {
    const data = restyled();
    data.experience.push(job('Kellnerin', 'Café Einstein', 'Berlin', '2012', '2013'));
    const score = scoreCv(truth, answer(data));
    expect(score.groups['experience.position']).toEqual({ tp: 2, fp: 1, fn: 0 });
    expect(score.misses[0]?.where).toBe('experience[extra 2]');
  });

  it('scores an empty answer as zero recall', () => {
    const score = scoreCv(truth, answer(emptyCvData(), 'de'));
    const all = overall(score.groups);
    expect(all.recall).toBeCloseTo(1 / all.support);
    expect(all.precision).toBe(1);
  });
});

describe('alignEntries', () => {
  it('pairs entries by content, not by position in the list', () => {
    const a = { 'experience.company': 'zalando se', 'experience.startDate': '2019-03' };
    const b = { 'experience.company': 'kpmg ag', 'experience.startDate': '2015-09' };
    expect(alignEntries([a, b], [b, a])).toEqual(
      expect.arrayContaining([
        [0, 1],
        [1, 0],
      ]),
    );
    expect(alignEntries([a], [{ 'experience.company': 'other' }])).toEqual([]);
  });
});

describe('summaries', () => {
  it('computes precision, recall and F1 and sums groups', () => {
    expect(prf({ tp: 3, fp: 1, fn: 2 })).toEqual({ precision: 0.75, recall: 0.6, f1: 6 / 9, support: 6 });
    expect(prf({ tp: 0, fp: 0, fn: 0 }).f1).toBe(1);
    const one = scoreCv(truth, answer(restyled())).groups;
    expect(addCounts([one, one]).name).toEqual({ tp: 2, fp: 0, fn: 0 });
  });
});
