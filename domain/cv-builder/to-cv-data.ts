import type { TCvData } from '../cv.ts';
import { emptyBuilderCv, type TBuilderCv } from '../cv-builder.ts';

const LINE_MAX = 300;
const PARAGRAPH_MAX = 10_000;

const line = (text: string) => text.slice(0, LINE_MAX);
const paragraph = (text: string) => text.slice(0, PARAGRAPH_MAX);

/** Each distinct non-blank entry once, in order, case-insensitively (a parse often repeats skills). */
function distinct(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim().slice(0, 100))
    .filter((value) => {
      const key = value.toLocaleLowerCase();
      if (!value || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The builder's CV from an uploaded CV's extracted data (issue 15 "start from what we know").
 * `newId` gives each entry its id: domain code runs in the browser and on the server, which make
 * ids differently. Lists are cut to the builder's limits rather than refused.
 */
export function builderCvFromCvData(data: TCvData, newId: () => string): TBuilderCv {
  const { personalInfo } = data;
  return {
    ...emptyBuilderCv(),
    fullName: line(personalInfo.fullName),
    // The latest role is what a CV is usually headed with.
    jobTitle: line(data.experience[0]?.position ?? ''),
    email: line(personalInfo.email),
    phone: line(personalInfo.phone),
    location: line(personalInfo.location),
    summary: paragraph(data.summary),
    experience: data.experience.slice(0, 50).map((entry) => ({
      id: newId(),
      position: line(entry.position),
      company: line(entry.company),
      location: line(entry.location),
      startDate: entry.startDate ?? '',
      endDate: entry.current ? '' : (entry.endDate ?? ''),
      current: entry.current,
      description: paragraph(entry.description),
    })),
    education: data.education.slice(0, 30).map((entry) => ({
      id: newId(),
      degree: line(entry.degree),
      institution: line(entry.institution),
      location: '',
      startDate: entry.startDate ?? '',
      graduationDate: entry.endDate ?? '',
      description: '',
    })),
    skills: distinct([...data.skills.technical, ...data.skills.soft]).slice(0, 100),
    languages: distinct(data.skills.languages)
      .slice(0, 30)
      .map((language) => ({ id: newId(), language, level: '' })),
    certificates: distinct(data.certifications)
      .slice(0, 50)
      .map((name) => ({ id: newId(), name: line(name), issuer: '', date: '' })),
    links: personalInfo.linkedinUrl
      ? [{ id: newId(), label: 'LinkedIn', url: line(personalInfo.linkedinUrl) }]
      : [],
  };
}
