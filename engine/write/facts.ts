/**
 * What the letter may say, and nothing more: the ad's requirements the CV truly meets (in the
 * ad's own wording where that wording is safe to repeat), the CV's roles, studies, achievements
 * and languages, each with the CV lines it rests on. Everything the writer claims comes from here.
 */
import {
  emptyCvData,
  type CvLanguage,
  type TCvData,
  type TCvEducation,
  type TCvExperience,
} from '#domain/cv';
import { cvLines } from '#engine/match/cv-lines';
import { adFields, skillFieldCounts } from '#engine/match/field';
import { findConcepts } from '#engine/match/index';
import { withParents } from '#engine/skills/occupations';
import { OUTPUT_LANGUAGE_CODES, type TRequirement } from '#domain/applications';
import { findTechSkills, languageOf, softSkill, techSkill } from '#engine/skills/index';
import type { LetterInput } from './types.ts';
import type { EducationKind, LanguageLevel } from './cues.ts';
import { buildFactSheet, usable, type FactSheet } from './sheet.ts';
import { cleanTitle, countWords, cvLanguage, cvText, lowerFirst, mentions, yearOf } from './text.ts';

export interface Claim {
  requirementId: string;
  /** How the letter names it: the ad's wording, or the canonical name when the ad is in another language. */
  phrase: string;
  kind: TRequirement['kind'];
  must: boolean;
  /** The CV lines the ATS report found for it. */
  cvEvidence: string[];
}

export interface Role {
  entry: TCvExperience;
  line: string;
  current: boolean;
  /** Whether no entry of the CV is more recent (only then may the letter say "most recently"). */
  latest: boolean;
  from: number | null;
  to: number | null;
  claims: Claim[];
  /** Technologies the job's description names that no claim already covers. */
  tools: string[];
  /** A line of the job's description worth quoting (in the letter's language), if any. */
  achievement: string | null;
  /** Another such line, for a body that needs more length. */
  secondAchievement: string | null;
}

export interface Study {
  entry: TCvEducation;
  line: string;
  from: number | null;
  to: number | null;
  ongoing: boolean;
  kind: EducationKind;
  claims: Claim[];
}

export interface Facts {
  code: CvLanguage;
  /** The verified facts the letter is limited to. */
  sheet: FactSheet;
  /** The ad's field is not the CV's: the letter is a career change, never "exactly what I want". */
  careerChange: boolean;
  /** What a career-change letter builds on: the latest role's title (a CV without jobs has none). */
  background: string | null;
  /** A first-person sentence of the CV's summary, when the CV is in the letter's language. */
  summary: string | null;
  /** The most recent roles not among `roles` (up to two), for lines about the earlier career. */
  earlierRoles: Role[];
  /** Whether the CV's sentences are in the letter's language (only then are they quoted). */
  cvInLetterLanguage: boolean;
  /** Whether the CV is in another language than the letter: its titles and degrees are then quoted. */
  foreignTitles: boolean;
  cvTech: ReadonlySet<string>;
  roles: Role[];
  study: Study | null;
  /** Met requirements not shown by a role or the study. */
  otherClaims: Claim[];
  softClaims: Claim[];
  /** The top met requirements, for the opening and the motivation. */
  topClaims: Claim[];
  /** Whole years of experience; `requirementId` when the ad asks for experience. */
  years: { value: number; requirementId: string | null } | null;
  /** The CV's soft skills in the letter's language that no claim names, with the CV's own line. */
  strengths: { label: string; line: string }[];
  educationClaim: Claim | null;
  /** Spoken languages the CV gives a level for (others are left out). */
  languages: { spoken: { code: string; level: LanguageLevel }[]; lines: string[]; requirementIds: string[] };
  certifications: string[];
  /** Whether a certification lies in a field the ad names (a technology or a requirement of it). */
  certificationsAsked: boolean;
  /** CV technical skills the letter has not named yet, with the CV's own line. */
  extraSkills: { label: string; line: string }[];
  /**
   * A driving licence the CV states: never a skill in a list ("I also bring driving licence") nor a
   * degree, but a sentence of its own; `requirementId` when the ad asks for one.
   */
  licence: { lines: string[]; requirementId: string | null } | null;
  /** An earlier qualification than `study`. */
  earlierStudy: Study | null;
  /** The applicant's town when the job is there too. */
  localTown: string | null;
  workMode: 'remote' | 'hybrid' | null;
}

