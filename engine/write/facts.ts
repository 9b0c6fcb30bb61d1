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
import { OUTPUT_LANGUAGE_CODES, type TRequirement } from '#domain/applications';
import { findTechSkills, languageOf, softSkill, techSkill } from '#engine/skills/index';
import type { LetterInput } from './types.ts';
import { countWords, cvLanguage, cvText, lowerFirst, mentions, yearOf } from './text.ts';

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
  claims: Claim[];
}

export interface Facts {
  code: CvLanguage;
  /** A first-person sentence of the CV's summary, when the CV is in the letter's language. */
  summary: string | null;
  /** The most recent roles not among `roles` (up to two), for lines about the earlier career. */
  earlierRoles: Role[];
  /** Whether the CV's sentences are in the letter's language (only then are they quoted). */
  cvInLetterLanguage: boolean;
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
  languages: { codes: string[]; lines: string[]; requirementIds: string[] };
  certifications: string[];
  /** Whether a certification lies in a field the ad names (a technology or a requirement of it). */
  certificationsAsked: boolean;
  /** One missing must-have the candidate could honestly say they would learn. */
  willing: { phrase: string; requirementId: string } | null;
  highlights: string[];
  /** CV technical skills the letter has not named yet, with the CV's own line. */
  extraSkills: { label: string; line: string }[];
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
const HIGHLIGHT_WORDS = { min: 5, max: 28 };
/** Highlights this long say something; shorter ones are used only when there is nothing else. */
const RICH_HIGHLIGHT_WORDS = 8;

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
  if (keyword && (adCode === code || tech))
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
    if (!phrase || seen.has(phrase.toLowerCase())) continue;
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

function descriptionLines(description: string): string[] {
  return description
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu})/u)
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

function toolsOf(e: TCvExperience, claims: Claim[]): string[] {
  const claimed = new Set(
    claims.flatMap((c) => [c.phrase, techSkill(c.phrase) ?? ''].map((x) => x.toLowerCase())),
  );
  // Only names the description itself uses, so a Spanish CV's "marketing digital" never becomes "Digital marketing".
  return findTechSkills(e.description)
    .filter((t) => !claimed.has(t.toLowerCase()) && mentions(e.description, t))
    .slice(0, MAX_TOOLS);
}

function endYear(e: TCvExperience, now: number): number {
  return e.current ? now : (yearOf(e.endDate) ?? yearOf(e.startDate) ?? 0);
}

/**
 * The roles the letter leads with: the most recent one (a reader expects the current job first),
 * then the earlier one that shows the most requirements; each with the claims it shows.
 */
