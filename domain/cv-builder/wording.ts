import type { BuilderSection, DateFormat, TCvCustomization } from '../cv-builder.ts';
import { toCvDate } from './to-cv-data.ts';

/**
 * The words a CV prints itself, in the CV's language (customization.language): its section
 * headings and dates. The headings are ones our parser (engine/parse/sections.ts) knows, so an
 * exported CV is read back section by section.
 */

export type CvLanguageCode = TCvCustomization['language'];

export const SECTION_TITLES: Record<CvLanguageCode, Record<BuilderSection, string>> = {
  en: {
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certificates: 'Certificates',
    projects: 'Projects',
    links: 'Links',
  },
  da: {
    summary: 'Profil',
    experience: 'Erfaring',
    education: 'Uddannelse',
    skills: 'Kompetencer',
    languages: 'Sprog',
    certificates: 'Certificeringer',
    projects: 'Projekter',
    links: 'Links',
  },
  de: {
    summary: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    certificates: 'Zertifikate',
    projects: 'Projekte',
    links: 'Links',
  },
  fr: {
    summary: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    certificates: 'Certifications',
    projects: 'Projets',
    links: 'Liens',
  },
  es: {
    summary: 'Perfil',
    experience: 'Experiencia profesional',
    education: 'Formación',
    skills: 'Habilidades',
    languages: 'Idiomas',
    certificates: 'Certificaciones',
    projects: 'Proyectos',
    links: 'Enlaces',
  },
};

/** The end of a current job. */
export const PRESENT: Record<CvLanguageCode, string> = {
  en: 'Present',
  da: 'Nu',
  de: 'heute',
  fr: "aujourd'hui",
  es: 'actualidad',
};

/**
 * A builder date as the customisation writes it: "2021-03" → "03/2021", "Mar 2021", "March 2021"
 * or "2021-03"; a year alone stays a year; free text ("Spring 2021") is printed as written.
 */
export function formatCvDate(date: string, format: DateFormat, language: CvLanguageCode): string {
  const normal = toCvDate(date);
  if (!normal) return date.trim();
  const [year, month] = normal.split('-');
  if (!month) return normal;
  if (format === 'MM/YYYY') return `${month}/${year}`;
  if (format === 'YYYY-MM') return normal;
  const name = new Intl.DateTimeFormat(language, {
    month: format === 'MMM YYYY' ? 'short' : 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
  // Danish and German abbreviations end in a full stop ("mar."); the CV reads better without.
  return `${name.replace(/\.$/, '')} ${year}`;
}

/** "Mar 2021 – Present", "2017 – Feb 2021", "2015"; '' when neither end is known. */
export function formatDateRange(
  start: string,
  end: string,
  current: boolean,
  customization: Pick<TCvCustomization, 'dateFormat' | 'language'>,
): string {
  const { dateFormat, language } = customization;
  const from = formatCvDate(start, dateFormat, language);
  const to = current ? PRESENT[language] : formatCvDate(end, dateFormat, language);
  return from && to ? `${from} – ${to}` : from || to;
}
