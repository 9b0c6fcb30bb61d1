/**
 * The CV parser: a ReadDocument (lines in reading order with layout hints, hyperlink targets) to
 * the structured CV of spec 001 §3 plus the language it is written in. Pure, synchronous and
 * deterministic; every value is taken from the document's text, nothing is invented.
 */
import type { TCvData } from '#domain/cv';
import type { ReadDocument } from '#engine/read/types';
import { techSkill } from '#engine/skills/index';
import { detectLanguage } from '#engine/text/index';
import { findPersonalInfo, isContactDetailsLine } from './contact.ts';
import { educationOf, parseEducation } from './education.ts';
import { splitEntries } from './entries.ts';
import { experienceOf, isSchooling } from './experience.ts';
import { type Line, bodySizeOf, prepareLines } from './lines.ts';
import { type Section, type SectionKey, headingSection, splitSections } from './sections.ts';
import { drivingLicences, parseCertifications, parseSkills } from './skills.ts';
import { findSummary } from './summary.ts';
import { key, wordCount } from './text.ts';
import type { ParsedCv } from './types.ts';

export type { ParsedCv } from './types.ts';

/** The schema's limits (domain/cv.ts ZCvData), so the result always validates. */
const LIMITS = {
  short: 300,
  text: 20_000,
  experience: 100,
  education: 50,
  technical: 300,
  soft: 100,
  languages: 50,
  certifications: 100,
};

function short(s: string): string {
  return s.trim().slice(0, LIMITS.short).trim();
}

function fitSchema(data: TCvData): TCvData {
  const p = data.personalInfo;
  return {
    personalInfo: {
      fullName: short(p.fullName),
      email: short(p.email),
      phone: short(p.phone),
      location: short(p.location),
      linkedinUrl: short(p.linkedinUrl),
    },
    summary: data.summary.trim().slice(0, LIMITS.text).trim(),
    experience: data.experience.slice(0, LIMITS.experience).map((e) => ({
      ...e,
      position: short(e.position),
      company: short(e.company),
      location: short(e.location),
      description: e.description.trim().slice(0, LIMITS.text).trim(),
    })),
    education: data.education
      .slice(0, LIMITS.education)
      .map((e) => ({ ...e, degree: short(e.degree), institution: short(e.institution) })),
    skills: {
      technical: data.skills.technical.slice(0, LIMITS.technical).map(short),
      soft: data.skills.soft.slice(0, LIMITS.soft).map(short),
      languages: data.skills.languages.slice(0, LIMITS.languages).map(short),
    },
    certifications: data.certifications.slice(0, LIMITS.certifications).map(short),
  };
}

/** A heading of a content section (not the contact block). */
function isContentHeading(text: string): boolean {
  const section = headingSection(text);
  return section !== null && section !== 'contact';
}

/** Words of the "lorem ipsum" filler templates ship with: Latin that reads as any language. */
const LOREM = new Set(
  'lorem ipsum dolor sit amet consetetur consectetur sadipscing adipiscing elitr elit sed diam nonumy eirmod tempor invidunt incididunt ut labore et dolore magna aliquyam aliqua erat voluptua at vero eos accusam justo duo dolores ea rebum stet clita kasd gubergren no sea takimata sanctus est enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex commodo consequat'.split(
    ' ',
  ),
);

