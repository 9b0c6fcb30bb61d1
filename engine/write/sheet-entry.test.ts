import { describe, expect, it } from 'vitest';
import { emptyCvData, type TCvData } from '#domain/cv';
import { buildFactSheet } from './sheet.ts';

/** Each fact names the extractedData entry it was read from: the review's edit in place saves there. */

const NOW = new Date('2026-03-01T00:00:00Z');

const cv: TCvData = {
  ...emptyCvData(),
  personalInfo: { ...emptyCvData().personalInfo, fullName: 'Ada Lovelace' },
  experience: [
    {
      position: 'Senior Frontend Developer',
      company: 'Hafenblick Digital',
      location: '',
      startDate: '2020-01',
      endDate: null,
      current: true,
      description: '',
    },
    {
      position: 'Frontend Developer',
      company: 'Webwerk Agentur',
      location: '',
      startDate: '2017-08',
      endDate: '2019-12',
      current: false,
      description: '',
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
  // Blank items and a repeated language: the entry is the item's own place in the list.
  skills: {
    technical: ['', 'TypeScript', ' ', 'React'],
    soft: [],
    languages: ['German (native)', 'Deutsch (Muttersprache)', 'English (fluent)'],
  },
  certifications: ['  ', 'AWS Certified Developer'],
};

describe('fact sheet entries', () => {
  const sheet = buildFactSheet(cv, NOW);
  const entryOf = (label: string) => sheet.facts.find((f) => f.label === label)?.cvEntry;

  it('points roles and degrees at their place in experience and education', () => {
    expect(sheet.roles.map((r) => r.cvEntry)).toEqual([
      { section: 'experience', index: 0 },
      { section: 'experience', index: 1 },
    ]);
    expect(sheet.education[0]!.cvEntry).toEqual({ section: 'education', index: 0 });
  });

  it('points skills and certificates at the item itself, past blank items, with ids as before', () => {
    expect(sheet.skills.map((f) => [f.id, f.cvEntry])).toEqual([
      ['skill:0', { section: 'skills.technical', index: 1 }],
      ['skill:1', { section: 'skills.technical', index: 3 }],
    ]);
    expect(sheet.certificates.map((f) => [f.id, f.cvEntry])).toEqual([
      ['certificate:0', { section: 'certifications', index: 1 }],
    ]);
  });

  it('points a language at the line it was read from', () => {
    expect(entryOf('German (native)')).toEqual({ section: 'skills.languages', index: 0 });
    expect(entryOf('English (fluent)')).toEqual({ section: 'skills.languages', index: 2 });
  });

  it('has no entry for what the CV does not hold as one: the years and the name', () => {
    expect(sheet.years?.cvEntry).toBeNull();
    expect(sheet.name?.cvEntry).toBeNull();
  });
});
