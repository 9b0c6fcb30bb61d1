/**
 * The words, in the five languages, by which the fact sheet judges a CV entry (a paid job or an
 * internship, a degree or an exam, a language level) and by which the claim checker reads a
 * letter back into claims. One table for both, so the writer and the checker never disagree on
 * what a phrase means.
 */
import { findTechSkills } from '#engine/skills/index';
import { foldWords } from '#engine/text/index';
import { countWords } from './text.ts';

/** A word boundary that knows letters beyond ASCII ("\\b" does not: "\\bécole" never matches). */
const BOUNDARY = String.raw`(?:(?<![\p{L}\d])(?=[\p{L}\d])|(?<=[\p{L}\d])(?![\p{L}\d]))`;
function words(r: RegExp): RegExp {
  const source = r.source
    .replaceAll(String.raw`\b`, BOUNDARY)
    .replaceAll(String.raw`\w`, String.raw`[\p{L}\d]`);
  return new RegExp(source, 'iu');
}

/** What a CV entry under "experience" really is: only `job` counts towards years of paid work. */
export type RoleKind = 'job' | 'internship' | 'student' | 'apprenticeship' | 'jobseeking' | 'volunteer';

const ROLE_KIND_CUES: readonly [Exclude<RoleKind, 'job'>, RegExp][] = [
  [
    'jobseeking',
    words(
      /\b(job ?seek\w*|job ?search|unemploy\w*|career break|parental leave|jobsøg\w*|ledig\w*|barsel\w*|arbeits(?:such|los)\w*|elternzeit|recherche d.emploi|demandeur d.emploi|cong[ée] parental|b[úu]squeda (?:activa )?de empleo|desemplead[oa]|excedencia)\b/iu,
    ),
  ],
  [
    'internship',
    words(
      /\b(intern|interns|internship|trainee\w*|praktik\w*|praktikant\w*|stagiaire|stage|pr[áa]cticas|practicante|becari[oa])\b/iu,
    ),
  ],
  [
    'student',
    words(
      /\b(student\w*|werkstudent\w*|studentermedhj[æa]lper|studiejob|student job|summer job|sommerjob|ferienjob|nebenjob|aushilfe|studentische|job [ée]tudiant|job d.[ée]t[ée]|empleo de verano|tutor)\b/iu,
    ),
  ],
  [
    'apprenticeship',
    words(
      /\b(apprentice\w*|auszubildende\w*|azubi|ausbildung|l[æa]rling\w*|l[æa]replads|elevplads|apprenti\w*|alternance|aprendiz\w*|formaci[óo]n dual)\b/iu,
    ),
  ],
  ['volunteer', words(/\b(volunteer\w*|voluntari[oa]\w*|frivillig\w*|ehrenamt\w*|b[ée]n[ée]vol\w*)\b/iu)],
];

export function roleKindOf(position: string, company: string): RoleKind {
  const text = `${position} | ${company}`;
  for (const [kind, cue] of ROLE_KIND_CUES) if (cue.test(text)) return kind;
  return 'job';
}

/** How a qualification is named: a degree is studied, an exam passed, an apprenticeship trained. */
export type EducationKind = 'degree' | 'exam' | 'apprenticeship' | 'course' | 'school' | 'other';

