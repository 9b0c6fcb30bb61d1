import { describe, expect, it } from 'vitest';
import { emptyCvData, type TCvData } from '#domain/cv';
import da from './locales/da.json';
import en from './locales/en.json';
import {
  draftErrors,
  draftOf,
  entryUnchanged,
  withDraft,
  type ExperienceDraft,
  type FactDraft,
} from './fact-edit-rules';

function cv(): TCvData {
  return {
    ...emptyCvData(),
    experience: [
      {
        position: 'Senior Frontend Developer',
        company: 'Hafenblick Digital',
        location: 'Hamburg',
        startDate: '2020-01',
        endDate: null,
        current: true,
        description: 'Built a component library.',
      },
      {
        position: 'Frontend Developer',
        company: 'Webwerk Agentur',
        location: 'Berlin',
        startDate: '2017-08',
        endDate: '2019-12',
        current: false,
        description: 'Customer portals.',
      },
    ],
    education: [
      {
        degree: 'BSc Computer Science',
        institution: 'Universität Hamburg',
        startDate: '2013',
        endDate: '2017',
      },
    ],
    skills: {
      technical: ['TypeScript', 'React'],
      soft: ['Teamwork'],
      languages: ['German (native)', 'English (fluent)'],
    },
    certifications: ['AWS Certified Developer'],
  };
}

describe('draftOf', () => {
  it("starts from the entry's own values, a missing date as an empty field", () => {
    expect(draftOf(cv(), { section: 'experience', index: 0 })).toEqual({
      section: 'experience',
      position: 'Senior Frontend Developer',
      company: 'Hafenblick Digital',
      startDate: '2020-01',
      endDate: '',
      current: true,
    });
    expect(draftOf(cv(), { section: 'education', index: 0 })).toMatchObject({
      degree: 'BSc Computer Science',
    });
    expect(draftOf(cv(), { section: 'skills.languages', index: 1 })).toEqual({
      section: 'skills.languages',
      text: 'English (fluent)',
    });
    expect(draftOf(cv(), { section: 'certifications', index: 0 })).toMatchObject({
      text: 'AWS Certified Developer',
    });
  });

  it('is null for an entry the CV no longer has', () => {
    expect(draftOf(cv(), { section: 'experience', index: 2 })).toBeNull();
    expect(draftOf(cv(), { section: 'skills.technical', index: 5 })).toBeNull();
  });
});

describe('withDraft', () => {
  it('changes only the edited entry, keeping the job’s location and description', () => {
    const before = cv();
    const draft = { ...draftOf(before, { section: 'experience', index: 1 })!, position: ' Lead Developer ' };
    const after = withDraft(before, { section: 'experience', index: 1 }, draft)!;
    expect(after.experience[1]).toEqual({ ...before.experience[1], position: 'Lead Developer' });
    expect(after.experience[0]).toEqual(before.experience[0]);
    expect({ ...after, experience: before.experience }).toEqual(before);
    // The input is not changed: the cached CV stays what the server sent.
    expect(before.experience[1]!.position).toBe('Frontend Developer');
  });

  it('saves a blank date as none, and no end date for a job held now', () => {
    const draft: FactDraft = {
      section: 'experience',
      position: 'Frontend Developer',
      company: 'Webwerk Agentur',
      startDate: ' ',
      endDate: '2019-12',
      current: true,
    };
    const job = withDraft(cv(), { section: 'experience', index: 1 }, draft)!.experience[1]!;
    expect(job).toMatchObject({ startDate: null, endDate: null, current: true });
  });

  it('replaces one line of a list in place', () => {
    const after = withDraft(
      cv(),
      { section: 'skills.languages', index: 0 },
      { section: 'skills.languages', text: 'German – native ' },
    )!;
    expect(after.skills.languages).toEqual(['German – native', 'English (fluent)']);
    expect(after.skills.technical).toEqual(['TypeScript', 'React']);
    const skill = withDraft(
      cv(),
      { section: 'skills.technical', index: 1 },
      { section: 'skills.technical', text: 'React 19' },
    )!;
    expect(skill.skills.technical).toEqual(['TypeScript', 'React 19']);
    const cert = withDraft(
      cv(),
      { section: 'certifications', index: 0 },
      { section: 'certifications', text: 'AWS SAA' },
    )!;
    expect(cert.certifications).toEqual(['AWS SAA']);
  });

  it('is null for a missing entry or a draft of another section', () => {
    expect(
      withDraft(cv(), { section: 'education', index: 3 }, draftOf(cv(), { section: 'education', index: 0 })!),
    ).toBeNull();
    expect(
      withDraft(cv(), { section: 'certifications', index: 0 }, { section: 'skills.technical', text: 'x' }),
    ).toBeNull();
  });
});

describe('entryUnchanged', () => {
  const entry = { section: 'experience', index: 0 } as const;
  const opened = draftOf(cv(), entry)!;

  it('holds while the entry is as the form found it, whatever else changed', () => {
    const other = cv();
    other.experience[1]!.position = 'Changed in another tab';
    other.skills.technical.push('Vue');
    expect(entryUnchanged(other, entry, opened)).toBe(true);
  });

  it('fails when the entry itself changed or is gone, so the form does not undo that', () => {
    const edited = cv();
    edited.experience[0]!.startDate = '2019-06';
    expect(entryUnchanged(edited, entry, opened)).toBe(false);
    expect(entryUnchanged({ ...cv(), experience: [] }, entry, opened)).toBe(false);
  });
});

describe('draftErrors', () => {
  const job = draftOf(cv(), { section: 'experience', index: 1 }) as ExperienceDraft;

  it('accepts the entry as it is', () => {
    expect(draftErrors(job)).toEqual({});
  });

  it('asks for a title and dates as YYYY or YYYY-MM', () => {
    expect(draftErrors({ ...job, position: '  ', startDate: 'March 2017', endDate: '2019-13' })).toEqual({
      position: 'required',
      startDate: 'dateFormat',
      endDate: 'dateFormat',
    });
    // The end date of a job held now is not saved, so it is not checked.
    expect(draftErrors({ ...job, endDate: 'now', current: true })).toEqual({});
  });

  it('refuses a blank line and one longer than the CV allows', () => {
    expect(draftErrors({ section: 'skills.technical', text: ' ' })).toEqual({ text: 'required' });
    expect(draftErrors({ section: 'certifications', text: 'x'.repeat(301) })).toEqual({ text: 'tooLong' });
  });
});

describe('the edit strings', () => {
  it('are in English and Danish', () => {
    expect(en.generator.facts.editor.saved).toBe('Saved to your CV');
    expect(da.generator.facts.editor.saved).toBe('Gemt i dit CV');
    expect(Object.keys(da.generator.facts.editor.errors)).toEqual(
      Object.keys(en.generator.facts.editor.errors),
    );
  });
});
