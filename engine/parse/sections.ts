/**
 * Section headings in English, Danish, German, Spanish and French, and the split of a CV's lines
 * into sections. A line is a heading when its text is a known heading (any case, trailing colon,
 * letter-spaced, numbered), or when it is styled exactly like the recognised headings of the same
 * document (then it starts an "other" section, so unknown sections end the previous one).
 */
import { EMAIL_RE, collapseLetterSpacing, isAllCaps, key, wordCount } from './text.ts';
import type { Line } from './lines.ts';
import { CERTIFICATE_WORD, companyScore, degreeScore, institutionScore, titleScore } from './cues.ts';
import { findDateSpan } from './dates.ts';

export type SectionKey =
  'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'certifications' | 'contact' | 'other';

const HEADINGS: Readonly<Record<SectionKey, readonly string[]>> = {
  summary: [
    'summary',
    'profile',
    'professional summary',
    'professional profile',
    'career summary',
    'personal profile',
    'about me',
    'about',
    'objective',
    'career objective',
    'introduction',
    'executive summary',
    'overview',
    'personal statement',
    'profil',
    'om mig',
    'kort om mig',
    'personlig profil',
    'profiltekst',
    'sammenfatning',
    'über mich',
    'kurzprofil',
    'persönliches profil',
    'zusammenfassung',
    'berufsprofil',
    'profil und ziele',
    'perfil',
    'resumen',
    'sobre mí',
    'perfil profesional',
    'resumen profesional',
    'extracto',
    'objetivo',
    'profil professionnel',
    'à propos',
    'à propos de moi',
    'objectif',
    'présentation',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'career history',
    'career',
    'relevant experience',
    'professional background',
    'internships',
    'internship',
    'experience and internships',
    'positions held',
    'work',
    'erhvervserfaring',
    'arbejdserfaring',
    'erfaring',
    'beskæftigelse',
    'ansættelser',
    'karriere',
    'relevant erfaring',
    'job',
    'jobs',
    'praktik',
    'professionel erfaring',
    'berufserfahrung',
    'berufliche erfahrung',
    'beruflicher werdegang',
    'werdegang',
    'berufspraxis',
    'praxiserfahrung',
    'praktika',
    'praktikum',
    'tätigkeiten',
    'berufliche laufbahn',
    'berufliche stationen',
    'experiencia',
    'experiencia profesional',
    'experiencia laboral',
    'trayectoria profesional',
    'historial laboral',
    'prácticas',
    'empleo',
    'expérience',
    'expériences',
    'expérience professionnelle',
    'expériences professionnelles',
    'parcours professionnel',
    'parcours',
    'stages',
    'stage',
    // Volunteer and association roles are experience too (kept apart from projects and theses).
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'volunteer',
    'other experience',
    'associations',
    'frivilligt arbejde',
    'frivilligt arbejde og foreninger',
    'foreningsarbejde',
    'ehrenamt',
    'ehrenamtliches engagement',
    'freiwilligenarbeit',
    'freiwilliges engagement',
    'weitere erfahrungen',
    'voluntariado',
    'asociaciones',
    'otras experiencias',
    'bénévolat',
    'expériences de bénévolat',
    'vie associative',
    'engagement associatif',
    'autres expériences',
    'emplois',
  ],
  education: [
    'education',
    'education and training',
    'academic background',
    'qualifications',
    'academic qualifications',
    'studies',
    'training',
    'educational background',
    'academic history',
    'uddannelse',
    'uddannelser',
    'uddannelse og kurser',
    'skolegang',
    'kurser og uddannelse',
    'ausbildung',
    'bildung',
    'bildungsweg',
    'akademischer werdegang',
    'schulischer werdegang',
    'schulausbildung',
    'parcours scolaire',
    'parcours académique',
    'uddannelsesforløb',
    'schulbildung',
    'studium',
    'aus- und weiterbildung',
    'schul- und berufsausbildung',
    'hochschulbildung',
    'weiterbildung',
    'formación',
    'educación',
    'formación académica',
    'estudios',
    'formación complementaria',
    'formation',
    'formations',
    'études',
    'formation académique',
    'parcours académique',
    'diplômes',
    'cursus',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'competencies',
    'core competencies',
    'competences',
    'expertise',
    'areas of expertise',
    'technologies',
    'tech stack',
    'tools',
    'it skills',
    'computer skills',
    'soft skills',
    'hard skills',
    'skills and competencies',
    'skills and tools',
    'strengths',
    'professional skills',
    'personal skills',
    'abilities',
    'kompetencer',
    'færdigheder',
    'faglige kompetencer',
    'personlige kompetencer',
    'it-kompetencer',
    'it kompetencer',
    'kvalifikationer',
    'nøglekompetencer',
    'styrker',
    'værktøjer',
    'kenntnisse',
    'fähigkeiten',
    'kompetenzen',
    'fachkenntnisse',
    'it-kenntnisse',
    'edv-kenntnisse',
    'fachliche kompetenzen',
    'persönliche kompetenzen',
    'soziale kompetenzen',
    'schlüsselqualifikationen',
    'besondere kenntnisse',
    'technologien',
    'stärken',
    'qualifikationen',
    'sonstige kenntnisse',
    'spezielle kenntnisse',
    'besondere fähigkeiten',
    'sozialkompetenz',
    'sozialkompetenzen',
    'special skills',
    'social skills',
    'conocimientos específicos',
    'compétences spécifiques',
    'særlige kompetencer',
    'habilidades',
    'competencias',
    'conocimientos',
    'aptitudes',
    'habilidades técnicas',
    'conocimientos informáticos',
    'conocimientos de computación',
    'compétences informatiques',
    'computerkenntnisse',
    'competencias técnicas',
    'herramientas',
    'informática',
    'compétences',
    'compétences techniques',
    'savoir-faire',
    'outils',
    'connaissances',
    'compétences clés',
    'informatique',
    'savoir-être',
    'qualités',
    'aptitudes',
    'atouts',
    'points forts',
    'fortalezas',
    'kernekompetencer',
    'kernkompetenzen',
    'kompetenzprofil',
    'aptitudes y habilidades',
  ],
  languages: [
    'languages',
    'language skills',
    'language',
    'spoken languages',
    'foreign languages',
    'sprog',
    'fremmedsprog',
    'sprogkundskaber',
    'sprogkompetencer',
    'sprachen',
    'sprachkenntnisse',
    'fremdsprachen',
    'idiomas',
    'lenguas',
    'lenguas extranjeras',
    'langues',
    'compétences linguistiques',
    'langues étrangères',
  ],
  certifications: [
    'certifications',
    'certificates',
    'certification',
    'licenses and certifications',
    'licenses',
    'licences',
    'certifications and licenses',
    'lizenzen',
    'licenser',
    'licenses et certifications',
    'licencias',
    'licenses & certifications',
    'courses',
    'courses and certifications',
    'accreditations',
    'certificeringer',
    'certifikater',
    'kurser',
    'kurser og certificeringer',
    'zertifikate',
    'zertifizierungen',
    'zertifikat',
    'kurse',
    'fortbildungen',
    'weiterbildungen',
    'certificaciones',
    'certificados',
    'cursos',
    'cursos y certificaciones',
    'certificats',
    'formations complémentaires',
    'habilitations',
    'permis',
    'permis de conduire',
    'driving licence',
    'driving license',
    'kørekort',
    'führerschein',
    'carné de conducir',
    'carnés',
    'carnets',
  ],
  contact: [
    'contact',
    'contact details',
    'contact information',
    'personal details',
    'personal information',
    'personal data',
    'details',
    'kontakt',
    'kontaktoplysninger',
    'personlige oplysninger',
    'personlig information',
    'persönliche daten',
    'angaben zur person',
    'persönliche informationen',
    'personal info',
    'personlige data',
    'persönliche angaben',
    'kontaktdaten',
    'contacto',
    'datos personales',
    'información de contacto',
    'datos de contacto',
    'información personal',
    'coordonnées',
    'informations personnelles',
    'état civil',
    'infos',
  ],
  other: [
    'interests',
    'hobbies',
    'hobbies and interests',
    'personal interests',
    'references',
    'referees',
    'projects',
    'personal projects',
    'publications',
    'awards',
    'honors',
    'honours',
    'achievements',
    'activities',
    'extracurricular activities',
    'additional information',
    'other',
    'memberships',
    'portfolio',
    'industries',
    'sectors',
    'interesser',
    'brancher',
    'branchen',
    'sectores',
    'secteurs',
    'fritidsinteresser',
    'referencer',
    'projekter',
    'fritid',
    'andet',
    'øvrigt',
    'hobbyer',
    'publikationer',
    'priser',
    'interessen',
    'hobbys',
    'referenzen',
    'projekte',
    'sonstiges',
    'publikationen',
    'auszeichnungen',
    'engagement',
    'freizeit',
    'intereses',
    'aficiones',
    'referencias',
    'proyectos',
    'otros',
    'publicaciones',
    'premios',
    'otros datos',
    "centres d'intérêt",
    'centres d’intérêt',
    'loisirs',
    'intérêts',
    'références',
    'projets',
    'publications',
    'distinctions',
    'divers',
    'activités',
    'informations complémentaires',
  ],
};

