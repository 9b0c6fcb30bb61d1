/**
 * The words job ads use, in English, Danish, German, Spanish and French: section headings
 * (requirements, nice-to-haves, duties, offer, the company, how to apply), phrases that make a
 * line a nice-to-have, work modes, education levels, experience years and spoken languages.
 * Everything is matched against folded text (lower case, no accents; see text.ts).
 */
import type { EducationLevel } from '#domain/applications';

/** Where an item stands; `body` is prose after a requirement list (no longer requirements). */
export type Section = 'intro' | 'must' | 'nice' | 'duties' | 'offer' | 'company' | 'apply' | 'body';

/** Heading phrases per section; a heading is a short line that starts with one of them. */
const HEADINGS: ReadonlyArray<readonly [Section, readonly string[]]> = [
  // Nice-to-have first: "preferred qualifications" must not read as "qualifications".
  [
    'nice',
    [
      'even better if',
      'bonus if you have',
      "it's a plus if",
      'requisitos deseables',
      'vos atouts',
      'det er et plus',
      'idealerweise bringst du mit',
      'nice to have',
      'nice-to-have',
      'good to have',
      'bonus',
      'bonus points',
      'preferred qualifications',
      'preferred skills',
      'asset qualifications',
      'assets',
      'pluses',
      'it would be great if',
      'desirable',
      'det er en fordel',
      'det er en fordel hvis',
      'wunschenswert',
      'von vorteil',
      'idealerweise',
      'pluspunkte',
      'se valorara',
      'valoramos',
      'deseable',
      'deseables',
      'un plus',
      'atouts',
      'les plus',
      'serait un plus',
    ],
  ],
  [
    'must',
    [
      "what you'll bring",
      'what you need',
      'what we need from you',
      'what we expect from you',
      'what we expect',
      'you bring',
      'you should have',
      'skills and experience',
      'necessary prerequisites',
      'key skills',
      'det forventer vi af dig',
      'vi forventer af dig',
      'hvad vi forventer',
      'det søger vi',
      'hvem søger vi',
      'din baggrund',
      'dine kompetencer',
      'kompetencer',
      'du skal have',
      'vi lægger vægt pa',
      'det har du',
      'das solltest du mitbringen',
      'was wir von dir erwarten',
      'das zeichnet dich aus',
      'was dich auszeichnet',
      'das erwarten wir',
      'anforderungen an dich',
      'lo que buscamos',
      'requisitos excluyentes',
      'perfil del candidato',
      'tu perfil',
      'lo que esperamos de ti',
      'que esperamos de ti',
      'requisitos minimos',
      'qui etes-vous',
      'qui etes vous',
      'vos competences',
      'competences attendues',
      'profil souhaite',
      'ce que nous attendons de vous',
      'le profil',
      'requirements',
      'required skills',
      'skills required',
      'skills',
      'must have',
      'must-have',
      'must haves',
      'qualifications',
      'minimum qualifications',
      'basic qualifications',
      'required qualifications',
      'essential qualifications',
      'what you bring',
      'what you will bring',
      "what we're looking for",
      'what we are looking for',
      'who you are',
      'who we are looking for',
      "who we're looking for",
      'your profile',
      'about you',
      'you have',
      'you are',
      'the ideal candidate',
      'an excellent candidate will',
      'an excellent candidate will be able to',
      "we're looking for a person who",
      'we are looking for a person who',
      'this job is for you if',
      'this role is for you if',
      "you'll be a great fit if",
      'you will be a great fit if',
      'ce poste est fait pour vous si',
      'vous etes un(e) excellent(e) candidat(e) si',
      'vous etes un excellent candidat si',
      'exigences obligatoires',
      'ideal candidate',
      'experience',
      'education',
      'profile',
      'vi forventer',
      'vi forventer at du',
      'du har',
      'du er',
      'din profil',
      'dine kvalifikationer',
      'kvalifikationer',
      'krav',
      'om dig',
      'hvem er du',
      'vi søger en',
      'dein profil',
      'ihr profil',
      'anforderungen',
      'anforderungsprofil',
      'das bringst du mit',
      'du bringst mit',
      'sie bringen mit',
      'das bringen sie mit',
      'was du mitbringst',
      'was sie mitbringen',
      'was du mitbringen solltest',
      'qualifikationen',
      'deine qualifikationen',
      'voraussetzungen',
      'wir erwarten',
      'was wir erwarten',
      'requisitos',
      'requerimientos',
      'perfil',
      'perfil buscado',
      'perfil requerido',
      'que buscamos',
      'que valoramos de tu perfil',
      'que necesitas',
      'experiencia requerida',
      'formacion',
      'profil recherche',
      'votre profil',
      'votre profil nous interesse si',
      'profil',
      'competences requises',
      'competences',
      'qualifications requises',
      'prerequis',
      'vous avez',
      'ce que nous recherchons',
      'exigences',
    ],
  ],
  [
    'duties',
    [
      "what you'll be doing",
      'what you will be doing',
      'key duties',
      'duties',
      'main duties',
      'duties and responsibilities',
      'a typical day',
      'dine arbejdsopgaver',
      'hvad skal du lave',
      'dine ansvarsomrader',
      'ansvarsomrader',
      'jobbet indebærer',
      'das erwartet dich',
      'was dich erwartet',
      'dein aufgabengebiet',
      'ihr aufgabengebiet',
      'aufgabengebiet',
      'deine rolle',
      'lo que haras',
      'que haras',
      'tus funciones',
      'tus responsabilidades',
      'principales responsabilidades',
      'responsabilidades principales',
      'principales funciones',
      'descripcion del puesto',
      'tu dia a dia',
      'votre mission',
      'vos taches',
      'vos activites',
      'au quotidien',
      'votre role',
      'missions principales',
      'responsibilities',
      'key responsibilities',
      'your responsibilities',
      "what you'll do",
      'what you will do',
      'your role',
      'the role',
      'about the role',
      'in this role',
      'in this role you will',
      "you'll need to accomplish the following things",
      'dans ce role',
      'dans ce role, vous serez appele(e) a',
      'about the job',
      'about the position',
      'om jobbet',
      'om stillingen',
      'job description',
      'job summary',
      'tasks',
      'your tasks',
      'dine opgaver',
      'jobbet',
      'arbejdsopgaver',
      'opgaver',
      'stillingen',
      'deine aufgaben',
      'die aufgaben',
      'ihre aufgaben',
      'ihre aufgaben',
      'deine arbeit bei uns',
      'aufgaben',
      'was machst du',
      'responsabilidades',
      'funciones',
      'tareas',
      'que desafios te esperan',
      'tus tareas',
      'missions',
      'vos missions',
      'vos responsabilites',
      'le poste',
      'descriptif du poste',
      'description du poste',
      'ce que vous ferez',
    ],
  ],
  [
    'offer',
    [
      'what we can offer',
      'what you get',
      "what you'll get",
      'det tilbyder vi',
      'vi tilbyder dig',
      'hvad far du',
      'det får du',
      'das bieten wir dir',
      'wir bieten dir',
      'was wir dir bieten',
      'deine vorteile',
      'unser angebot',
      'lo que ofrecemos',
      'te ofrecemos',
      'se ofrece',
      'ce que nous proposons',
      'nous vous proposons',
      'we offer',
      'what we offer',
      'benefits',
      'perks',
      'salary',
      'job type',
      'compensation',
      'vi tilbyder',
      'vi kan tilbyde',
      'løn',
      'arbejdstider',
      'condiciones',
      'modalidad',
      'formalities',
      'formalities and salary range',
      'area of employment',
      'was bieten wir',
      "what's in it for you",
      'hvad tilbyder vi',
      'wir bieten',
      'das bieten wir',
      'was wir bieten',
      'ofrecemos',
      'que te ofrecemos',
      'beneficios',
      'nous offrons',
      'ce que nous offrons',
      'avantages',
      'remuneration',
      'modalites',
      'environnement de travail',
      'conditions',
      'conditions de travail',
      'beneficios ofrecidos',
    ],
  ],
  [
    'company',
    [
      'about us',
      'about',
      'por que elegir',
      'por que unirte',
      'pourquoi nous rejoindre',
      'warum wir',
      'about the company',
      'about the team',
      'who we are',
      'who are we',
      'our company',
      'our mission',
      'om os',
      'om virksomheden',
      'virksomheden',
      'hvem er vi',
      'uber uns',
      'wer sind wir',
      'wer wir sind',
      'quienes somos',
      'sobre nosotros',
      'la empresa',
      'qui sommes-nous',
      'qui sommes nous',
      'a propos',
      "l'entreprise",
      'notre mission',
    ],
  ],
  [
    'apply',
    [
      'how to apply',
      'application',
      'apply',
      'sadan ansøger du',
      'sadan kan du ansøge',
      'ansøgning',
      'ansøgningsfrist',
      'further information',
      'for further information',
      'contact',
      'kontakt',
      'bewerbung',
      'so bewirbst du dich',
      'postulacion',
      'como postularse',
      'candidature',
      'pour candidater',
      'processus de recrutement',
      'comment postuler',
      'informations generales sur le processus',
      'assessment accommodation',
      'pour postuler',
    ],
  ],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const HEADING_RES = HEADINGS.map(
  ([section, words]) => [section, new RegExp(`^(?:${alternation(words)})(?![\\p{L}])`, 'u')] as const,
);
const MAX_HEADING_WORDS = 10;

/** The section a heading phrase at the start of a line opens, and the words after it. */
export function headingMatch(folded: string): { section: Section; rest: string } | null {
  const text = folded
    .replace(/[:?!.*#\s]+$/u, '')
    .replace(/^[¿¡\s]+/u, '')
    .trim();
  if (!text || text.split(/\s+/).length > MAX_HEADING_WORDS) return null;
  for (const [section, re] of HEADING_RES) {
    const m = re.exec(text);
    if (m) return { section, rest: text.slice(m[0].length).trim() };
  }
  return null;
}

/**
 * Inline headings inside a run-on line ("… Requisitos: Experiencia …", "¿QUÉ VALORAMOS DE TU
 * PERFIL? …"): a heading phrase followed by ":" or "?".
 */
export const INLINE_HEADING = new RegExp(
  `(?:^|(?<=[\\s.!?]))¿?(?:${alternation(HEADINGS.flatMap(([, w]) => w))})\\s*[:?]`,
  'gu',
);

/** Phrases that make a requirement a nice-to-have wherever it stands. */
export const NICE_LINE = new RegExp(
  `(?<![\\p{L}])(?:${[
    'nice to have',
    'good to have',
    'is a plus',
    'are a plus',
    'a plus',
    'an asset',
    'strong asset',
    'we value',
    'will be valued',
    'considered an asset',
    'bonus',
    'preferred',
    'preferably',
    'ideally',
    'desirable',
    'not required',
    'not a requirement',
    'er en fordel',
    'ikke et krav',
    'ikke noget krav',
    'gerne',
    'ønskeligt',
    'an advantage',
    'advantageous',
    'fordel',
    'valoramos',
    'von vorteil',
    'wunschenswert',
    'idealerweise',
    'keine voraussetzung',
    'se valorara',
    'valorable',
    'deseable',
    'no excluyente',
    'un plus',
    'est un plus',
    'serait un plus',
    'un atout',
    'souhaite',
    'souhaitable',
    'idealement',
    'pas obligatoire',
  ]
    .map(escape)
    .join('|')})(?![\\p{L}])`,
  'u',
);

/** Work mode words; "remote" and "on site" together read as hybrid. */
export const WORK_MODE_CUES = {
  // Working from home as an option ("Mulighed for hjemmearbejde", "Remote möglich") is hybrid.
  hybrid:
    /(?:mulighed for|option to|option of|possibility to|possibilite de|posibilidad de)\s+(?:\S+\s+){0,2}(?:hjemmearbejde|work from home|remote|teletravail|teletrabajo|homeoffice)|(?:remote|homeoffice|hjemmearbejde)\s+(?:moglich|mulig|possible|optional)|(?<![\p{L}])(?:hybrid\w*|hibrid[oa]|hybride|teletravail partiel|delvis hjemmearbejde|homeoffice|home office|homeoffice-option|mobiles arbeiten|hjemmearbejdsdage)(?![\p{L}])/u,
  remote:
    /(?<![\p{L}])(?:remote|fully remote|work from home|work remotely|wfh|hjemmefra|hjemmearbejde|fjernarbejde|remoto|from anywhere|de n'importe ou|desde cualquier lugar|teletrabajo|100% remoto|teletravail|a distance|full remote)(?![\p{L}])/u,
  onsite:
    /(?<![\p{L}])(?:on-site|onsite|on site|in office|in-office|in the office|presencial|presencia|vor ort|im buro|buro|sur site|presentiel|sur place|pa kontoret|fremmøde)(?![\p{L}])/u,
} as const;

/** Education levels, lowest first, with the words that name them. */
export const EDUCATION_CUES: ReadonlyArray<readonly [Exclude<EducationLevel, 'none'>, RegExp]> = [
  [
    'vocational',
    /(?<![\p{L}])(?:vocational|apprenticeship|trade certificate|erhvervsuddannelse|faglært|svendebrev|berufsausbildung|ausbildung|formacion profesional|tecnico superior|cap|bep|bts|dut|bac ?\+ ?2)(?![\p{L}])/u,
  ],
  [
    'bachelor',
    /(?<![\p{L}])(?:bachelor(?:'?s|grad|studium|abschluss|uddannelse)?|bsc|b\.sc|professionsbachelor|licenciatura|grado universitario|licence|bac ?\+ ?3)(?![\p{L}])/u,
  ],
  [
    'master',
    /(?<![\p{L}])(?:master(?:'?s|grad|studium|abschluss)?|mastere|msc|m\.sc|kandidatgrad|kandidatuddannelse|cand\.\s?\w+|diplom|diplom-\w+|master|magister|bac ?\+ ?5|diplome d'ingenieur|ingenieur diplome)(?![\p{L}])/u,
  ],
  [
    'phd',
    /(?<![\p{L}])(?:ph\.? ?d\.?|doctorate|doctoral degree|doktorgrad|promotion|doctorado|doctorat)(?![\p{L}])/u,
  ],
];

/**
 * A degree without a level ("university degree", "Hochschulabschluss", "título universitario"):
 * read as a bachelor when the line names no level of its own.
 */
export const GENERIC_DEGREE =
  /(?<![\p{L}])(?:hochschulabschluss|hochschulstudium|studium|university degree|college degree|degree in|degree or equivalent|universitetsuddannelse|videregaende uddannelse|titulo universitario|titulo de|titulo|diplome universitaire)(?![\p{L}])/u;

/** Number words one to ten in the five languages (for "drei Jahre", "tres años"). */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  et: 1,
  to: 2,
  tre: 3,
  fire: 4,
  fem: 5,
  seks: 6,
  syv: 7,
  otte: 8,
  ni: 9,
  ti: 10,
  ein: 1,
  einem: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  uno: 1,
  un: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
};

const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const YEAR_WORD = `(?:years?|yrs?|ars?|aar|jahre?n?|anos?|ans|annees?)`;
/** "5+ years", "2-4 + years", "mindst 3 års", "drei Jahre", "3 a 5 años", "5 ans". */
export const YEARS_RE = new RegExp(
  `(?<![\\p{L}\\d])${NUMBER}\\s*(?:\\+|plus)?\\s*(?:(?:-|–|to|til|bis|a|à)\\s*\\d{1,2}\\s*\\+?\\s*)?${YEAR_WORD}(?![\\p{L}])`,
  'u',
);
/** Words that make a number of years an experience requirement (not "founded 20 years ago"). */
export const EXPERIENCE_WORD =
  /(?:experience|erfaring|erfahrung|berufserfahrung|experiencia|experience|expertise|track record|anciennete|work)/u;
/** "Several years", "mehrjährige", "flerårig", "varios años", "plusieurs années" ≈ 3 years. */
export const SEVERAL_YEARS =
  /(?<![\p{L}])(?:several years|many years|multiple years|mehrjahrige\w*|langjahrige\w*|mehrere jahre|flerarig\w*|flere ars|mange ars|varios anos|amplia experiencia|plusieurs annees|solide experience)(?![\p{L}])/u;
export const SEVERAL_YEARS_VALUE = 3;

export function numberValue(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 0);
}

/** Words that make a line about spoken languages ("fluent", "flydende", "Kenntnisse", "courant"). */
export const LANGUAGE_CONTEXT =
  /(?:fluent|fluency|speak|spoken|written|native|proficien|language|verbal|bilingual|mother tongue|taler|tale|skriver|skrive|læser|læse|flydende|sprog|mundtlig|skriftlig|kenntnis|sprache|fliessend|verhandlungssicher|muttersprach|wort und schrift|idioma|fluido|nativo|hablado|escrito|bilingue|nivel|avanzado|courant|langue|parle|ecrit|maitrise|niveau)/u;

/** English names of language codes (the contract lists spoken languages in English). */
export const LANGUAGE_ENGLISH: Readonly<Record<string, string>> = {
  en: 'English',
  da: 'Danish',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  pt: 'Portuguese',
  sv: 'Swedish',
  no: 'Norwegian',
  nl: 'Dutch',
  pl: 'Polish',
  ru: 'Russian',
  uk: 'Ukrainian',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  ar: 'Arabic',
  tr: 'Turkish',
  fi: 'Finnish',
};

/** Words after which what follows is a place ("Location: Copenhagen", "Arbeitsort: Hamburg"). */
export const LOCATION_LABEL =
  /^(?:location|job location|work location|place of work|based in|arbejdssted|arbejdsplads|lokation|sted|arbeitsort|standort|einsatzort|dienstort|ubicacion|lugar de trabajo|localidad|lieu de travail|lieu|localisation)\s*:\s*(.+)$/u;

/** Legal forms that end a company name. */
export const LEGAL_FORM =
  /([\p{Lu}][\p{L}\d&.'’-]*(?:\s+[\p{Lu}\d&][\p{L}\d&.'’-]*){0,4}\s+(?:A\/S|ApS|I\/S|K\/S|P\/S|GmbH|AG|e\.\s?V\.|KG|S\.L\.U?\.?|S\.A\.|SAS|SARL|S\.A\.S\.|Ltd\.?|Limited|Inc\.?|LLC|AB|Oy|BV|B\.V\.|plc))(?![\p{L}])/u;

/** Headings and labels that are never a company line. */
export const NOT_A_COMPANY = /(?:\d{2,}\s*(?:kr|dkk|eur|usd|€|\$)|salary|lon|gehalt|salario|salaire)/u;
