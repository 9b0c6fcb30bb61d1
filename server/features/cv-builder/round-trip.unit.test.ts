import { describe, expect, it } from 'vitest';
import { defaultCustomization } from '#domain/cv-builder/layout';
import { SAMPLE_BUILDER_CV } from '#domain/cv-builder/sample-cv';
import { findTemplate } from '#domain/cv-builder/templates';
import { cvDataFromBuilderCv } from '#domain/cv-builder/to-cv-data';
import { outOfOrder, scoreRoundTrip, sectionsRead } from './round-trip.ts';

const customization = defaultCustomization(findTemplate('classic')!);
const lines = (...texts: string[]) => texts.map((text) => ({ text, page: 1 }));

describe('scoreRoundTrip', () => {
  it('finds everything when the parser read the CV back as written (case, spacing and date forms aside)', () => {
    const parsed = cvDataFromBuilderCv(SAMPLE_BUILDER_CV);
    parsed.personalInfo.fullName = 'SØREN  ÆBELØ-MÜLLER';
    parsed.personalInfo.phone = '+4512345678';
    parsed.experience[0]!.company = 'Brød & Smør ApS, Aarhus';
    const report = scoreRoundTrip('docx', SAMPLE_BUILDER_CV, customization, parsed, []);
    expect(report.recall).toBe(1);
    expect(report.fields.filter((f) => f.field === 'experience.dates').map((f) => f.expected)).toEqual([
      '2021-03 – present',
      '2017 – 2021-02',
    ]);
    expect(report.fields).toHaveLength(4 + 2 * 3 + 2 + 3);
  });

  it('reports what was lost, with what was found instead', () => {
    const parsed = cvDataFromBuilderCv(SAMPLE_BUILDER_CV);
    parsed.personalInfo.email = '';
    parsed.experience = [{ ...parsed.experience[0]!, startDate: '2021', company: 'Brød' }];
    parsed.skills.technical = ['React'];
    const report = scoreRoundTrip('pdf', SAMPLE_BUILDER_CV, customization, parsed, []);
    const lost = report.fields.filter((f) => !f.ok);
    expect(lost).toEqual([
      { field: 'email', expected: 'soren@example.com', found: null, ok: false },
      { field: 'experience.company', expected: 'Brød & Smør ApS', found: 'Brød', ok: false },
      { field: 'experience.dates', expected: '2021-03 – present', found: '2021 – present', ok: false },
      { field: 'experience.position', expected: 'Frontend Developer', found: null, ok: false },
      { field: 'experience.company', expected: 'Nordlys A/S', found: null, ok: false },
      { field: 'experience.dates', expected: '2017 – 2021-02', found: null, ok: false },
      { field: 'skills', expected: 'TypeScript', found: null, ok: false },
      { field: 'skills', expected: 'Accessibility', found: null, ok: false },
    ]);
    expect(report.recall).toBeCloseTo(7 / 15);
  });

  it('leaves hidden sections out of the score', () => {
    const parsed = cvDataFromBuilderCv({ ...SAMPLE_BUILDER_CV, skills: [] });
    const hidden = { ...customization, hiddenSections: ['skills' as const] };
    expect(scoreRoundTrip('pdf', SAMPLE_BUILDER_CV, hidden, parsed, []).recall).toBe(1);
  });
});

describe('section order', () => {
  it('reads the order of the headings the parser knows, in any of the CV languages', () => {
    expect(
      sectionsRead(lines('Søren', 'Kompetencer', 'React', 'Erfaring', 'Uddannelse', 'Erfaring')),
    ).toEqual(['skills', 'experience', 'education']);
  });

  it('names the sections read out of place (a sidebar read first)', () => {
    expect(
      outOfOrder(
        ['summary', 'experience', 'education', 'skills'],
        ['skills', 'summary', 'experience', 'education'],
      ),
    ).toEqual(['skills']);
    expect(outOfOrder(['summary', 'experience'], ['summary', 'experience'])).toEqual([]);
    expect(outOfOrder(['summary', 'experience', 'skills'], ['experience'])).toEqual([]);
  });
});