const HEADING_KEYS: ReadonlyMap<string, SectionKey> = new Map(
  (Object.entries(HEADINGS) as [SectionKey, readonly string[]][]).flatMap(([section, names]) =>
    names.map((n) => [key(n), section] as const),
  ),
);
/**
 * Headings keyed by their letters alone: a heading set in capitals with letter spacing loses its
 * word breaks in the text layer ("WORKEXPERIENCE", "S U M M A RY" read as "SUMMA RY").
 */
const HEADING_LETTERS: ReadonlyMap<string, SectionKey> = new Map(
  [...HEADING_KEYS].map(([k, section]) => [k.replace(/\s+/g, ''), section] as const),
);
/**
 * Headings as a text layer reads them when the font's ligature glyphs have no text: "fi", "fl",
 * "ff" vanish ("Certications" for "Certifications", "Qualikationen" for "Qualifikationen").
 */
const HEADING_WITHOUT_LIGATURES: ReadonlyMap<string, SectionKey> = new Map(
  [...HEADING_KEYS]
    .filter(([k]) => /ff|fi|fl/.test(k))
    .map(([k, section]) => [k.replace(/ffi|ffl|ff|fi|fl/g, ''), section] as const),
);
/**
 * "Skills & Languages", "Uddannelse og kurser": two headings joined take the first one's section
 * (the first that is not "other").
 */
