import { describe, expect, it } from 'vitest';
import type { TLetterParagraph, TRequirement } from '#domain/applications';
import en from './locales/en.json';
import da from './locales/da.json';
import {
  contentParagraphs,
  isEdited,
  paragraphEvidence,
  reportRequirements,
  showsScore,
} from './report-view';

const req = (id: string, importance: 'must' | 'nice', text: string): TRequirement => ({
  id,
  kind: 'hard-skill',
  importance,
  text,
  source: text,
});

const paragraph = (role: TLetterParagraph['role'], text: string, over: Partial<TLetterParagraph> = {}) => ({
  role,
  text,
  cvEvidence: [],
  requirementIds: [],
  ...over,
});

describe('reportRequirements', () => {
  it('splits met (fully or partly) from missing, must-haves first; no match entry counts as missing', () => {
    const requirements = [
      req('r1', 'nice', 'Docker'),
      req('r2', 'must', 'TypeScript'),
      req('r3', 'must', 'React'),
      req('r4', 'must', 'Go'),
    ];
    const { matched, missing } = reportRequirements({
      requirements,
      matches: [
        { requirementId: 'r1', status: 'matched', cvEvidence: ['Skills: Docker'] },
        { requirementId: 'r2', status: 'partial', cvEvidence: ['Skills: JavaScript'] },
        { requirementId: 'r3', status: 'missing', cvEvidence: [] },
      ],
    });
    expect(matched.map((m) => [m.requirement.text, m.match.status])).toEqual([
      ['TypeScript', 'partial'],
      ['Docker', 'matched'],
    ]);
    expect(missing.map((r) => r.text)).toEqual(['React', 'Go']);
  });
});

describe('showsScore', () => {
  it('hides the score of an ad with too few requirements and says so in en and da', () => {
    expect(showsScore({ insufficientInformation: true })).toBe(false);
    expect(en.generator.report.insufficient).toBe('Not enough information in this ad');
    expect(da.generator.report.insufficient).toBe('Ikke nok information i dette opslag');
  });

  it('shows the score of a report stored before the flag existed', () => {
    expect(showsScore({})).toBe(true);
    expect(showsScore({ insufficientInformation: false })).toBe(true);
  });
});

describe('paragraphEvidence', () => {
  it('names the CV lines and the requirements a paragraph rests on, skipping unknown ids', () => {
    const p = paragraph('evidence', 'Bei Acme habe ich …', {
      cvEvidence: ['Senior Developer, Acme (2019–2023)'],
      requirementIds: ['r2', 'r9'],
    });
    const evidence = paragraphEvidence(p, [req('r2', 'must', 'TypeScript')]);
    expect(evidence.cvLines).toEqual(['Senior Developer, Acme (2019–2023)']);
    expect(evidence.requirements.map((r) => r.text)).toEqual(['TypeScript']);
  });
});

describe('contentParagraphs and isEdited', () => {
  const paragraphs = [
    paragraph('sender', 'Ada Lovelace'),
    paragraph('date', '22. November 2026'),
    paragraph('greeting', 'Sehr geehrte Damen und Herren,'),
    paragraph('opening', 'hiermit bewerbe ich mich …'),
  ];

  it('leaves out the sender block, date, recipient and subject', () => {
    expect(contentParagraphs(paragraphs).map((p) => p.role)).toEqual(['greeting', 'opening']);
  });

  it('sees an edit, but not a difference in whitespace only', () => {
    const generated = paragraphs.map((p) => p.text).join('\n\n');
    expect(isEdited(generated, paragraphs)).toBe(false);
    expect(isEdited(`${generated.replace(/\n\n/g, '\n\n\n')}  `, paragraphs)).toBe(false);
    expect(isEdited(generated.replace('hiermit', 'Hiermit'), paragraphs)).toBe(true);
    expect(isEdited('anything', [])).toBe(false);
  });
});