const EDUCATION_KIND_CUES: readonly [EducationKind, RegExp][] = [
  [
    'course',
    words(
      /\b(course|courses|retraining|bootcamp|umschulung|weiterbildung|fortbildung|lehrgang|kurs|kursus|efteruddannelse|omskoling|amu|curso|cursos|formation continue|reconversion|certificat de formation|mooc|coursera|udemy)\b/iu,
    ),
  ],
  [
    'exam',
    words(
      /\b(gepr[üu]ft\w*|pr[üu]fung|ihk|hwk|exam|examination|eksamen|examen professionnel|state exam)\b/iu,
    ),
  ],
  [
    'apprenticeship',
    words(
      /\b(apprentice\w*|ausbildung|lehre|kauf(?:mann|frau)|fachangestellte\w*|fachinformatiker\w*|facharbeiter\w*|geselle\w*|l[æa]rling\w*|svendebrev|erhvervsuddannelse|eud|apprentissage|cap|bep|alternance|formaci[óo]n profesional|ciclo formativo|fp)\b/iu,
    ),
  ],
  [
    'school',
    words(
      /\b(abitur|matura|studentereksamen|hf|hhx|htx|stx|baccalaur[ée]at|bachillerato|high school|gymnasium|a.levels?|gcse|lyc[ée]e|bac)\b/iu,
    ),
  ],
  [
    'degree',
    words(
      /\b(bachelor\w*|master\w*|m[áa]ster|msc|bsc|ba|ma|mba|mres|meng|beng|llb|llm|phd|ph\.d|doctor\w*|doktor\w*|dr|diplom\w*|licence|licenciatura|licenciad[oa]|grado|graduad[oa]|doctorado|kandidat\w*|cand|professionsbachelor|akademi\w*|magister|ing[ée]nieur|bts|dut|degree|studium|universit\w*|hochschule|fachhochschule|college|[ée]cole|escuela|facultad)\b/iu,
    ),
  ],
];

export function educationKindOf(degree: string, institution: string): EducationKind {
  for (const [kind, cue] of EDUCATION_KIND_CUES) if (cue.test(degree)) return kind;
  // The school names the kind when the title does not ("Pflegefachmann, Universitätsklinikum").
  if (words(/\b(universit\w*|hochschule|college|[ée]cole sup\w*|universidad|facultad)\b/iu).test(institution))
    return 'degree';
  if (words(/\b(ihk|handelskammer|chamber of commerce)\b/iu).test(institution)) return 'exam';
  return 'other';
}

/** Spoken-language levels, comparable: a letter may never claim more than the CV states. */
export const LEVELS = ['basic', 'intermediate', 'good', 'fluent', 'native'] as const;
export type LanguageLevel = (typeof LEVELS)[number];

/** Cues per level in every language; the CEFR grades read the same everywhere. */
const LEVEL_CUES: Readonly<Record<LanguageLevel, RegExp>> = {
  native: words(
    /\b(native|mother tongue|first language|modersm[åa]l|muttersprach\w*|erstsprache|langue maternelle|maternelle|natif|native|nativ[oa]|lengua materna|idioma materno)\b/iu,
  ),
  fluent: words(
    /\b(c1|c2|fluent\w*|fluently|flydende|fließend|fliessend|verhandlungssicher|courant|couramment|bilingue|bilingual|tosproget|zweisprachig|fluid[oa]|fluidez|proficien\w*)\b/iu,
  ),
  good: words(
    /\b(b2|good|very good|advanced|godt|gode|rigtig god\w*|gut|gute|guten|sehr gut\w*|bon|bonne|tr[èe]s bon\w*|avanc[ée]\w*|buen[oa]?|avanzad[oa]|alto|professional working)\b/iu,
  ),
  intermediate: words(
    /\b(b1|intermediate|conversational|mellem\w*|middel|konversation\w*|mittel\w*|mittler\w*|interm[ée]diaire|intermedi[oa]|conversacional)\b/iu,
  ),
  basic: words(
    /\b(a1|a2|basic|basics|beginner|elementary|limited|grundl[æa]ggende|begynder\w*|lidt|grundkenntnis\w*|basiskenntnis\w*|grundlagen|anf[äa]nger\w*|notions?|d[ée]butant\w*|scolaire|b[áa]sic[oa]|elemental|principiante)\b/iu,
  ),
};

/** The highest level a text states ("English – C1", "Deutsch (Grundkenntnisse)"), or null. */
export function levelOf(text: string): LanguageLevel | null {
  for (const level of [...LEVELS].reverse()) if (LEVEL_CUES[level].test(text)) return level;
  return null;
}

/** The lowest level a text states: a letter's "basic German and fluent English" claims per name. */
export function levelRank(level: LanguageLevel): number {
  return LEVELS.indexOf(level);
}