const JOINERS = /\s+(?:&|and|og|und|y|et|\+|\/)\s+|\s*[,&/+]\s*/;

/** The section a line's text names, or null. Only short lines qualify. */
export function headingSection(text: string): SectionKey | null {
  // "engagement." under "…resulting in a 40% increase in user": a wrapped sentence's last word.
  if (/^\p{Ll}.*\.$/u.test(text.trim())) return null;
  const plain = collapseLetterSpacing(text)
    .replace(/^\s*(?:\d{1,2}|[IVX]{1,4})[.)]\s+/, '')
    .replace(/\s*[:：.]\s*$/, '');
  // A year or a date is never part of a heading ("03/2002–07/2002  Internship" is an entry).
  if (plain.length > 48 || /\d{3}/.test(plain)) return null;
  const k = key(plain);
  const spaced = isAllCaps(plain) ? HEADING_LETTERS.get(k.replace(/\s+/g, '')) : undefined;
  if (spaced) return spaced;
  if (wordCount(plain) > 6) return null;
  const direct = HEADING_KEYS.get(k) ?? HEADING_WITHOUT_LIGATURES.get(k);
  if (direct) return direct;
  const parts = k.split(JOINERS).filter(Boolean);
  if (parts.length < 2) return null;
  const sections = parts.map((p) => HEADING_KEYS.get(p));
  if (!sections.every(Boolean)) return null;
  // "Projects & Associations": an "other" part gives way to the section the other part names.
  return sections.find((s) => s !== 'other') ?? sections[0]!;
}

/** How a heading looks; unknown lines styled the same way are headings too. */
function styleOf(line: Line): string {
  const size = line.size ? Math.round(line.size) : 0;
  return `${size}|${line.bold ? 1 : 0}|${line.heading ? 1 : 0}`;
}

export interface Section {
  key: SectionKey;
  heading: Line | null;
  lines: Line[];
}

/** A line in type this much larger than the body is set as a heading, not as an entry's title. */
const HEADING_SIZE_RATIO = 1.45;

function looksLikeUnknownHeading(line: Line, bodySize: number, next: readonly Line[]): boolean {
  const text = line.text;
  if (line.bullet || wordCount(text) === 0 || wordCount(text) > 4 || /[\d@.,;]/.test(text)) return false;
  // Job titles and degrees are often styled like headings; they are followed by their dates, or
  // name a school, an employer, a degree or a title. Type far larger than the body is a heading
  // even over dates.
  const headingSized = (line.size ?? 0) >= bodySize * HEADING_SIZE_RATIO && bodySize > 0;
  if (!headingSized && next.some((l) => findDateSpan(l.text))) return false;
  if (institutionScore(text) + companyScore(text) + degreeScore(text) + titleScore(text) > 0) return false;
  // The headline under the name ("Stage de fin d'études" over "ana@example.com · +33 …") is set
  // like a heading in some designs; a heading is never followed by the e-mail address.
  if (next[0] && EMAIL_RE.test(next[0].text)) return false;
  // Only a style that stands out counts: in plain text (DOC, TXT) every line looks alike, and an
  // all-caps "AWS" or "ACME GMBH" line must not end a section.
  const larger = (line.size ?? 0) > bodySize + 0.5;
  return larger || line.heading === true || (line.bold === true && isAllCaps(text));
}