function isLoremIpsum(text: string): boolean {
  const words = key(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return words.length >= 4 && words.filter((w) => LOREM.has(w)).length * 2 >= words.length;
}

/**
 * "WEB DEVELOPMENT" over "Master" / "HTML" / "CSS": a section under a heading we do not know whose
 * lines are mostly named technologies is a group of skills (themes head each group by its name).
 */
function isSkillGroup(section: Section): boolean {
  if (section.key !== 'other' || !section.heading || headingSection(section.heading.text)) return false;
  const items = section.lines.filter((l) => wordCount(l.text) <= MAX_GROUP_ITEM_WORDS);
  const known = items.filter((l) => techSkill(l.text)).length;
  return items.length === section.lines.length && known >= 2 && known * 2 >= items.length;
}
const MAX_GROUP_ITEM_WORDS = 4;

/** "50014 Zaragoza – España" right above a contact line read into a section: the address. */
function isAddressAbove(lines: readonly Line[], i: number): boolean {
  const next = lines[i + 1];
  return next !== undefined && isContactDetailsLine(next.text) && /\b\d{4,5}\s+\p{Lu}/u.test(lines[i]!.text);
}

/** The applicant's name on a line of its own or beside the document's title ("Curriculum vitae"). */
function isRunningFoot(text: string, name: string): boolean {
  if (wordCount(name) < 2) return false;
  const at = key(text).indexOf(key(name));
  if (at < 0) return false;
  const rest = key(text).replace(key(name), ' ').replace(/\d+/g, ' ').trim();
  return rest === '' || DOCUMENT_TITLE.test(rest);
}
const DOCUMENT_TITLE =
  /^(?:curriculum vitae|cv|resume|résumé|lebenslauf|hoja de vida|currículum|curriculum)$/u;

/** "Volunteering", "Frivilligt arbejde", "Ehrenamt", "Voluntariado", "Bénévolat", "Volunteer work". */
const VOLUNTEER_HEADING = /volunt|frivillig|ehrenamt|freiwillig|b[ée]n[ée]vol|voluntari/iu;

function isVolunteerHeading(text: string): boolean {
  return VOLUNTEER_HEADING.test(text);
}

/** The certificates, and a driving licence listed elsewhere (personal details, a skills table). */
function withLicences(certificates: string[], elsewhere: readonly Line[]): string[] {
  const known = new Set(certificates.map((c) => c.toLowerCase()));
  const licences = drivingLicences(elsewhere).filter((l) => !known.has(l.toLowerCase()));
  return [...certificates, ...new Set(licences)];
}

export function parseCv(doc: ReadDocument): ParsedCv {
  const lines = prepareLines(doc);
  const bodySize = bodySizeOf(lines);
  // A page header that holds section headings is a sidebar (Word templates anchor sidebars there),
  // not page furniture: its sections are read like the body's, before it.
  const header = lines.filter((l) => l.region === 'header');
  const sidebar = header.some((l) => isContentHeading(l.text)) ? header : [];
  const margins = lines.filter(
    (l) => (l.region === 'header' || l.region === 'footer') && !sidebar.includes(l),
  );
  const body = lines.filter((l) => !margins.includes(l) && !sidebar.includes(l));
  const sections = [
    ...(sidebar.length ? splitSections(sidebar, bodySize, true) : []),
    ...splitSections(body, bodySize),
  ].map((s) => (isSkillGroup(s) ? { ...s, key: 'skills' as const } : s));
  // The contact line of a layout that puts it under the sidebar's last section belongs to the
  // contact block, not to that section (references keep their referees' details).
  const stray = sections
    .filter((s) => s.heading && s.key !== 'contact' && s.key !== 'other')
    .flatMap((s) => s.lines.filter((l, i) => isContactDetailsLine(l.text) || isAddressAbove(s.lines, i)));
  const linesOf = (key: SectionKey) =>
    sections.filter((s) => s.key === key).flatMap((s) => s.lines.filter((l) => !stray.includes(l)));
  const leading = sections.filter((s) => s.heading === null).flatMap((s) => s.lines);
  const contactArea = [
    ...leading,
    ...linesOf('contact').filter((l) => !leading.includes(l)),
    ...margins,
    ...stray,
    // Last: a sidebar's "About" box that holds the address and phone instead of a profile.
    ...linesOf('summary'),
  ];
  const personalInfo = findPersonalInfo(lines, contactArea, doc.links, bodySize);
  // "John Doe  Curriculum vitae": a running head or foot with the name, read into the section it
  // interrupts.
  const notRunning = (l: Line) => !isRunningFoot(l.text, personalInfo.fullName);
  const lists = (key: SectionKey) => linesOf(key).filter(notRunning);
  // A German "Werdegang" lists schooling among the jobs: each entry goes where it belongs. Entries
  // under a volunteering heading stay experience, marked as such.
  const experienceSections = sections.filter((s) => s.key === 'experience');
  const experienceEntries = experienceSections.flatMap((s) =>
    splitEntries(s.lines.filter((l) => !stray.includes(l) && notRunning(l))).map((entry) => ({
      entry,
      volunteer: s.heading !== null && isVolunteerHeading(s.heading.text),
    })),
  );
  const schooling = experienceEntries.filter((e) => isSchooling(e.entry)).map((e) => e.entry);
  const jobs = experienceEntries.filter((e) => !schooling.includes(e.entry));
  const { language, confidence } = detectLanguage(
    lines
      .filter((l) => !isLoremIpsum(l.text))
      .map((l) => l.text)
      .join('\n'),
  );

  const data: TCvData = {
    personalInfo,
    summary: findSummary(linesOf('summary'), leading),
    experience: jobs.flatMap(({ entry, volunteer }) =>
      experienceOf([entry]).map((e) => (volunteer ? { ...e, volunteer } : e)),
    ),
    education: [...parseEducation(lists('education')), ...educationOf(schooling)],
    skills: parseSkills(lists('skills'), lists('languages')),
    certifications: withLicences(parseCertifications(lists('certifications')), [
      // "Driving license" set as a heading of its own, with nothing under it.
      ...sections
        .filter((s) => s.key === 'certifications' && !s.lines.length && s.heading)
        .map((s) => s.heading!),
      ...contactArea,
      ...linesOf('skills'),
      ...linesOf('other'),
      ...linesOf('languages'),
    ]),
  };
  return { data: fitSchema(data), detectedLanguage: language, languageConfidence: confidence };
}