/** Words that make a requirement a sentence rather than a keyword ("Du kan arbejde i weekender"). */
const PRONOUN_START =
  /^(you|your|we|du|dich|dein|deine|sie|ihr|ihre|wir|vi|tu|vous|votre|nous|usted|tienes|eres|buscamos)\b/i;
const MAX_PHRASE_WORDS = 5;
const MAX_ROLE_CLAIMS = 4;
const MAX_OTHER_CLAIMS = 4;
const ACHIEVEMENT_WORDS = { min: 6, max: 38 };

/** Every technology the CV names, as vocabulary labels: the only ones the letter may mention. */
export function cvTechSkills(cv: TCvData): Set<string> {
  const labels = new Set(findTechSkills(cvText(cv)));
  for (const item of [...cv.skills.technical, ...cv.certifications]) {
    const label = techSkill(item);
    if (label) labels.add(label);
  }
  return labels;
}

/** Whether every technology a phrase names is one the CV has. */
export function techWithinCv(text: string, cvTech: ReadonlySet<string>): boolean {
  return findTechSkills(text).every((t) => cvTech.has(t));
}

/**
 * "Senior Developer, Acme (2019–2023)": a CV entry cited exactly as the ATS report cites it, by
 * engine/match's own labelling (the description plays no part in the label, so it is left out).
 */
export function experienceLine(e: TCvExperience): string {
  return cvLines({ ...emptyCvData(), experience: [{ ...e, description: '' }] }, 'en')[0]!.label;
}

export function educationLine(e: TCvEducation): string {
  return cvLines({ ...emptyCvData(), education: [e] }, 'en')[0]!.label;
}

/**
 * How the letter may name a requirement: the ad's own wording when it is a short keyword phrase
 * in the letter's language whose technologies the CV has; otherwise the vocabulary's name for it
 * (technologies keep one name everywhere; soft skills have one per language); otherwise nothing.
 */
function phraseFor(
  req: TRequirement,
  adCode: CvLanguage,
  code: CvLanguage,
  cvTech: ReadonlySet<string>,
): string | null {
  const text = req.text.replace(/[.:;!]+$/, '').trim();
  const tech = techSkill(text) ?? (req.canonical ? techSkill(req.canonical) : null);
  const keyword =
    countWords(text) <= MAX_PHRASE_WORDS &&
    !PRONOUN_START.test(text) &&
    !/[\d?]/.test(text) &&
    text.length > 1;
  const candidates: string[] = [];
  // The ad's own wording only in the letter's language, or when it is itself a technology's name.
  if (keyword && (adCode === code || techSkill(text)))
    candidates.push(techSkill(text) ? techWording(text) : proseCase(text, code));
  if (tech) candidates.push(tech);
  if (req.kind === 'soft-skill') {
    const soft = softSkill(req.canonical ?? text, code);
    if (soft) candidates.push(proseCase(soft, code));
  }
  if (code === 'en' && req.canonical && req.kind === 'hard-skill')
    candidates.push(proseCase(req.canonical, code));
  return candidates.find((c) => techWithinCv(c, cvTech)) ?? null;
}

/**
 * A technology as the ad writes it, unless that is only a casing slip ("Javascript",
 * "PostGRESQL") or a short abbreviation ("JS"): then the product's own spelling.
 */
function techWording(text: string): string {
  const label = techSkill(text)!;
  return label.toLowerCase() === text.toLowerCase() || text.length <= 3 ? label : text;
}

/** "Project management" → "project management" mid-sentence; German nouns and acronyms keep their case. */
function proseCase(phrase: string, code: CvLanguage): string {
  const [first = '', ...rest] = phrase.split(/\s+/);
  // Names stay as written: technologies ("Excel avancé"), brands ("Google Ads"), "PowerPoint", "SEO".
  const isName =
    !!techSkill(phrase) ||
    !!techSkill(first) ||
    rest.some((w) => /^\p{Lu}/u.test(w)) ||
    !/^\p{Lu}\p{Ll}+$/u.test(first.replace(/[^\p{L}]+$/u, ''));
  return code === 'de' || isName ? phrase : lowerFirst(phrase);
}