/** Section headings in the five languages: a CV parser's slip when they stand in a name field. */
const HEADINGS = new Set(
  `experience work experience professional experience employment employment history work history career
  education skills key skills competences competencies languages references referees profile summary
  personal details personal information contact projects certifications certificates curriculum vitae cv
  resume résumé erhvervserfaring arbejdserfaring erfaring uddannelse kompetencer færdigheder sprog
  referencer profil kontakt personlige oplysninger berufserfahrung berufliche erfahrung berufspraxis
  werdegang beruflicher werdegang ausbildung bildung kenntnisse fähigkeiten sprachen referenzen lebenslauf
  persönliche daten kontakt projekte zertifikate experiencia experiencia laboral experiencia profesional
  formación formación académica educación habilidades competencias idiomas referencias perfil datos
  personales expérience expérience professionnelle expériences professionnelles formation compétences
  langues références profil coordonnées centres d intérêt loisirs intérêts interests hobbies`
    .split(/\n/)
    .flatMap((line) => line.trim().split(/\s{2,}/))
    .map((h) => foldWords(h)),
);
const HEADING_WORDS = [...HEADINGS].join(' ').split(' ');

export function looksLikeHeading(text: string): boolean {
  const key = foldWords(text);
  if (!key) return false;
  if (HEADINGS.has(key) || HEADING_WORDS.includes(key)) return true;
  // "WORK EXPERIENCE", "Berufserfahrung & Praktika": short, and every word a heading word.
  const parts = key.split(' ');
  return (
    parts.length <= 4 &&
    parts.every((w) => HEADING_WORDS.includes(w) || ['and', 'og', 'und', 'y', 'et'].includes(w))
  );
}

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const URL = /\b(?:https?:\/\/|www\.)\S+/i;
const PHONE = /^\+?[\d\s()/.-]{7,}$/;
const DATE_ONLY = /^[\d\s./–-]+$|^(?:since|seit|siden|desde|depuis)?\s*\d{4}/i;

/** Month names and their abbreviations in en, da, de, es, fr (lower case, without the dot). */
const MONTHS = new Set(
  `jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july
  august september october november december januar februar märz mai juni juli oktober dezember okt
  dez marts maj enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre
  diciembre ene abr ago dic janvier février fevrier mars avril juin juillet août aout septembre
  octobre novembre décembre janv févr fevr avr juil déc`.split(/\s+/),
);

/**
 * A value that starts with a month written as a date ("abr.", "jun. Gállego", "März 2019 Berater"):
 * a date glued to the field by the layout, not a name. "Mars Inc." is not: no dot, no year.
 */
export function monthLed(t: string): boolean {
  const m = /^(\p{L}+)(\.|\s+\d{2,4}\b|$)/u.exec(t);
  return !!m && MONTHS.has(m[1]!.toLowerCase());
}

/**
 * Why a name field (employer, title, institution, person's name) cannot be a name, or null when
 * it can: an email or a link, a list of skills, a heading, a sentence, a bare date.
 */
export function doubtAboutName(text: string): string | null {
  const t = text.trim();
  // Nothing a reader can read: empty, or only punctuation and control characters.
  if (!/[\p{L}\p{N}]/u.test(t)) return 'empty';
  if (EMAIL.test(t)) return 'an email address';
  if (URL.test(t)) return 'a link';
  if (PHONE.test(t)) return 'a phone number';
  if (DATE_ONLY.test(t) || monthLed(t)) return 'a date';
  if (looksLikeHeading(t)) return 'a heading';
  // A form's field label or a label with its value: "Other language(s)", "A1 and A2: Basic user".
  if (/\(s\)|:(?:\s|$)/u.test(t)) return 'a label';
  const parts = t.split(/\s*[,;|•·/]\s*/).filter(Boolean);
  if (parts.length >= 3 || (parts.length >= 2 && findTechSkills(t).length >= 2)) return 'a list';
  if (countWords(t) > 9 || (/[.!?]$/.test(t) && countWords(t) >= 6)) return 'a sentence';
  return null;
}

/**
 * Schooling before any qualification (kindergarten, primary school): a CV may list it, a letter
 * never names it as something the applicant completed.
 */
