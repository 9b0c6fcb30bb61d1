/**
 * Word cues that tell a job title from a company, a degree from a school, and a place from
 * either, in five languages. Each scorer returns 0 when it has no cue, so callers can fall back
 * on the order of the fields.
 */
import { foldInPlace } from '#engine/text/index';
import { phraseAlternation, wordCount } from './text.ts';

/** Matched as whole words (folded). */
const TITLE_WORDS = [
  'engineer',
  'developer',
  'manager',
  'consultant',
  'analyst',
  'designer',
  'architect',
  'lead',
  'head of',
  'director',
  'specialist',
  'coordinator',
  'assistant',
  'officer',
  'intern',
  'trainee',
  'administrator',
  'technician',
  'scientist',
  'researcher',
  'accountant',
  'nurse',
  'teacher',
  'representative',
  'advisor',
  'adviser',
  'founder',
  'co-founder',
  'owner',
  'ceo',
  'cto',
  'cfo',
  'coo',
  'cio',
  'vp',
  'vice president',
  'president',
  'programmer',
  'tester',
  'associate',
  'executive',
  'agent',
  'clerk',
  'operator',
  'editor',
  'writer',
  'recruiter',
  'partner',
  'chef',
  'cook',
  'driver',
  'mechanic',
  'electrician',
  'physician',
  'doctor',
  'pharmacist',
  'lawyer',
  'attorney',
  'paralegal',
  'supervisor',
  'student assistant',
  'student worker',
  'freelance',
  'freelancer',
  'secretary',
  'receptionist',
  'cashier',
  'salesperson',
  'controller',
  'auditor',
  'economist',
  'librarian',
  'therapist',
  'psychologist',
  'teaching assistant',
  'research assistant',
  'postdoc',
  'professor',
  'lecturer',
  'tutor',
  'product owner',
  'scrum master',
  'devops',
  'sre',
  'data scientist',
  'support',
  'account manager',
  'buyer',
  'planner',
  'strategist',
  'copywriter',
  'marketer',
  'bookkeeper',
  'caregiver',
  'waiter',
  'bartender',
  'barista',
  'volunteer',
  // Roles in associations and volunteer work, in five languages.
  'treasurer',
  'chair',
  'chairman',
  'chairwoman',
  'chairperson',
  'board member',
  'coach',
  'mentor',
  'frivillig',
  'kasserer',
  'formand',
  'næstformand',
  'bestyrelsesmedlem',
  'træner',
  'ehrenamtlich',
  'ehrenamtliche',
  'ehrenamtlicher',
  'kassierer',
  'kassiererin',
  'kassenwart',
  'vorsitzender',
  'vorsitzende',
  'vorstandsmitglied',
  'voluntario',
  'voluntaria',
  'tesorero',
  'tesorera',
  'monitor',
  'monitora',
  'bénévole',
  'trésorier',
  'trésorière',
  'animateur',
  'animatrice',
  // Danish
  'udvikler',
  'ingeniør',
  'konsulent',
  'leder',
  'projektleder',
  'sygeplejerske',
  'lærer',
  'medarbejder',
  'assistent',
  'arkitekt',
  'direktør',
  'rådgiver',
  'elev',
  'praktikant',
  'studentermedhjælper',
  'pædagog',
  'tekniker',
  'analytiker',
  'koordinator',
  'chef',
  'sælger',
  'specialist',
  'fuldmægtig',
  'sekretær',
  'bogholder',
  'revisor',
  'underviser',
  'ekspedient',
  'programmør',
  'datamatiker',
  'souschef',
  'ejer',
  'stifter',
  'indehaver',
  'social- og sundhedsassistent',
  // German
  'entwickler',
  'entwicklerin',
  'ingenieur',
  'ingenieurin',
  'berater',
  'beraterin',
  'leiter',
  'leiterin',
  'projektleiter',
  'projektleiterin',
  'sachbearbeiter',
  'sachbearbeiterin',
  'referent',
  'referentin',
  'kaufmann',
  'kauffrau',
  'mitarbeiter',
  'mitarbeiterin',
  'werkstudent',
  'werkstudentin',
  'geschäftsführer',
  'geschäftsführerin',
  'assistenz',
  'techniker',
  'architekt',
  'spezialist',
  'fachinformatiker',
  'krankenschwester',
  'pfleger',
  'pflegefachkraft',
  'lehrer',
  'lehrerin',
  'praktikant',
  'praktikantin',
  'fachkraft',
  'sekretärin',
  'verkäufer',
  'verkäuferin',
  'buchhalter',
  'wissenschaftlicher mitarbeiter',
  'inhaber',
  'gründer',
  'teamleiter',
  'abteilungsleiter',
  // Spanish
  'ingeniero',
  'ingeniera',
  'desarrollador',
  'desarrolladora',
  'programador',
  'programadora',
  'consultor',
  'consultora',
  'analista',
  'jefe',
  'jefa',
  'director',
  'directora',
  'gerente',
  'responsable',
  'técnico',
  'técnica',
  'coordinador',
  'coordinadora',
  'asistente',
  'becario',
  'becaria',
  'practicante',
  'diseñador',
  'diseñadora',
  'arquitecto',
  'arquitecta',
  'enfermero',
  'enfermera',
  'profesor',
  'profesora',
  'administrativo',
  'administrativa',
  'comercial',
  'especialista',
  'auxiliar',
  'contable',
  'dependiente',
  'camarero',
  'camarera',
  'fundador',
  // French
  'ingénieur',
  'ingénieure',
  'développeur',
  'développeuse',
  'consultante',
  'chef de projet',
  'chargé',
  'chargée',
  'directeur',
  'directrice',
  'analyste',
  'stagiaire',
  'alternant',
  'alternante',
  'technicien',
  'technicienne',
  'assistante',
  'concepteur',
  'conceptrice',
  'architecte',
  'infirmier',
  'infirmière',
  'enseignant',
  'enseignante',
  'commerciale',
  'gestionnaire',
  'comptable',
  'vendeur',
  'vendeuse',
  'conseiller',
  'conseillère',
  'fondateur',
  'fondatrice',
  'responsable',
  'animateur',
  'animatrice',
  'secrétaire',
  'apprenti',
  'apprentie',
];
/** Matched anywhere in a word: the endings of Danish and German compound titles. */
const TITLE_STEMS = [
  'analyst',
  'hjælper',
  'helfer',
  'helferin',
  'entwickler',
  'udvikler',
  'ingeniør',
  'ingenieur',
  'berater',
  'leiter',
  'leder',
  'konsulent',
  'manager',
  'engineer',
  'developer',
  'sachbearbeiter',
  'kaufmann',
  'kauffrau',
  'assistent',
  'mitarbeiter',
  'medarbejder',
  'informatiker',
  'techniker',
  'tekniker',
  'designer',
  'referent',
  'pleger',
  'pfleger',
  'lærer',
  'lehrer',
  'sælger',
  'chef',
  'spezialist',
  'praktikant',
  'elev',
  'controller',
  'vikar',
  'planer',
  'planner',
  'koordinator',
  'koordinatorin',
  'ansvarlig',
  'assistant',
];