/**
 * A job title is not a skill: "I lægger vægt på sygeplejerske" pastes the ad's occupation into a
 * sentence about what the candidate can do. A phrase that names the ad's title or a CV job title is
 * left out of skill sentences (the opening names the role already).
 */
function occupation(phrase: string, input: LetterInput): boolean {
  const titles = [input.jobTitle, input.ad.title, ...input.cv.experience.map((e) => e.position)];
  return titles.some((t) => t.trim() && (mentions(t, phrase) || mentions(phrase, t)) && !techSkill(phrase));
}

const LICENCE = 'Driving licence';

/** Whether a phrase names a driving licence ("Kørekort B", "Führerschein Klasse B", "permis B"). */
export function isLicence(text: string): boolean {
  return (
    techSkill(text) === LICENCE ||
    findTechSkills(text).includes(LICENCE) ||
    /(?<!\p{L})(driving licen[cs]e|driver'?s licen[cs]e|kørekort|führerschein|carn[eé] de conducir|licencia de conducir|permis (?:de conduire|[a-e]\b))/iu.test(
      text,
    )
  );
}

const conceptsOf = (text: string) => findConcepts(text).flatMap((h) => withParents(h.concept.label));

/**
 * Whether a CV skill bears on the ad: the ad names it, or a concept it implies or is implied by
 * ("Django" for an ad asking for Python), or it is evidence of work in the ad's field. A nurse's
 * wound care is not listed in a letter for a developer's post.
 */
export function relevanceTo(ad: LetterInput['ad']): (skill: string) => boolean {
  const adText = [
    ad.title,
    ...ad.requirements.flatMap((r) => [r.text, r.canonical ?? '', ...(r.anyOf ?? [])]),
    ...ad.hardSkills,
  ].join('\n');
  const adConcepts = new Set([...conceptsOf(adText), ...ad.hardSkills.flatMap((h) => withParents(h))]);
  const fields = adFields(cleanTitle(ad.title), ad.hardSkills);
  return (skill) => {
    if (mentions(adText, skill)) return true;
    const concepts = conceptsOf(skill);
    const label = techSkill(skill);
    if (label) concepts.push(...withParents(label));
    if (concepts.some((c) => adConcepts.has(c))) return true;
    return [...skillFieldCounts(concepts).keys()].some((f) => fields.has(f));
  };
}

function claimsOf(input: LetterInput, code: CvLanguage, cvTech: ReadonlySet<string>): Claim[] {
  const byId = new Map(input.report.requirements.map((r) => [r.id, r]));
  const seen = new Set<string>();
  const claims: Claim[] = [];
  for (const match of input.report.matches) {
    const req = byId.get(match.requirementId);
    if (!req || match.status !== 'matched') continue;
    const phrase = ['experience', 'education', 'language'].includes(req.kind)
      ? req.text
      : phraseFor(req, input.ad.language, code, cvTech);
    if (!phrase || seen.has(phrase.toLowerCase()) || occupation(phrase, input)) continue;
    seen.add(phrase.toLowerCase());
    claims.push({
      requirementId: req.id,
      phrase,
      kind: req.kind,
      must: req.importance === 'must',
      cvEvidence: match.cvEvidence,
    });
  }
  // Must-haves first, each group in the ad's order.
  return [...claims.filter((c) => c.must), ...claims.filter((c) => !c.must)];
}

/** A claim belongs to a role when the report's evidence cites the role or its text mentions the claim. */
function roleShows(e: TCvExperience, line: string, claim: Claim): boolean {
  const cites = claim.cvEvidence.some(
    (ev) => ev === line || (e.position && ev.includes(e.position) && (!e.company || ev.includes(e.company))),
  );
  return cites || mentions(`${e.position}\n${e.description}`, claim.phrase);
}

