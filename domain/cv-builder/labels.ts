import type { BuilderSection, DateFormat, TCvCustomization } from '../cv-builder.ts';

/**
 * What the CV itself says besides the user's text, in the CV's language (customization.language):
 * section headings, month names, "Present", and how a description splits into paragraphs and
 * bullets. The layout uses them; the DOCX and HTML exports can write the same words.
 */

export type CvLanguage = TCvCustomization['language'];

export const SECTION_HEADINGS: Record<CvLanguage, Record<BuilderSection | 'contact', string>> = {
  en: {
    summary: 'Profile',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certificates: 'Certificates',
    projects: 'Projects',
    links: 'Links',
    contact: 'Contact',
  },
  da: {
    summary: 'Profil',
    experience: 'Erfaring',
    education: 'Uddannelse',
    skills: 'Kompetencer',
    languages: 'Sprog',
    certificates: 'Certifikater',
    projects: 'Projekter',
    links: 'Links',
    contact: 'Kontakt',
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
    contact: 'Kontakt',
  },
  fr: {
    summary: 'Profil',
    experience: 'Expérience',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    certificates: 'Certifications',
    projects: 'Projets',
    links: 'Liens',
    contact: 'Contact',
  },
  es: {
    summary: 'Perfil',
    experience: 'Experiencia',
    education: 'Formación',
    skills: 'Habilidades',
    languages: 'Idiomas',
    certificates: 'Certificados',
    projects: 'Proyectos',
    links: 'Enlaces',
    contact: 'Contacto',
  },
};

const MONTHS: Record<CvLanguage, { long: string[]; short: string[] }> = {
  en: {
    long: 'January February March April May June July August September October November December'.split(' '),
    short: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
  },
  da: {
    long: 'januar februar marts april maj juni juli august september oktober november december'.split(' '),
    short: 'jan. feb. mar. apr. maj jun. jul. aug. sep. okt. nov. dec.'.split(' '),
  },
  de: {
    long: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
    short: 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sep. Okt. Nov. Dez.'.split(' '),
  },
  fr: {
    long: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
    short: 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'.split(' '),
  },
  es: {
    long: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
      ' ',
    ),
    short: 'ene. feb. mar. abr. may. jun. jul. ago. sept. oct. nov. dic.'.split(' '),
  },
};

export const PRESENT: Record<CvLanguage, string> = {
  en: 'Present',
  da: 'Nu',
  de: 'Heute',
  fr: 'Présent',
  es: 'Actualidad',
};

/** "2021-03" per `format` in `language`; "2021" stays a year, free text ("Spring 2021") as written. */
export function formatDate(value: string, format: DateFormat, language: CvLanguage): string {
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return text;
  const [, year, mm] = match;
  switch (format) {
    case 'MM/YYYY':
      return `${mm}/${year}`;
    case 'YYYY-MM':
      return `${year}-${mm}`;
    case 'MMM YYYY':
      return `${MONTHS[language].short[month - 1]} ${year}`;
    case 'MMMM YYYY':
      return `${MONTHS[language].long[month - 1]} ${year}`;
  }
}

/** Between the ends of a date range. */
export const RANGE_DASH = ' – ';

/** "Mar 2021 – Present"; one end alone when the other is unknown; '' when both are. */
export function formatDateRange(
  start: string,
  end: string,
  current: boolean,
  format: DateFormat,
  language: CvLanguage,
): string {
  const from = formatDate(start, format, language);
  const to = current ? PRESENT[language] : formatDate(end, format, language);
  if (from && to) return from === to ? from : `${from}${RANGE_DASH}${to}`;
  return from || to;
}

export type DescriptionBlock = { kind: 'paragraph' | 'bullet'; text: string };

const BULLET = /^(?:-|•|\*)\s+/;

/** A description's lines: "- ", "• " or "* " start a bullet, any other non-empty line a paragraph. */
export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const raw of description.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = BULLET.exec(line);
    if (bullet) {
      const text = line.slice(bullet[0].length).trim();
      if (text) blocks.push({ kind: 'bullet', text });
    } else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}