const COMPANY_SUFFIXES = [
  'gmbh',
  'ag',
  'a/s',
  'aps',
  'i/s',
  'k/s',
  'p/s',
  'amba',
  's.a.',
  's.a',
  'sa',
  's.l.',
  's.l',
  'sl',
  'slu',
  's.l.u.',
  'sas',
  'sarl',
  'sasu',
  'eurl',
  'sca',
  'ltd',
  'ltd.',
  'limited',
  'plc',
  'inc',
  'inc.',
  'llc',
  'llp',
  'corp',
  'corp.',
  'corporation',
  'co.',
  'company',
  'ab',
  'asa',
  'oy',
  'bv',
  'b.v.',
  'nv',
  'n.v.',
  'kg',
  'ohg',
  'ug',
  'e.v.',
  'gbr',
  'kgaa',
  'mbh',
  's.r.l.',
  'srl',
  'spa',
  's.p.a.',
  'group',
  'gruppe',
  'grupo',
  'groupe',
  'holding',
  'bank',
  'banken',
  'consulting',
  'solutions',
  'technologies',
  'technology',
  'systems',
  'labs',
  'software',
  'partners',
  'services',
  'studio',
  'agency',
  'media',
  'hospital',
  'hospitals',
  'hôpital',
  'klinik',
  'kommune',
  'region',
  'ministry',
  'ministerium',
  'ministerio',
  'ministère',
  'styrelsen',
  'foundation',
  'fonden',
  'stiftung',
  'fundación',
  'fondation',
  'association',
  'empresa',
  'entreprise',
  'unternehmen',
  'virksomhed',
  'verein',
  'asociación',
  'council',
  'municipality',
  'ayuntamiento',
  'mairie',
  'sygehus',
  'hospitalet',
  'rigshospitalet',
  'universitet',
  'university',
  'universität',
  'universidad',
  'université',
  'institute',
  'institut',
  'instituto',
  'gymnasium',
  'skole',
  'school',
  'schule',
  'escuela',
  'école',
  'lycée',
  'college',
  'academy',
  'akademi',
  'akademie',
  'startup',
  'agentur',
  'agence',
  'agencia',
  'sociedad',
  'société',
  'gesellschaft',
  'kg',
  '& co',
  '& co.',
  'aps.',
  'a/s.',
];