const LIST_SECTIONS: ReadonlySet<SectionKey> = new Set(['skills', 'languages', 'certifications']);

/**
 * "Sprachen: Deutsch, Englisch" inside the contact block or a profile: a one-line section of its
 * own (then the text continues in the section it interrupted). Inside a skills section such a
 * label is left to the skills parser ("Languages: Go, Python" may mean programming languages).
 */
function inlineSection(line: Line, current: SectionKey): { key: SectionKey; content: string } | null {
  if (current === 'skills') return null;
  const m = /^([^:]{2,40}):\s*(\S.*)$/.exec(line.text);
  const key = m ? headingSection(m[1]!) : null;
  // "Kurser: Datastrukturer, Algoritmer" under a degree lists its courses, not certificates.
  if (current === 'education' && key === 'certifications') return null;
  if (key && LIST_SECTIONS.has(key)) return { key, content: m![2]! };
  return headingBeforeList(line.text);
}

/** A label column's line is short: the label and the first item. */
const MAX_BESIDE_WORDS = 10;

/**
 * A section label set beside its first item in a label column, the rest of the items on the
 * lines below: "Certificates and licences – Immediate Life Support (ILS)" (a dash between them),
 * "Certificados Google Analytics Certification" (a certificate after the label).
 */
function headingBeside(line: Line, current: SectionKey): { key: SectionKey; content: string } | null {
  if (wordCount(line.text) > MAX_BESIDE_WORDS) return null;
  const dashed = /^(.{2,40}?)\s+[–—]\s+(\S.*)$/u.exec(line.text);
  const key = dashed ? headingSection(dashed[1]!) : null;
  if (key && key !== 'other' && key !== current) return { key, content: dashed![2]! };
  const found = /:/.test(line.text) ? null : headingPrefix(line.text);
  if (found?.key === 'certifications' && current !== 'certifications' && CERTIFICATE_WORD.test(found.content))
    return found;
  return null;
}

/**
 * "Habilidades Python, Java, SQL": a list heading and its list on one line without a colon (a
 * heading set beside its content). The list must have several comma-separated items and start
 * with a capital, so "Skills in Python, Java and SQL" stays text.
 */
function headingBeforeList(text: string): { key: SectionKey; content: string } | null {
  const found = headingPrefix(text);
  if (!found || !LIST_SECTIONS.has(found.key)) return null;
  return found.content.split(',').length >= 3 ? found : null;
}

/**
 * "Tech Stack Tableau, Python", "Personal Interests Swimming, Cooking": a heading of one to three
 * words at the start of a line, then content that starts with a capital or a digit.
 */
export function headingPrefix(text: string): { key: SectionKey; content: string } | null {
  const words = text.split(/\s+/);
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const key = headingSection(words.slice(0, n).join(' '));
    const content = words.slice(n).join(' ');
    if (key) return /^[\p{Lu}\d]/u.test(content) ? { key, content } : null;
  }
  return null;
}

/**
 * Icons set before section headings in symbol fonts whose glyphs the text layer reads as their
 * names (Font Awesome in LaTeX and HTML templates), or a lone symbol character.
 */
const HEADING_ICON =
  /^(?:[^\p{L}\p{N}\s]|briefcase|suitcase|graduation-cap|university|school|certificate|award|trophy|medal|star|hands-helping|hand-holding-heart|heart|language|globe|comments?|user|user-circle|id-card|address-card|info-circle|code|laptop(?:-code)?|cogs?|tools|wrench|book(?:-open)?|lightbulb|puzzle-piece|flag|folder(?:-open)?|project-diagram|pen|pencil(?:-alt)?)\s+(?=\S)/iu;

/** A profile handle of the contact column read on the heading's line ("janedoe Work experience"). */
const HANDLE_BESIDE = /^[\p{Ll}\d._-]{4,}\s+(?=\p{Lu})/u;

/**
 * "Briefcase Work experience", "GRADUATION-CAP Education": a heading set larger than the body with
 * its icon (or a contact handle of the column beside it) first. The size keeps a body line from qualifying.
 */