const EARLY_SCHOOLING = words(
  /\b(kindergarten|b[øo]rnehave\w*|vuggestue|vorschule|preschool|pre-school|nursery school|[ée]cole maternelle|[ée]cole primaire|[ée]cole [ée]l[ée]mentaire|grundschule|volksschule|primary school|elementary school|jard[íi]n de infancia|educaci[óo]n infantil|guarder[íi]a|escuela primaria|educaci[óo]n primaria)\b/iu,
);

/** Whether an education entry is schooling no letter names ("KINDERGARTEN", "Grundschule"). */
export function isEarlySchooling(degree: string, institution: string): boolean {
  return EARLY_SCHOOLING.test(degree) || (!degree.trim() && EARLY_SCHOOLING.test(institution));
}

/**
 * An employment status, not a qualification ("seit 02.2024: SELBSTSTÄNDIG" under education): a
 * letter never names it as something the applicant studied.
 */
const WORK_STATUS = words(
  /^(?:selbst(?:st)?[äa]ndig\w*|freiberuflich\w*|self-employed|freelancer?|freelancing|selvst[æa]ndig\w*|freelance\w*|aut[óo]nom[oa]|trabajador[a]? aut[óo]nom[oa]|ind[ée]pendante?|auto-?entrepreneur\w*|travailleur ind[ée]pendant|arbeitssuchend|arbeitslos|jobsuchend|job ?seeking|unemployed|arbejdss[øo]gende|demandeur d'emploi|en recherche d'emploi|desemplead[oa]|en b[úu]squeda de empleo)$/iu,
);

/** Whether an education entry's title is an employment status, not a qualification. */
export function isWorkStatus(degree: string): boolean {
  return WORK_STATUS.test(degree.trim());
}

/**
 * Words that make a sentence about a course of study ("studying for", "Studiengang", "mis
 * estudios", "academic"): true of a degree, false of an apprenticeship, an exam or a course.
 */
const STUDY_WORDS = words(
  /\b(stud(?:y|ies|ied|ying)|studier\w*|studium|studieng[äa]ng\w*|studiere\w*|studiert|studeret|studerer|studere|læst|læser|estudi\w*|[ée]tudi\w*|[ée]tudes|academic|akademisk\w*|akademisch\w*|acad[ée]mique\w*|acad[ée]mic[oa]s?)\b/iu,
);

/** Whether a sentence speaks of study (see STUDY_WORDS). */
export function speaksOfStudy(text: string): boolean {
  return STUDY_WORDS.test(text);
}

/** Legal forms and kinds of organisation: a "title" that carries one is an employer. */
const ORGANISATION = words(
  /\b(gmbh|ag|kg|e\.?v|ltd|limited|plc|inc|llc|corp|a\/s|aps|i\/s|s\.?a\.?s?|s\.?l\.?u?|sarl|sas|bv|nv|ab|oy|kommune|region|hospital|hôpital|hospital\w*|klinik\w*|krankenhaus|universit\w*|hochschule|school|skole|schule|[ée]cole|bank|group|gruppe|groupe|grupo)\b/iu,
);
const TITLE = words(
  /\b(manager|engineer|developer|consultant|assistant|nurse|accountant|analyst|designer|teacher|technician|specialist|officer|director|lead|coordinator|sygeplejerske|assistent|konsulent|udvikler|ingeni[øo]r|l[æa]rer|leder|chef|mitarbeiter\w*|entwickler\w*|berater\w*|pfleger\w*|pflegefach\w*|buchhalter\w*|ingenieur\w*|leiter\w*|referent\w*|sachbearbeiter\w*|infirmi[eè]re?|comptable|d[ée]veloppeu[rs]\w*|ing[ée]nieur|responsable|charg[ée]e? de|enfermer[oa]|contable|desarrollador\w*|ingenier[oa]|t[ée]cnic[oa]|jef[ea]|gerente|analista|auxiliar)\b/iu,
);

/** Whether a CV entry has its title and employer the wrong way round. */
export function swappedRole(position: string, company: string): boolean {
  return (
    ORGANISATION.test(position) && !ORGANISATION.test(company) && TITLE.test(company) && !TITLE.test(position)
  );
}