const DEGREE_WORDS = [
  'bachelor',
  'bachelors',
  "bachelor's",
  'master',
  'masters',
  "master's",
  'msc',
  'm.sc',
  'm.sc.',
  'bsc',
  'b.sc',
  'b.sc.',
  'ba',
  'b.a.',
  'ma',
  'm.a.',
  'mba',
  'emba',
  'phd',
  'ph.d',
  'ph.d.',
  'doctorate',
  'doctor of',
  'dr.',
  'md',
  'llb',
  'llm',
  'beng',
  'meng',
  'b.eng',
  'm.eng',
  'degree',
  'diploma',
  'high school',
  'a-levels',
  'a levels',
  'gcse',
  'gcses',
  'associate degree',
  'certificate',
  'postgraduate',
  'graduate',
  'undergraduate',
  'major',
  'minor',
  'm.ed',
  'm.ed.',
  'b.ed',
  'b.ed.',
  'b.s.',
  'm.s.',
  'bs',
  'b.s',
  'a.a.',
  'a.s.',
  'pgce',
  'hnd',
  'btec',
  'juris doctor',
  'j.d.',
  'cand.',
  'cand',
  'kandidat',
  'kandidatuddannelse',
  'bacheloruddannelse',
  'professionsbachelor',
  'akademiuddannelse',
  'erhvervsuddannelse',
  'hd',
  'hd-o',
  'hd-r',
  'studentereksamen',
  'hhx',
  'htx',
  'stx',
  'hf',
  'eux',
  'datamatiker',
  'diplomuddannelse',
  'master i',
  'ph.d.-grad',
  'svendebrev',
  'cand.merc',
  'cand.scient',
  'cand.polyt',
  'cand.it',
  'cand.jur',
  'cand.mag',
  'cand.oecon',
  'diplom',
  'diplom-ingenieur',
  'dipl.-ing',
  'dipl.-ing.',
  'dipl.',
  'abitur',
  'fachabitur',
  'ausbildung',
  'staatsexamen',
  'magister',
  'promotion',
  'meister',
  'fachhochschulreife',
  'hochschulreife',
  'matura',
  'mittlere reife',
  'realschulabschluss',
  'berufsausbildung',
  'studium',
  'licenciatura',
  'licenciado',
  'licenciada',
  'grado',
  'graduado',
  'graduada',
  'máster',
  'doctorado',
  'bachillerato',
  'bachiller',
  'técnico superior',
  'ciclo formativo',
  'ingeniería',
  'diplomatura',
  'titulación',
  'licence',
  'diplôme',
  'bts',
  'dut',
  'baccalauréat',
  'bac',
  'doctorat',
  'mastère',
  'deug',
  'bep',
  'ingénieur',
  "diplôme d'ingénieur",
  'master 1',
  'master 2',
  'm1',
  'm2',
  'l3',
];
const INSTITUTION_WORDS = [
  'university',
  'universitet',
  'universitetet',
  'universität',
  'universitat',
  'universidad',
  'université',
  'universita',
  'hochschule',
  'fachhochschule',
  'college',
  'school',
  'skole',
  'schule',
  'école',
  'ecole',
  'academy',
  'akademi',
  'akademie',
  'institut',
  'instituto',
  'institute',
  'polytechnic',
  'politécnica',
  'polytechnique',
  'business school',
  'handelshøjskole',
  'professionshøjskole',
  'erhvervsakademi',
  'gymnasium',
  'gymnasiet',
  'gymnasie',
  'lycée',
  'sixth form',
  'sixth form college',
  'iut',
  'campus',
  'seminarium',
  'escuela',
  'facultad',
  'faculté',
  'conservatory',
  'konservatorium',
  'conservatoire',
  'sorbonne',
  'sciences po',
  'tu',
  'eth',
  'kth',
  'dtu',
  'cbs',
  'itu',
  'sdu',
  'aau',
  'ruc',
  'ucl',
  'lse',
  'iese',
  'esade',
  'insead',
  'hec',
  'essec',
  'berufsschule',
  'gesamtschule',
  'realschule',
  'colegio',
  'ies',
  'uned',
  'kea',
  'ucn',
  'ucc',
  'zealand',
];

/** Countries (in the five languages) and larger cities, folded. */
const PLACES = [
  'denmark',
  'danmark',
  'dänemark',
  'dinamarca',
  'danemark',
  'germany',
  'tyskland',
  'deutschland',
  'alemania',
  'allemagne',
  'spain',
  'spanien',
  'españa',
  'espagne',
  'france',
  'frankrig',
  'frankreich',
  'francia',
  'sweden',
  'sverige',
  'schweden',
  'suecia',
  'suède',
  'norway',
  'norge',
  'norwegen',
  'noruega',
  'norvège',
  'united kingdom',
  'uk',
  'england',
  'storbritannien',
  'großbritannien',
  'reino unido',
  'royaume-uni',
  'usa',
  'united states',
  'u.s.',
  'ireland',
  'netherlands',
  'holland',
  'niederlande',
  'países bajos',
  'pays-bas',
  'belgium',
  'belgien',
  'bélgica',
  'belgique',
  'switzerland',
  'schweiz',
  'suiza',
  'suisse',
  'austria',
  'österreich',
  'autriche',
  'italy',
  'italien',
  'italia',
  'italie',
  'portugal',
  'poland',
  'polen',
  'finland',
  'finnland',
  'canada',
  'australia',
  'mexico',
  'méxico',
  'argentina',
  'chile',
  'colombia',
  'peru',
  'perú',
  'luxembourg',
  'iceland',
  'island',
  'copenhagen',
  'københavn',
  'kopenhagen',
  'copenhague',
  'aarhus',
  'odense',
  'aalborg',
  'esbjerg',
  'randers',
  'kolding',
  'horsens',
  'vejle',
  'roskilde',
  'herning',
  'silkeborg',
  'næstved',
  'fredericia',
  'viborg',
  'køge',
  'holstebro',
  'slagelse',
  'hillerød',
  'frederiksberg',
  'lyngby',
  'kongens lyngby',
  'gentofte',
  'hellerup',
  'ballerup',
  'glostrup',
  'taastrup',
  'valby',
  'herlev',
  'berlin',
  'hamburg',
  'munich',
  'münchen',
  'cologne',
  'köln',
  'frankfurt',
  'frankfurt am main',
  'stuttgart',
  'düsseldorf',
  'dortmund',
  'essen',
  'leipzig',
  'bremen',
  'dresden',
  'hannover',
  'nuremberg',
  'nürnberg',
  'bonn',
  'karlsruhe',
  'mannheim',
  'heidelberg',
  'freiburg',
  'aachen',
  'vienna',
  'wien',
  'zurich',
  'zürich',
  'geneva',
  'genf',
  'genève',
  'basel',
  'bern',
  'madrid',
  'barcelona',
  'valencia',
  'sevilla',
  'seville',
  'zaragoza',
  'málaga',
  'bilbao',
  'murcia',
  'palma',
  'alicante',
  'valladolid',
  'vigo',
  'granada',
  'salamanca',
  'san sebastián',
  'paris',
  'lyon',
  'marseille',
  'toulouse',
  'nice',
  'nantes',
  'strasbourg',
  'montpellier',
  'bordeaux',
  'lille',
  'rennes',
  'grenoble',
  'nancy',
  'la défense',
  'london',
  'manchester',
  'birmingham',
  'edinburgh',
  'glasgow',
  'dublin',
  'stockholm',
  'malmö',
  'gothenburg',
  'göteborg',
  'oslo',
  'helsinki',
  'amsterdam',
  'rotterdam',
  'brussels',
  'bruxelles',
  'lisbon',
  'lisboa',
  'rome',
  'milan',
  'milano',
  'new york',
  'san francisco',
  'boston',
  'seattle',
  'chicago',
  'los angeles',
  'austin',
  'toronto',
  'sydney',
  'reykjavik',
  'remote',
  'hybrid',
  'remote-first',
  'fjernarbejde',
  'remoto',
  'télétravail',
  'home office',
];