function iconHeading(line: Line, bodySize: number): SectionKey | null {
  if ((line.size ?? 0) <= bodySize + 0.5 && line.heading !== true) return null;
  const rest = line.text.trim().replace(HEADING_ICON, '').replace(HANDLE_BESIDE, '');
  return rest !== line.text.trim() ? headingSection(rest) : gluedHeading(line.text.trim());
}

/**
 * "jane.doe@example.comBerufserfahrung": an e-mail address or a web address of the contact
 * column drawn on the heading's baseline and read without a space before it.
 */
function gluedHeading(text: string): SectionKey | null {
  const m = /^\S*[@.]\S*?(\p{Lu}[\p{L} &]*)$/u.exec(text);
  if (!m) return null;
  for (let at = m.index + text.indexOf(m[1]!); at < text.length; at++) {
    if (!/\p{Lu}/u.test(text[at]!)) continue;
    const found = headingSection(text.slice(at));
    if (found) return found;
  }
  return null;
}

/**
 * "Skills" over "Languages" / "Frameworks" / "Operations", each over its chips: category labels set
 * like headings inside the skills section. The first comes right under the skills heading (a
 * skills section is never empty); then unknown headings of the same look stay categories too.
 */
function isSkillCategory(current: Section, section: SectionKey, unknown: boolean): boolean {
  if (current.key !== 'skills' || !current.heading) return false;
  if (current.lines.length === 0) return section === 'languages' || unknown;
  // Categories, when the section's first line was one: it looks like the heading.
  return unknown && styleOf(current.lines[0]!) === styleOf(current.heading);
}

/**
 * Splits lines into sections. Lines before the first heading form a leading section with key
 * "contact" (name, contact details, often a profile paragraph), heading null. Headings are looked
 * for in page headers and footers only when `inMargin` (a sidebar kept in the page header).
 */
/**
 * "EXPÉRIENCE" / "PROFESSIONNELLE": a heading wrapped in a narrow label column. The line under it,
 * in its style and as short, completes a known heading.
 */
function wrapsHeading(heading: Line, line: Line): boolean {
  if (line.size !== heading.size || line.bold !== heading.bold || wordCount(line.text) > 2) return false;
  if (line.text !== line.text.toUpperCase() || heading.text !== heading.text.toUpperCase()) return false;
  return headingSection(`${heading.text} ${line.text}`) !== null;
}

export function splitSections(lines: readonly Line[], bodySize: number, inMargin = false): Section[] {
  const known = lines.map((l) =>
    !inMargin && (l.region === 'header' || l.region === 'footer')
      ? null
      : (headingSection(l.text) ?? iconHeading(l, bodySize)),
  );
  const headingStyles = new Set(lines.filter((_, i) => known[i]).map(styleOf));
  const sections: Section[] = [{ key: 'contact', heading: null, lines: [] }];
  lines.forEach((line, i) => {
    // Right under a heading comes content: the first line of a section is never an unknown heading.
    const underHeading = sections.at(-1)!.heading !== null && sections.at(-1)!.lines.length === 0;
    const section =
      known[i] ??
      (!underHeading &&
      headingStyles.has(styleOf(line)) &&
      looksLikeUnknownHeading(line, bodySize, lines.slice(i + 1, i + 3))
        ? 'other'
        : null);
    // The main column read after a sidebar on page 1 starts afresh: its first lines (a profile
    // box, the name) do not continue the sidebar's last list.
    const previous = lines[i - 1];
    const last = sections.at(-1)!;
    const afterSidebar =
      !section && previous && line.page === 1 && line.column !== previous.column && last.heading;
    if (afterSidebar && LIST_SECTIONS.has(last.key))
      sections.push({ key: 'contact', heading: null, lines: [] });
    const current = sections.at(-1)!;
    if (!section && underHeading && current.heading && wrapsHeading(current.heading, line)) {
      current.heading = { ...current.heading!, text: `${current.heading!.text} ${line.text}` };
      return;
    }
    if (section && isSkillCategory(current, section, known[i] === null)) {
      current.lines.push(line);
      return;
    }
    const beside = section ? null : headingBeside(line, current.key);
    const inline = section || beside ? null : inlineSection(line, current.key);
    if (section) sections.push({ key: section, heading: line, lines: [] });
    else if (beside)
      sections.push({ key: beside.key, heading: line, lines: [{ ...line, text: beside.content }] });
    else if (inline) {
      sections.push({ key: inline.key, heading: line, lines: [{ ...line, text: inline.content }] });
      sections.push({ ...current, lines: [] });
    } else current.lines.push(line);
  });
  return sections;
}
