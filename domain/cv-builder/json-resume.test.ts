import { describe, expect, it } from 'vitest';
import { fromJsonResume, toJsonResume } from './json-resume.ts';
import { SAMPLE_BUILDER_CV } from './sample-cv.ts';

const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';

/** Entry ids are generated on import; the rest must come back as it was. */
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v: unknown) => (key === 'id' ? undefined : v));

describe('toJsonResume', () => {
  it('writes the JSON Resume schema’s sections', () => {
    const json = toJsonResume({ ...SAMPLE_BUILDER_CV, photo: PHOTO });
    expect(json.basics).toEqual({
      name: 'Søren Æbelø-Müller',
      label: 'Senior Frontend Developer',
      image: PHOTO,
      email: 'soren@example.com',
      phone: '+45 12 34 56 78',
      summary: 'Frontend developer with eight years of React and TypeScript.',
      location: { address: 'Aarhus, Denmark' },
      profiles: [
        { network: 'LinkedIn', url: 'https://www.linkedin.com/in/soren' },
        { network: 'GitHub', url: 'https://github.com/soren' },
      ],
    });
    expect(json.work).toEqual([
      {
        name: 'Brød & Smør ApS',
        position: 'Senior Frontend Developer',
        location: 'Aarhus',
        startDate: '2021-03',
        summary: 'Leads the web team.',
        highlights: ['Built the design system', 'Cut load time by 40%'],
      },
      {
        name: 'Nordlys A/S',
        position: 'Frontend Developer',
        location: 'København',
        startDate: '2017',
        endDate: '2021-02',
        summary: 'Built customer portals in React.',
      },
    ]);
    expect(json.skills).toEqual([{ name: 'React' }, { name: 'TypeScript' }, { name: 'Accessibility' }]);
    expect(json.languages).toEqual([
      { language: 'Danish', fluency: 'Native' },
      { language: 'English', fluency: 'Fluent' },
    ]);
    expect(json.certificates).toEqual([
      { name: 'AWS Certified Developer', issuer: 'Amazon', date: '2022-05' },
    ]);
    expect(json.projects).toEqual([
      { name: 'Layout engine', url: 'https://example.com/layout', description: 'A CV layout.' },
    ]);
  });
});

describe('fromJsonResume', () => {
  it('round-trips a builder CV through JSON Resume keeping every field', () => {
    const cv = { ...SAMPLE_BUILDER_CV, photo: PHOTO };
    const back = fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(cv))));
    expect(withoutIds(back)).toEqual(withoutIds(cv));
  });

  it('reads a file written by another tool: full dates, keywords, city, a website, unknown fields', () => {
    const cv = fromJsonResume({
      basics: {
        name: 'Ada Lovelace',
        url: 'https://ada.example',
        location: { city: 'London', countryCode: 'GB' },
        image: 'https://example.com/ada.jpg',
        extra: { anything: true },
      },
      work: [{ name: 'Engines Ltd', position: 'Analyst', startDate: '1842-01-15', highlights: ['Notes'] }],
      education: [{ institution: 'Home', studyType: 'Tutoring', area: 'Mathematics', endDate: 1835 }],
      skills: [{ name: 'Mathematics', keywords: ['Algorithms', 'Analysis'] }, { name: 'Poetry' }],
      meta: { version: 'v1' },
    });
    expect(cv).toMatchObject({
      fullName: 'Ada Lovelace',
      location: 'London, GB',
      photo: '',
      experience: [
        { company: 'Engines Ltd', position: 'Analyst', startDate: '1842-01', endDate: '', current: true },
      ],
      education: [{ degree: 'Tutoring, Mathematics', institution: 'Home', graduationDate: '' }],
      skills: ['Algorithms', 'Analysis', 'Poetry'],
      links: [{ label: 'Website', url: 'https://ada.example' }],
    });
    expect(cv?.experience[0]?.description).toBe('- Notes');
  });

  it('answers null for JSON that is not a JSON Resume', () => {
    expect(fromJsonResume({ name: 'x', items: [1, 2] })).toBeNull();
    expect(fromJsonResume([{ basics: {} }])).toBeNull();
    expect(fromJsonResume('text')).toBeNull();
    expect(fromJsonResume(null)).toBeNull();
  });
});