/**
 * A description's lines and sentences, also where a plain-text CV runs its bullets on in one line
 * ("…web. - Lideré un equipo…", "Planning • Reporting") or a PDF drew its bullets as shapes and
 * its lines came out joined ("…by 4.2x Co-authored paper…", "…uptime Raised $18M…": a lower-case
 * end, then a capitalised past-tense verb and its object): a quote is one item, never two half ones.
 */
const BULLET_BREAK = new RegExp(
  [
    String.raw`\n+`,
    String.raw`(?<=[.!?])\s+(?:[•·▪◦*–-]\s+)?(?=\p{Lu})`,
    String.raw`\s+[•·▪◦]\s+`,
    String.raw`(?<=[\p{Ll}\d%)])\s+(?=\p{Lu}[\p{Ll}-]{2,}ed\s+[\p{Ll}\d$€£])`,
  ].join('|'),
  'u',
);

function descriptionLines(description: string): string[] {
  return description
    .split(BULLET_BREAK)
    .map((l) => l.replace(/^[\s•·▪◦*–-]+/u, '').trim())
    .filter((l) => {
      const words = countWords(l);
      return words >= ACHIEVEMENT_WORDS.min && words <= ACHIEVEMENT_WORDS.max;
    });
}

/**
 * The description lines that best support the role's claims (one naming them, else one with a
 * figure), best first: the first for the letter, the second only when the body needs the length.
 */