function pickRoles(
  cv: TCvData,
  claims: Claim[],
  now: number,
  quote: boolean,
): { roles: Role[]; used: Set<string> } {
  const candidates = cv.experience
    .filter((e) => e.position.trim())
    .map((entry) => {
      const line = experienceLine(entry);
      return { entry, line, shows: claims.filter((c) => roleShows(entry, line, c)) };
    })
    .sort((a, b) => endYear(b.entry, now) - endYear(a.entry, now));
  const [latest, ...rest] = candidates;
  const runnerUp = [...rest].sort((a, b) => b.shows.length - a.shows.length)[0];
  const used = new Set<string>();
  const roles: Role[] = [];
  for (const c of [latest, runnerUp].filter((x) => x !== undefined)) {
    const own = c.shows.filter((claim) => !used.has(claim.requirementId)).slice(0, MAX_ROLE_CLAIMS);
    for (const claim of own) used.add(claim.requirementId);
    roles.push({
      entry: c.entry,
      line: c.line,
      current: c.entry.current,
      from: yearOf(c.entry.startDate),
      to: c.entry.current ? null : yearOf(c.entry.endDate),
      claims: own,
      tools: toolsOf(c.entry, own),
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

function studiesByRecency(cv: TCvData): TCvEducation[] {
  const year = (e: TCvEducation) => yearOf(e.endDate) ?? yearOf(e.startDate) ?? 0;
  return cv.education.filter((e) => e.degree.trim()).sort((a, b) => year(b) - year(a));
}

function spokenLanguages(input: LetterInput): Facts['languages'] {
  const asked = new Set(input.ad.languages.map((l) => languageOf(l)).filter((c): c is string => c !== null));
  const cv = input.cv.skills.languages
    .map((line) => ({ line, code: languageOf(line) }))
    .filter((l): l is { line: string; code: string } => l.code !== null);
  // The languages the ad asks for that the CV has; when there are none, the CV's own (a few).
  const wanted = cv.filter((l) => asked.has(l.code));
  const chosen = wanted.length ? wanted : cv.slice(0, 3);
  const langReqs = input.report.requirements.filter(
    (r) =>
      r.kind === 'language' &&
      input.report.matches.some((m) => m.requirementId === r.id && m.status === 'matched'),
  );
  return {
    codes: [...new Set(chosen.map((l) => l.code))],
    lines: chosen.map((l) => `Languages: ${l.line}`),
    requirementIds: langReqs.map((r) => r.id),
  };
}

function willingTo(input: LetterInput, code: CvLanguage, cvTech: ReadonlySet<string>): Facts['willing'] {
  const missing = new Set(
    input.report.matches.filter((m) => m.status === 'missing').map((m) => m.requirementId),
  );
  for (const req of input.report.requirements) {
    // Only a known skill (one the vocabulary names) can be learned; "own car" cannot.
    const learnable = req.kind === 'hard-skill' && !!req.canonical;
    if (!missing.has(req.id) || req.importance !== 'must' || !learnable) continue;
    // A missing technology is never named: the letter names only technologies the CV has.
    const named = `${req.text} ${req.canonical ?? ''}`;
    if (findTechSkills(named).length || techSkill(req.text) || (req.canonical && techSkill(req.canonical)))
      continue;
    const phrase = phraseFor(req, input.ad.language, code, cvTech);
    if (phrase) return { phrase, requirementId: req.id };
  }
  return null;
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

function earlierRoles(cv: TCvData, roles: Role[], now: number): Role[] {
  const chosen = new Set(roles.map((r) => r.entry));
  return cv.experience
    .filter((e) => e.position.trim() && !chosen.has(e) && !e.current)
    .sort((a, b) => endYear(b, now) - endYear(a, now))
    .slice(0, 2)
    .map((entry) => ({
      entry,
      line: experienceLine(entry),
      current: entry.current,
      from: yearOf(entry.startDate),
      to: entry.current ? null : yearOf(entry.endDate),
      claims: [],
      tools: [],
      achievement: null,
      secondAchievement: null,
    }));
}

function highlightsOf(input: LetterInput, code: CvLanguage, cvTech: ReadonlySet<string>): string[] {
  if (input.ad.language !== code) return [];
  const usable = input.ad.companyHighlights
    // A highlight cut off by the ad's layout ("… for these…", "for example:") is not quoted.
    .filter((h) => !/(…|\.\.\.|:)\s*$/.test(h))
    .map((h) =>
      h
        .replace(/^[\s•·▪*–-]+/u, '')
        .replace(/[\s.!:;,]+$/u, '')
        .trim(),
    )
    .filter((h) => {
      const words = countWords(h);
      const fits = words >= HIGHLIGHT_WORDS.min && words <= HIGHLIGHT_WORDS.max;
      return fits && techWithinCv(h, cvTech) && !/[[\]@?]/.test(h);
    });
  const rich = usable.filter((h) => countWords(h) >= RICH_HIGHLIGHT_WORDS);
  return rich.length ? rich : usable;
}

function extraSkillsOf(cv: TCvData, claims: Claim[], roles: Role[], code: CvLanguage): Facts['extraSkills'] {
  const named = [...claims.map((c) => c.phrase), ...roles.flatMap((r) => r.tools)];
  const same = (a: string, b: string) =>
    mentions(a, b) || mentions(b, a) || (!!techSkill(a) && techSkill(a) === techSkill(b));
  return cv.skills.technical
    .map((s) => s.trim())
    .filter((s) => s && !named.some((n) => same(n, s)))
    .slice(0, 4)
    .map((s) => ({ label: proseCase(s, code), line: `Skills: ${s}` }));
}

function studyOf(entry: TCvEducation, claims: Claim[], now: number): Study {
  const to = yearOf(entry.endDate);
  return {
    entry,
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

export function gatherFacts(input: LetterInput): Facts {
  const code = OUTPUT_LANGUAGE_CODES[input.language];
  const now = input.date.getUTCFullYear();
  const cvTech = cvTechSkills(input.cv);
  const claims = claimsOf(input, code, cvTech);
  const skillClaims = claims.filter((c) => c.kind === 'hard-skill' || c.kind === 'other');
  const cvInLetterLanguage = cvLanguage(input.cv) === code;
  const { roles, used } = pickRoles(input.cv, skillClaims, now, cvInLetterLanguage);
  const [latest, earlier] = studiesByRecency(input.cv);
  const study = latest ? studyOf(latest, roles.length ? [] : skillClaims, now) : null;
  for (const c of study?.claims ?? []) used.add(c.requirementId);
  const experience = claims.find((c) => c.kind === 'experience');
  const years = Math.floor(input.report.cvYears);
  return {
    code,
    summary: cvInLetterLanguage ? firstPersonSentence(input.cv.summary, code) : null,
    earlierRoles: earlierRoles(input.cv, roles, now),
    cvInLetterLanguage,
    cvTech,
    roles,
    study,
    otherClaims: skillClaims.filter((c) => !used.has(c.requirementId)).slice(0, MAX_OTHER_CLAIMS),
    softClaims: claims.filter((c) => c.kind === 'soft-skill').slice(0, 3),
    topClaims: [...skillClaims, ...claims.filter((c) => c.kind === 'soft-skill')].slice(0, 3),
    years: years >= 1 ? { value: years, requirementId: experience?.requirementId ?? null } : null,
    strengths: strengthsOf(input.cv, claims, code),
    educationClaim: claims.find((c) => c.kind === 'education') ?? null,
    languages: spokenLanguages(input),
    certifications: input.cv.certifications.filter((c) => c.trim()).slice(0, 2),
    certificationsAsked: certificationsAsked(input),
    willing: willingTo(input, code, cvTech),
    highlights: highlightsOf(input, code, cvTech),
    extraSkills: extraSkillsOf(input.cv, claims, roles, code),
    earlierStudy: earlier && !roles.length ? studyOf(earlier, [], now) : null,
    localTown: localTownOf(input),
    workMode: input.ad.workMode === 'remote' || input.ad.workMode === 'hybrid' ? input.ad.workMode : null,
  };
}