function wordRegExp(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])(?:${phraseAlternation(words)})(?![\\p{L}\\d])`, 'u');
}

const TITLE_RE = wordRegExp(TITLE_WORDS);
/** A compound word ending in a title stem ("Softwareentwickler", "Projektlederen"). */
const TITLE_STEM_END_RE = new RegExp(`(?:${phraseAlternation(TITLE_STEMS)})(?:in|inde|en|e|er|innen)?$`, 'u');
const COMPANY_RE = new RegExp(
  `(?<![\\p{L}\\d])(?:${phraseAlternation(COMPANY_SUFFIXES)})(?![\\p{L}\\d])|(?<=\\p{L})(?:bank|group|gruppe|soft|tech|systems|consult|kommune|styrelsen|hospital|klinik)(?![\\p{L}])`,
  'u',
);
const DEGREE_RE = wordRegExp(DEGREE_WORDS);
const INSTITUTION_RE = wordRegExp(INSTITUTION_WORDS);
const INSTITUTION_STEM_END_RE =
  /(?:universitet|universitat|hochschule|skole|schule|akademi|akademie|gymnasium)(?:et|en)?$/u;
const COMPOUND_MIN = 8;

/** Some word of the folded text is a compound ending in one of the stems. */
function hasCompound(folded: string, stemEnd: RegExp): boolean {
  return folded.split(/[^\p{L}]+/u).some((w) => w.length >= COMPOUND_MIN && stemEnd.test(w));
}
const PLACE_RE = wordRegExp(PLACES);
/**
 * "8000 Aarhus C", "DK-2100 København Ø", "28013 Madrid", "75011 Paris", "10115 Berlin", and
 * British and American forms ("Reading RG1 3AA", "Chicago, IL 60601").
 */
const POSTAL_RE =
  /(?<![\p{L}\d])(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L}.'-]+|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]{2}\s+\d{5}\b/u;

export function titleScore(text: string): number {
  const f = foldInPlace(text);
  return (TITLE_RE.test(f) ? 2 : 0) + (hasCompound(f, TITLE_STEM_END_RE) ? 1 : 0);
}

export function companyScore(text: string): number {
  const f = foldInPlace(text);
  return COMPANY_RE.test(f) ? 2 : 0;
}

export function degreeScore(text: string): number {
  return DEGREE_RE.test(foldInPlace(text)) ? 2 : 0;
}

export function institutionScore(text: string): number {
  const f = foldInPlace(text);
  return INSTITUTION_RE.test(f) || hasCompound(f, INSTITUTION_STEM_END_RE) ? 2 : 0;
}

/** A place: a known city or country, a postal code with a town, or "remote". Short text only. */
export function isPlace(text: string): boolean {
  const words = text.trim().split(/\s+/).length;
  if (words > 8 || /@|\d{6,}/.test(text)) return false;
  return POSTAL_RE.test(text) || PLACE_RE.test(foldInPlace(text));
}

const PLACE_SET = new Set(PLACES.map(foldInPlace));
/** "2200 København N", "DK-8000 Aarhus C", "Reading RG1 3AA": a postal code and a town, nothing else. */
const POSTAL_TOWN_RE =
  /^(?:(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L}.'-]*(?:\s+[\p{L}.'-]+){0,2}|(?:\p{Lu}[\p{L}.' -]{1,30}\s+)?(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]{2}\s+\d{5}))$/u;

/** One comma part that is entirely a place ("Berlin", "København N", "10115 Berlin", "Remote"). */
export function isPurePlace(part: string): boolean {
  if (POSTAL_TOWN_RE.test(part)) return true;
  const f = foldInPlace(part)
    .replace(/\s+[a-zæø]$/u, '')
    .replace(/[()]/g, '')
    .trim();
  return PLACE_SET.has(f);
}

/**
 * Reads like the name of a town or region even when unknown: capitalised words, with the small
 * words place names contain ("Newcastle upon Tyne", "Frankfurt am Main", "Alcalá de Henares").
 */
export function looksLikePlaceName(text: string): boolean {
  // "Bagsværd (Denmark)": the brackets do not matter.
  const words = text.replace(/[()]/g, ' ').trim().split(/\s+/);
  if (words.length > 4 || /\d/.test(text)) return false;
  const connector = /^(?:upon|on|am|an|der|de|del|la|le|les|sur|en|im|i|og|y|et)$/;
  return (
    words.every((w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w) || connector.test(w)) &&
    /^\p{Lu}/u.test(words[0] ?? '') &&
    titleScore(text) === 0 &&
    companyScore(text) === 0
  );
}

/** From the first part that is a place: "Musterstraße 12, 10115 Berlin" → "10115 Berlin". */
export function placePart(text: string): string {
  const parts = text.split(/\s*,\s*/);
  const first = parts.findIndex(isPurePlace);
  const streetBefore = parts.slice(0, Math.max(first, 0)).some((p) => /\d/.test(p));
  return first > 0 && streetBefore ? parts.slice(first).join(', ') : text.trim();
}

/** The whole text is a place ("Berlin", "Copenhagen, Denmark", "Munich, Bavaria"), not just mentions one. */
export function isOnlyPlace(text: string): boolean {
  // moderncv closes an entry with a full stop: "Portland, OR.".
  const parts = text
    .replace(/(?<=\b[A-Z]{2})\.$/u, '')
    .split(/\s*,\s*/)
    .filter(Boolean);
  // After a comma, two capitals are a state or country code ("Raleigh, NC", "Aarhus, DK").
  const pure = (p: string, i: number) => isPurePlace(p) || (i > 0 && /^[A-Z]{2}$/.test(p));
  if (parts.length === 0 || parts.length > 3 || !parts.some(pure)) return false;
  return parts.every(
    (p, i) =>
      pure(p, i) ||
      isPurePlace(p) ||
      (/^\p{Lu}[\p{L}.' -]{1,25}$/u.test(p) && titleScore(p) === 0 && companyScore(p) === 0),
  );
}

/**
 * Labels of personal data in a CV's contact block (the label column of a table layout, with or
 * without a colon). A line that starts with one holds a value, never the person's name.
 */
const PERSONAL_LABELS = [
  // English
  'date of birth',
  'birth date',
  'born',
  'nationality',
  'citizenship',
  'marital status',
  'gender',
  'sex',
  'age',
  'driving licence',
  "driver's license",
  // Danish
  'fødselsdato',
  'født',
  'nationalitet',
  'statsborgerskab',
  'civilstand',
  'alder',
  'kørekort',
  // German
  'geburtsdatum',
  'geboren',
  'geburtsort',
  'nationalität',
  'staatsangehörigkeit',
  'staatsbürgerschaft',
  'familienstand',
  'geschlecht',
  'alter',
  'führerschein',
  // Spanish
  'fecha de nacimiento',
  'lugar de nacimiento',
  'nacionalidad',
  'estado civil',
  'sexo',
  'edad',
  'carnet de conducir',
  // French
  'date de naissance',
  'né le',
  'née le',
  'lieu de naissance',
  'nationalité',
  'situation familiale',
  'état civil',
  'âge',
  'permis de conduire',
];
const PERSONAL_LABEL_RE = new RegExp(`^(?:${phraseAlternation(PERSONAL_LABELS)})(?![\\p{L}\\d])`, 'u');

export function startsWithPersonalLabel(text: string): boolean {
  return PERSONAL_LABEL_RE.test(foldInPlace(text.trim()));
}

/** Labels before the person's name ("Name:", "Nombre completo", "Vor- und Nachname"). */
const NAME_LABELS = [
  'name',
  'full name',
  'navn',
  'fulde navn',
  'fuldt navn',
  'vor- und nachname',
  'vollständiger name',
  'nombre',
  'nombre completo',
  'nombre y apellidos',
  'nom',
  'nom complet',
  'nom et prénom',
  'prénom et nom',
];
const NAME_LABEL_RE = new RegExp(`^(?:${phraseAlternation(NAME_LABELS)})\\s*(?:[:：]\\s*|\\s(?=\\S))`, 'u');

/** The text after a name label at its start ("Nombre completo Ana Ruiz" → "Ana Ruiz"), or null. */
export function afterNameLabel(text: string): string | null {
  const m = NAME_LABEL_RE.exec(foldInPlace(text.trim()));
  return m ? text.trim().slice(m[0].length).trim() : null;
}

/** Words that make a line a street address, not a town ("Grand Boulevard", "Musterstraße 42"). */
const STREET_WORDS = [
  'street',
  'st.',
  'road',
  'rd',
  'rd.',
  'avenue',
  'ave',
  'ave.',
  'boulevard',
  'blvd',
  'lane',
  'drive',
  'way',
  'unit',
  'apt',
  'suite',
  'vej',
  'vejen',
  'gade',
  'gaden',
  'allé',
  'plads',
  'straße',
  'strasse',
  'str.',
  'weg',
  'gasse',
  'platz',
  'allee',
  'calle',
  'avenida',
  'avda.',
  'paseo',
  'plaza',
  'carrera',
  'rue',
  'chemin',
  'impasse',
  'place',
  'bd',
  'allée',
];
const STREET_RE = new RegExp(
  `(?<![\\p{L}\\d])(?:${phraseAlternation(STREET_WORDS)})(?![\\p{L}\\d])|\\p{L}(?:straße|strasse|vej|gade|weg|gasse)(?![\\p{L}])`,
  'u',
);

/** A street line: a street word, or a house number before or after a name ("32 Reading rd"). */
export function isStreet(part: string): boolean {
  const f = foldInPlace(part.trim());
  if (STREET_RE.test(f)) return true;
  if (POSTAL_RE.test(part)) return false;
  return /^\d{1,4}[a-z]?\s+\p{L}|\p{L}\.?\s+\d{1,4}[a-z]?(?:\s*[/-]\s*\d+)?$/u.test(f);
}

/** "Palo Alto, CA 94303", "San Francisco, CA": a town with a state code and maybe a ZIP code. */
const TOWN_STATE_RE = /^\p{Lu}[\p{L}.' -]{1,30},\s*[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?$/u;

/**
 * The locality of an address ("32 Reading rd, Birmingham, B26 3QJ (United Kingdom)" →
 * "Birmingham, B26 3QJ (United Kingdom)"): street parts before it cut off; null when what is left
 * does not read as a town (a postal code, a known place or a state code).
 */
export function localityOf(text: string): string | null {
  const parts = text.split(/\s*,\s*/).filter(Boolean);
  let first = 0;
  while (first < parts.length - 1 && isStreet(parts[first]!)) first++;
  // "Vesterbrogade 12, 2. tv., 2200 København N": floor and door before the postal town go too.
  const postalTown = parts.findIndex((p, i) => i >= first && POSTAL_TOWN_RE.test(p));
  if (first > 0 && postalTown > first) first = postalTown;
  const rest = parts.slice(first).join(', ');
  if (isStreet(rest)) return null;
  if (TOWN_STATE_RE.test(rest)) return rest;
  if (first === 0) return null;
  return POSTAL_RE.test(rest) || PLACE_RE.test(foldInPlace(rest)) ? rest : null;
}

/** Proficiency levels written beside a skill ("CSS – Advanced", "Python: Fortgeschrittene Kenntnisse"). */
const LEVEL_WORDS = [
  // English
  'beginner',
  'basic',
  'basics',
  'elementary',
  'intermediate',
  'advanced',
  'expert',
  'proficient',
  'master',
  'good',
  'very good',
  'excellent',
  'fluent',
  'native',
  'native speaker',
  'working knowledge',
  'basic knowledge',
  'conversational',
  'professional',
  'bilingual',
  'mother tongue',
  'business fluent',
  'elementary proficiency',
  'limited working proficiency',
  'professional working proficiency',
  'full professional proficiency',
  'native or bilingual proficiency',
  // Danish
  'begynder',
  'grundlæggende',
  'øvet',
  'rutineret',
  'erfaren',
  'ekspert',
  'god',
  'meget god',
  'flydende',
  'modersmål',
  'samtaleniveau',
  'forhandlingsniveau',
  // German
  'grundkenntnisse',
  'grundlagen',
  'grundwissen',
  'gut',
  'sehr gut',
  'geübt',
  'routiniert',
  'fortgeschritten',
  'fortgeschrittene kenntnisse',
  'gute kenntnisse',
  'sehr gute kenntnisse',
  'experte',
  'verhandlungssicher',
  'fließend',
  'muttersprache',
  'muttersprachlich',
  'konversationssicher',
  'schulkenntnisse',
  // Spanish
  'básico',
  'intermedio',
  'avanzado',
  'experto',
  'nativo',
  'conocimientos básicos',
  'conversacional',
  'fluido',
  'lengua materna',
  'bilingüe',
  // French
  'débutant',
  'notions',
  'intermédiaire',
  'avancé',
  'confirmé',
  'courant',
  'bilingue',
  'maîtrise',
  'langue maternelle',
  'professionnel',
  'scolaire',
  'natif',
  'conversationnel',
];
const LEVEL_RE = new RegExp(`^(?:${phraseAlternation(LEVEL_WORDS)})$`, 'u');
/** Levels that also end skill names ("Visual Basic", "Scrum Master") are not cut off. */
const NAME_ENDINGS = new Set([
  'master',
  'basic',
  'basics',
  'native',
  'good',
  'god',
  'gut',
  'expert',
  'professional',
  'professionnel',
]);
const TRAILING_LEVEL_RE = new RegExp(
  `\\s+(?:${phraseAlternation(LEVEL_WORDS.filter((w) => !NAME_ENDINGS.has(w)))})$`,
  'u',
);

/**
 * The Europass language grid (the CV format of the EU, in five languages): its column labels,
 * CEFR levels and the legend under it. None of it is a skill.
 */
const LANGUAGE_GRID = new RegExp(
  `^(?:[abc][12]|${phraseAlternation([
    'understanding',
    'speaking',
    'writing',
    'listening',
    'reading',
    'spoken interaction',
    'spoken production',
    'mother tongue',
    'mother tongue(s)',
    'other language(s)',
    'forståelse',
    'tale',
    'skrivning',
    'lytning',
    'læsning',
    'samtale',
    'mundtlig produktion',
    'modersmål',
    'verstehen',
    'sprechen',
    'schreiben',
    'hören',
    'lesen',
    'an gesprächen teilnehmen',
    'zusammenhängendes sprechen',
    'muttersprache(n)',
    'comprender',
    'hablar',
    'expresión escrita',
    'comprensión auditiva',
    'comprensión de lectura',
    'interacción oral',
    'expresión oral',
    'lengua(s) materna(s)',
    'comprendre',
    'parler',
    'écrire',
    'écouter',
    'lire',
    'prendre part à une conversation',
    "s'exprimer oralement en continu",
    'langue(s) maternelle(s)',
  ])})$|(?:basic|independent|proficient) user|(?:elementær|selvstændig|kompetent) bruger|sprachverwendung|usuario (?:básico|independiente|competente)|utilisateur (?:élémentaire|indépendant|expérimenté)|common european framework|gemeinsamer europäischer referenzrahmen|marco común europeo|cadre européen commun|fælles europæiske referenceramme`,
  'u',
);

/** A label, level or legend of a language grid ("SPEAKING", "B2", "A1 and A2: Basic user"). */
export function isLanguageGrid(text: string): boolean {
  return LANGUAGE_GRID.test(foldInPlace(text.trim().replace(/[.:;]+$/, '')));
}

/** The text only names a proficiency level ("Intermediate", "Sehr gute Kenntnisse"). */
export function isLevel(text: string): boolean {
  return LEVEL_RE.test(
    foldInPlace(
      text
        .trim()
        .replace(/[.:;,()]+$/g, '')
        .replace(/^[(]/, ''),
    ),
  );
}

/** "CSS Routiniert" → "CSS": a level after a skill is not part of it. */
export function withoutTrailingLevel(text: string): string {
  const m = TRAILING_LEVEL_RE.exec(foldInPlace(text));
  return m ? text.slice(0, m.index).trim() : text;
}

/**
 * Field labels in entry headers ("Einrichtung: Acme GmbH", "Puesto: Analista"): the value is that
 * field. Detail labels ("Thema:", "Durée :", "Tech-Stack:") start description lines.
 */
const FIELD_LABELS: Readonly<Record<'company' | 'position' | 'institution' | 'detail', readonly string[]>> = {
  company: [
    'company',
    'employer',
    'organisation',
    'organization',
    'firma',
    'virksomhed',
    'arbejdsgiver',
    'arbeitgeber',
    'unternehmen',
    'einrichtung',
    'empresa',
    'empleador',
    'entreprise',
    'employeur',
    'société',
  ],
  position: [
    'position',
    'title',
    'job title',
    'role',
    'stilling',
    'titel',
    'rolle',
    'stelle',
    'funktion',
    'puesto',
    'cargo',
    'poste',
    'fonction',
  ],
  institution: [
    'institution',
    'school',
    'university',
    'uddannelsessted',
    'skole',
    'bildungseinrichtung',
    'hochschule',
    'schule',
    'universität',
    'institución',
    'centro',
    'universidad',
    'établissement',
    'école',
    'université',
  ],
  detail: [
    'topic',
    'focus',
    'thesis',
    'supervisor',
    'supervisors',
    'advisor',
    'grade',
    'gpa',
    'duration',
    'description',
    'responsibilities',
    'tasks',
    'achievements',
    'gennemsnitlig karakter',
    'average grade',
    'notendurchschnitt',
    'nota media',
    'moyenne',
    'course',
    'coursework',
    'relevant coursework',
    'fag',
    'kurs',
    'asignaturas',
    'matières',
    'tech stack',
    'tech-stack',
    'technologies',
    'emne',
    'speciale',
    'vejleder',
    'karakter',
    'opgaver',
    'ansvar',
    'thema',
    'fokus',
    'abschlussarbeit',
    'betreuer',
    'note',
    'dauer',
    'aufgaben',
    'tätigkeiten',
    'beschreibung',
    'tema',
    'tesis',
    'director',
    'nota',
    'duración',
    'funciones',
    'logros',
    'descripción',
    'sujet',
    'thème',
    'mémoire',
    'thèse',
    'durée',
    'missions',
    'tâches',
    'mention',
  ],
};
const FIELD_LABEL_KEYS = new Map(
  (Object.entries(FIELD_LABELS) as [keyof typeof FIELD_LABELS, readonly string[]][]).flatMap(
    ([kind, labels]) => labels.map((l) => [foldInPlace(l), kind] as const),
  ),
);

export type FieldLabel = keyof typeof FIELD_LABELS;

/** "Einrichtung: Acme GmbH" → { kind: 'company', value: 'Acme GmbH' }; null without a known label. */
export function labelledField(text: string): { kind: FieldLabel; value: string } | null {
  const m = /^([^:：]{2,30}?)\s*[:：]\s*(\S.*)?$/u.exec(text.trim());
  const kind = m ? FIELD_LABEL_KEYS.get(foldInPlace(m[1]!).trim()) : undefined;
  return kind ? { kind, value: (m![2] ?? '').trim() } : null;
}

/** School words that lead the school's name in Romance languages ("Universidad Nacional"). */
const LEADING_INSTITUTION_RE =
  /\s((?:Universidad|Universitat|Université|Universidade|Università|Colegio|Instituto|Institut|Escuela|École|Ecole|Lycée|Facultad|Faculté|Conservatorio|Conservatoire)\s+(?:de\s+|d’|d'|del\s+|du\s+)?\p{Lu}[^,]*)$/u;

/**
 * "Licenciatura en Ciencias de la Computación Universidad Nacional": a degree and then a school
 * whose name starts with its school word, on one line without a separator; null otherwise.
 */
export function splitDegreeAndSchool(text: string): [string, string] | null {
  const m = LEADING_INSTITUTION_RE.exec(text);
  if (!m) return null;
  const degree = text.slice(0, m.index).trim();
  return degreeScore(degree) > 0 && !degree.includes(',') ? [degree, m[1]!.trim()] : null;
}

/** "Issued by Amazon Web Services": a line naming who issued the certificate above it. */
const ISSUER_RE = new RegExp(
  `^(?:${phraseAlternation([
    'issued by',
    'issued on',
    'issued',
    'issuer',
    'udstedt af',
    'udsteder',
    'ausgestellt von',
    'aussteller',
    'expedido por',
    'emitido por',
    'emisor',
    'délivré par',
    'delivre par',
    'émis par',
    'organisme',
  ])})(?![\\p{L}])`,
  'u',
);

export function namesIssuer(text: string): boolean {
  return ISSUER_RE.test(foldInPlace(text.trim()));
}

const ISSUER_CLAUSE = new RegExp(`[\\s,;(–—-]+${ISSUER_RE.source.slice(1)}`, 'u');

/** "PRINCE2 Foundation, issued by Axelos" → "PRINCE2 Foundation" (the fold keeps offsets). */
export function withoutIssuerClause(text: string): string {
  const at = ISSUER_CLAUSE.exec(foldInPlace(text))?.index;
  return at === undefined || at === 0 ? text : text.slice(0, at).trim();
}

/** "Other:", "Sonstiges:": a catch-all label, which in a skills list still heads skills. */
const MISC_LABELS = new Set(
  [
    'other',
    'others',
    'misc',
    'miscellaneous',
    'andet',
    'øvrigt',
    'diverse',
    'sonstiges',
    'weiteres',
    'andere',
    'otros',
    'otras',
    'varios',
    'autres',
    'autre',
    'divers',
  ].map(foldInPlace),
);

export function isMiscLabel(text: string): boolean {
  return MISC_LABELS.has(foldInPlace(text.trim()));
}

/** Units of a stated duration ("2 years 10 months", "(6 months)", "3 mois", "1 år og 2 mdr."). */
const DURATION_UNITS = [
  'year',
  'years',
  'yr',
  'yrs',
  'month',
  'months',
  'mo',
  'mos',
  'år',
  'måned',
  'måneder',
  'md',
  'mdr',
  'jahr',
  'jahre',
  'monat',
  'monate',
  'año',
  'años',
  'mes',
  'meses',
  'an',
  'ans',
  'mois',
];
const DURATION_PART = `\\d+\\s*(?:${phraseAlternation(DURATION_UNITS)})\\.?`;
const DURATION_RE = new RegExp(
  `\\(?${DURATION_PART}(?:\\s*(?:,|and|og|und|y|et)?\\s*${DURATION_PART})?\\)?`,
  'u',
);
const DURATION_ONLY_RE = new RegExp(`^${DURATION_RE.source}$`, 'u');
const TRAILING_DURATION_RE = new RegExp(`\\s+\\(${DURATION_RE.source.slice(3)}$`, 'u');

/** The text only states how long something lasted ("2 years 10 months", "(3 mois)"). */
export function isDuration(text: string): boolean {
  return DURATION_ONLY_RE.test(foldInPlace(text.trim()));
}

/** "Acme ( Ottertown (6 months)" → without the bracketed duration at the end. */
export function withoutTrailingDuration(text: string): string {
  const m = TRAILING_DURATION_RE.exec(foldInPlace(text));
  return m ? text.slice(0, m.index).trim() : text;
}

/** A known place, or one capitalised word that reads like a town ("Harrogate", "Salford"). */
export function isTownName(text: string): boolean {
  return isOnlyPlace(text) || (wordCount(text) === 1 && looksLikePlaceName(text));
}

/** Words that name a certificate's kind in five languages ("Certification", "Zertifikat", "Permis"). */
export const CERTIFICATE_WORD =
  /certif|zertifi|licen[cs]|lizenz|diplom|kørekort|führerschein|permis|carn[eé]|exam|prüfung|course|kursus|kurs|curso|formation/i;