function achievementsOf(e: TCvExperience, claims: Claim[]): string[] {
  return descriptionLines(e.description)
    .map((line, i) => ({
      line,
      i,
      score: claims.filter((c) => mentions(line, c.phrase)).length * 2 + (/\d/.test(line) ? 1.5 : 0) + 0.5,
    }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, 2)
    .map(({ line }) => (/[.!?]$/.test(line) ? line : `${line}.`));
}

const MAX_TOOLS = 4;

function toolsOf(e: TCvExperience, claims: Claim[], relevant: (skill: string) => boolean): string[] {
  const claimed = new Set(
    claims.flatMap((c) => [c.phrase, techSkill(c.phrase) ?? ''].map((x) => x.toLowerCase())),
  );
  // Only names the description itself uses, so a Spanish CV's "marketing digital" never becomes "Digital marketing".
  return findTechSkills(e.description)
    .filter(
      (t) => !claimed.has(t.toLowerCase()) && mentions(e.description, t) && relevant(t) && !isLicence(t),
    )
    .slice(0, MAX_TOOLS);
}

function endYear(e: TCvExperience, now: number): number {
  return e.current ? now : (yearOf(e.endDate) ?? yearOf(e.startDate) ?? 0);
}

/**
 * The roles the letter leads with: the most recent one (a reader expects the current job first),
 * then the earlier one that shows the most requirements; each with the claims it shows.
 */
/** Sorts paid jobs before volunteer posts, internships, student jobs and apprenticeships. */
function paidFirst(a: { roleKind: string }, b: { roleKind: string }): number {
  return Number(b.roleKind === 'job') - Number(a.roleKind === 'job');
}

function pickRoles(
  sheet: FactSheet,
  claims: Claim[],
  now: number,
  quote: boolean,
  relevant: (skill: string) => boolean,
): { roles: Role[]; used: Set<string> } {
  // A job-seeking period or a career break is in the CV's timeline, but it is not a role; a
  // volunteer post is no job either (every role sentence says "work as", "employed as").
  const candidates = sheet.roles
    .filter((r) => usable(r) && r.roleKind !== 'jobseeking' && r.roleKind !== 'volunteer')
    .map((fact) => {
      const line = experienceLine(fact.entry);
      return { entry: fact.entry, fact, line, shows: claims.filter((c) => roleShows(fact.entry, line, c)) };
    })
    // Paid work leads: a current volunteer post or student job is not "my current position" when
    // the CV has a job (it may still follow as the second role).
    .sort((a, b) => paidFirst(a.fact, b.fact) || endYear(b.entry, now) - endYear(a.entry, now));
  const [latest, ...rest] = candidates;
  // The second role is written as earlier work ("before that"): never one that ended later.
  const runnerUp = rest
    .filter((c) => latest && endYear(c.entry, now) <= endYear(latest.entry, now))
    .sort((a, b) => b.shows.length - a.shows.length)[0];
  const used = new Set<string>();
  const roles: Role[] = [];
  for (const c of [latest, runnerUp].filter((x) => x !== undefined)) {
    const own = c.shows.filter((claim) => !used.has(claim.requirementId)).slice(0, MAX_ROLE_CLAIMS);
    for (const claim of own) used.add(claim.requirementId);
    roles.push({
      entry: c.entry,
      line: c.line,
      current: c.entry.current,
      latest: c.fact.latest,
      from: yearOf(c.entry.startDate),
      to: c.entry.current ? null : yearOf(c.entry.endDate),
      claims: own,
      tools: toolsOf(c.entry, own, relevant),
      ...(quote
        ? (([a, b]) => ({ achievement: a ?? null, secondAchievement: b ?? null }))(
            achievementsOf(c.entry, own),
          )
        : { achievement: null, secondAchievement: null }),
    });
  }
  // Present the more recent role first, as a reader expects.
  roles.sort((a, b) => endYear(b.entry, now) - endYear(a.entry, now));
  return { roles, used };
}

function studiesByRecency(sheet: FactSheet): FactSheet['education'] {
  const year = (e: TCvEducation) => yearOf(e.endDate) ?? yearOf(e.startDate) ?? 0;
  return sheet.education.filter(usable).sort((a, b) => year(b.entry) - year(a.entry));
}

/**
 * The spoken languages the letter may name: only with the level the CV gives (a bare "German"
 * reads as fluent German); the ones the ad asks for, else a few of the CV's.
 */
function spokenLanguages(input: LetterInput, sheet: FactSheet): Facts['languages'] {
  const asked = new Set(input.ad.languages.map((l) => languageOf(l)).filter((c): c is string => c !== null));
  const known = sheet.languages.filter(usable).filter((l) => l.level !== null);
  const wanted = known.filter((l) => asked.has(l.code));
  const chosen = wanted.length ? wanted : known.slice(0, 3);
  const langReqs = input.report.requirements.filter(
    (r) =>
      r.kind === 'language' &&
      chosen.some((l) => languageOf(r.canonical ?? r.text) === l.code) &&
      input.report.matches.some((m) => m.requirementId === r.id && m.status === 'matched'),
  );
  return {
    spoken: chosen.map((l) => ({ code: l.code, level: l.level! })),
    lines: chosen.map((l) => l.source),
    requirementIds: langReqs.map((r) => r.id),
  };
}

const FIRST_PERSON: Readonly<Record<CvLanguage, RegExp>> = {
  en: /^I\s/,
  de: /^Ich\s/,
  da: /^Jeg\s/,
  es: /^(Yo\s|Me\s|Soy\s|Tengo\s|Busco\s)/,
  fr: /^(Je|J’|J')/,
};

/** A sentence of the summary that speaks as "I" and could stand in a letter unchanged. */
function firstPersonSentence(summary: string, code: CvLanguage): string | null {
  const sentences = summary.split(/(?<=[.!?])\s+/).map((s) => s.trim());
  const found = sentences.find(
    (s) => FIRST_PERSON[code].test(s) && countWords(s) >= 6 && countWords(s) <= 35,
  );
  if (!found) return null;
  return /[.!?]$/.test(found) ? found : `${found}.`;
}

function earlierRoles(sheet: FactSheet, roles: Role[], now: number): Role[] {
  const chosen = new Set(roles.map((r) => r.entry));
  return sheet.roles
    .filter(
      (r) =>
        usable(r) &&
        r.roleKind !== 'jobseeking' &&
        r.roleKind !== 'volunteer' &&
        !chosen.has(r.entry) &&
        !r.current,
    )
    .sort((a, b) => endYear(b.entry, now) - endYear(a.entry, now))
    .slice(0, 2)
    .map(({ entry, latest }) => ({
      entry,
      line: experienceLine(entry),
      current: entry.current,
      latest,
      from: yearOf(entry.startDate),
      to: entry.current ? null : yearOf(entry.endDate),
      claims: [],
      tools: [],
      achievement: null,
      secondAchievement: null,
    }));
}

function extraSkillsOf(
  sheet: FactSheet,
  claims: Claim[],
  roles: Role[],
  code: CvLanguage,
  relevant: (skill: string) => boolean,
): Facts['extraSkills'] {
  const named = [...claims.map((c) => c.phrase), ...roles.flatMap((r) => r.tools)];
  const same = (a: string, b: string) =>
    mentions(a, b) || mentions(b, a) || (!!techSkill(a) && techSkill(a) === techSkill(b));
  return (
    sheet.skills
      // Only what bears on the ad: a list of everything the CV names reads as padding.
      .filter(
        (f) => usable(f) && !named.some((n) => same(n, f.label)) && relevant(f.label) && !isLicence(f.label),
      )
      .slice(0, 4)
      .map((f) => ({ label: proseCase(f.label, code), line: f.source }))
  );
}

function studyOf(fact: FactSheet['education'][number], claims: Claim[], now: number): Study {
  const { entry } = fact;
  const to = yearOf(entry.endDate);
  return {
    entry,
    kind: fact.educationKind,
    line: educationLine(entry),
    from: yearOf(entry.startDate),
    to,
    ongoing: to === null ? entry.startDate !== null : to > now,
    claims: claims.filter(
      (c) => c.cvEvidence.some((ev) => ev.includes(entry.degree)) || mentions(entry.degree, c.phrase),
    ),
  };
}

function strengthsOf(cv: TCvData, claims: Claim[], code: CvLanguage): Facts['strengths'] {
  const claimed = new Set(claims.map((c) => c.phrase.toLowerCase()));
  const seen = new Set<string>();
  const out: Facts['strengths'] = [];
  for (const item of cv.skills.soft) {
    const soft = softSkill(item, code);
    const label = soft ? proseCase(soft, code) : null;
    if (!label || claimed.has(label.toLowerCase()) || seen.has(label)) continue;
    seen.add(label);
    out.push({ label, line: `Skills: ${item}` });
  }
  return out.slice(0, 3);
}

function certificationsAsked(input: LetterInput): boolean {
  const reqs = input.report.requirements;
  const asked = new Set(reqs.flatMap((r) => findTechSkills(`${r.text} ${r.canonical ?? ''}`)));
  return input.cv.certifications.some(
    (c) =>
      findTechSkills(c).some((t) => asked.has(t)) ||
      reqs.some((r) =>
        [r.text, r.canonical ?? ''].some((n) => countWords(n) <= MAX_PHRASE_WORDS && mentions(c, n)),
      ),
  );
}

function localTownOf(input: LetterInput): string | null {
  const where = input.ad.location?.trim();
  const home = input.applicant.location.trim() || input.cv.personalInfo.location.trim();
  if (!where || !home) return null;
  const town = where.split(/[,(/]/)[0]!.trim();
  return town && mentions(home, town) ? town : null;
}

/** Below this share of the ad's core requirements met, the letter is a career change. */
const WEAK_MATCH_SHARE = 0.34;
/** With fewer core requirements read than this, the score decides (it reflects title and skills). */
const MIN_CORE_REQUIREMENTS = 2;
const WEAK_MATCH_SCORE = 35;

/**
 * Whether the CV meets too little of the ad to say "this is what I do": then the letter is written
 * as a career change (transferable facts, an honest motivation), never "exactly what I want".
 */
export function weakMatch(report: LetterInput['report']): boolean {
  // An ad too thin to read requirements from cannot show a close match: no "exactly" either.
  if (report.insufficientInformation) return true;
  const core = report.requirements.filter((r) => r.kind !== 'soft-skill' && r.kind !== 'language');
  if (core.length < MIN_CORE_REQUIREMENTS) return report.score < WEAK_MATCH_SCORE;
  const met = core.filter((r) =>
    report.matches.some((m) => m.requirementId === r.id && m.status === 'matched'),
  ).length;
  return met / core.length < WEAK_MATCH_SHARE;
}

export function gatherFacts(input: LetterInput): Facts {
  const code = OUTPUT_LANGUAGE_CODES[input.language];
  const now = input.date.getUTCFullYear();
  const sheet = buildFactSheet(input.cv, input.date, input.excludedFacts);
  const cvTech = cvTechSkills(input.cv);
  // A soft skill the report matched without a CV line to show for it is a stock trait, not a fact.
  const allClaims = claimsOf(input, code, cvTech).filter(
    (c) => c.kind !== 'soft-skill' || c.cvEvidence.length,
  );
  // A driving licence is said in a sentence of its own, never listed among skills.
  const licenceClaim = allClaims.find((c) => isLicence(c.phrase)) ?? null;
  const claims = allClaims.filter((c) => !isLicence(c.phrase));
  const skillClaims = claims.filter((c) => c.kind === 'hard-skill' || c.kind === 'other');
  const relevant = relevanceTo(input.ad);
  const cvCode = cvLanguage(input.cv);
  const cvInLetterLanguage = cvCode === code;
  const { roles, used } = pickRoles(sheet, skillClaims, now, cvInLetterLanguage, relevant);
  const licenceLines = [...sheet.skills, ...sheet.certificates]
    .filter((f) => usable(f) && isLicence(f.label))
    .map((f) => f.source);
  // The ad's licence requirement, met, even where its wording is not the letter's language.
  const licenceAsked = input.report.requirements.find(
    (r) =>
      (isLicence(r.text) || isLicence(r.canonical ?? '')) &&
      input.report.matches.some((m) => m.requirementId === r.id && m.status === 'matched'),
  );
  const [latest, earlier] = studiesByRecency(sheet);
  const study = latest ? studyOf(latest, roles.length ? [] : skillClaims, now) : null;
  for (const c of study?.claims ?? []) used.add(c.requirementId);
  const experience = claims.find((c) => c.kind === 'experience');
  const years = usable(sheet.years) ? sheet.years!.value : 0;
  const careerChange = weakMatch(input.report);
  const lead = roles.find((r) => r.latest) ?? roles[0];
  return {
    code,
    sheet,
    careerChange,
    // Where the applicant comes from, said "as <title>": a job, never a degree ("my experience as BA (Hons) …").
    background: lead?.entry.position ?? null,
    summary: cvInLetterLanguage ? firstPersonSentence(input.cv.summary, code) : null,
    earlierRoles: earlierRoles(sheet, roles, now),
    cvInLetterLanguage,
    foreignTitles: cvCode !== null && cvCode !== code,
    cvTech,
    roles,
    study,
    otherClaims: skillClaims.filter((c) => !used.has(c.requirementId)).slice(0, MAX_OTHER_CLAIMS),
    softClaims: claims.filter((c) => c.kind === 'soft-skill').slice(0, 3),
    // A career change does not open with "you ask for X, which is where my experience lies".
    topClaims: careerChange
      ? []
      : [...skillClaims, ...claims.filter((c) => c.kind === 'soft-skill')].slice(0, 3),
    years: years >= 1 ? { value: years, requirementId: experience?.requirementId ?? null } : null,
    strengths: strengthsOf(input.cv, claims, code),
    educationClaim: claims.find((c) => c.kind === 'education') ?? null,
    languages: spokenLanguages(input, sheet),
    certifications: sheet.certificates
      .filter((c) => usable(c) && !isLicence(c.label))
      .map((c) => c.label)
      .slice(0, 2),
    certificationsAsked: certificationsAsked(input),
    extraSkills: extraSkillsOf(sheet, claims, roles, code, relevant),
    licence:
      licenceClaim || ((licenceAsked || relevant(LICENCE)) && licenceLines.length)
        ? {
            lines: licenceClaim?.cvEvidence.length ? licenceClaim.cvEvidence : licenceLines,
            requirementId: licenceClaim?.requirementId ?? licenceAsked?.id ?? null,
          }
        : null,
    earlierStudy: earlier && !roles.length ? studyOf(earlier, [], now) : null,
    localTown: localTownOf(input),
    workMode: input.ad.workMode === 'remote' || input.ad.workMode === 'hybrid' ? input.ad.workMode : null,
  };
}
