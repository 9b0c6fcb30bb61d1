import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAtsReport, TSuggestion } from '#domain/applications';
import { da, en } from '../../../app/locales';
import { I18n } from '../../../lib/i18n-core';
import { evidenceLineText, partReasonText, suggestionKeyword, suggestionText } from './report-text';

type Part = TAtsReport['parts'][number];

let tEn: TFunction;
let tDa: TFunction;

beforeAll(() => {
  const i18n = new I18n('en');
  i18n.addStrings('en', en);
  i18n.addStrings('da', da);
  tEn = i18n.getFixedT('en');
  tDa = i18n.getFixedT('da');
});

const must: Part = {
  part: 'must',
  earned: 13.1,
  possible: 45,
  detail: 'Must-have requirements: 2 of 12 met, 1 partly.',
  reason: { code: 'requirementsMet', met: 2, of: 12, partly: 1, outOfField: false },
};

describe('the report in the UI language', () => {
  it('words the score working as the engine does in English, and in Danish', () => {
    expect(partReasonText(must, tEn, 'en')).toBe(must.detail);
    expect(partReasonText(must, tDa, 'da')).toBe('Skal-krav: 2 af 12 opfyldt, 1 delvist.');
    const years: Part = {
      part: 'experience',
      earned: 11.2,
      possible: 20,
      detail: '4.5 years of experience in your CV (3.5 related to this job) against 3 asked.',
      reason: { code: 'years', years: 4.5, related: 3.5, asked: 3 },
    };
    expect(partReasonText(years, tEn, 'en')).toBe(years.detail);
    expect(partReasonText(years, tDa, 'da')).toBe(
      '4,5 års erfaring i dit CV (3,5 relevant for jobbet) mod 3 krævet.',
    );
    const languages: Part = {
      part: 'languages',
      earned: 3.5,
      possible: 7,
      detail: '1 of 2 languages asked for are in your CV. Missing: German.',
      reason: { code: 'languages', met: 1, of: 2, missing: ['German'], outOfField: false },
    };
    expect(partReasonText(languages, tEn, 'en')).toBe(languages.detail);
    expect(partReasonText(languages, tDa, 'da')).toBe('1 af 2 krævede sprog står i dit CV. Mangler: tysk.');
  });

  it('keeps the stored English of reports from before the reasons existed', () => {
    const { reason: _, ...old } = must;
    expect(partReasonText(old, tDa, 'da')).toBe(must.detail);
  });

  it('words the suggestions', () => {
    const skill: TSuggestion = {
      keyword: 'Docker',
      section: 'skills',
      text: 'If you have worked with Docker, add it to your skills and name it in the job where you used it.',
      advice: { code: 'skillMissing', adText: 'Docker' },
    };
    expect(suggestionText(skill, tEn, 'en')).toBe(skill.text);
    expect(suggestionText(skill, tDa, 'da')).toBe(
      'Hvis du har arbejdet med Docker, så tilføj det til dine kompetencer og nævn det ved det job, hvor du brugte det.',
    );
    const spoken: TSuggestion = {
      keyword: 'German',
      section: 'languages',
      text: 'If you speak German, list it under languages with your level.',
      advice: { code: 'language', adText: 'Deutschkenntnisse' },
    };
    expect(suggestionText(spoken, tEn, 'en')).toBe(spoken.text);
    expect(suggestionKeyword(spoken, 'da')).toBe('tysk');
    expect(suggestionText(spoken, tDa, 'da')).toBe(
      'Hvis du taler tysk, så skriv det under sprog med dit niveau.',
    );
  });

  it("words the engine's labels in the cited CV lines and leaves the CV's own words", () => {
    expect(evidenceLineText('Senior Developer, Acme (2019–present)', tDa)).toBe(
      'Senior Developer, Acme (2019–nu)',
    );
    expect(evidenceLineText('Present Tense Ltd (present)', tDa)).toBe('Present Tense Ltd (nu)');
    expect(evidenceLineText('Summary', tDa)).toBe('Resumé');
    expect(evidenceLineText('Skills: TypeScript', tDa)).toBe('Kompetencer: TypeScript');
    expect(evidenceLineText('Languages: Danish (native)', tDa)).toBe('Sprog: Danish (native)');
    expect(evidenceLineText('Job (2019–2021)', tDa)).toBe('Job (2019–2021)');
    expect(evidenceLineText('Education (2016)', tDa)).toBe('Uddannelse (2016)');
    expect(evidenceLineText('Senior Developer, Acme (2019–present)', tEn)).toBe(
      'Senior Developer, Acme (2019–present)',
    );
  });
});
