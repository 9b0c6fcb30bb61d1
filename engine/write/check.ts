/**
 * The model writer's output check: the right language, a sensible length, no placeholders, and no
 * technology or employer the CV does not have. Strict on purpose: a letter that names a missing
 * technology even as "I look forward to learning X" fails, and the built-in writer takes over.
 */
import { OUTPUT_LANGUAGES, OUTPUT_LANGUAGE_CODES } from '#domain/applications';
import type { CvLanguage } from '#domain/cv';
import { detectLanguage, foldWords } from '#engine/text/index';
import { findTechSkills, languageOf, techSkill } from '#engine/skills/index';
import { checkClaims, type ClaimProblem } from './claims.ts';
import { cvTechSkills } from './facts.ts';
import { letterFromText } from './from-text.ts';
import type { LetterInput } from './types.ts';
import { applicantOf, roleName } from './write.ts';
import { cleanTitle, cvText, mentions } from './text.ts';

export const CHECK_WORDS = { min: 200, max: 450 } as const;

const LANGUAGE_OF_CODE = Object.fromEntries(
  OUTPUT_LANGUAGES.map((l) => [OUTPUT_LANGUAGE_CODES[l], l]),
) as Record<CvLanguage, string>;

/** "at X", "bei X", "hos X", "en X", "chez X": where a letter says the candidate worked. */
const NAME_WORD = String.raw`\p{Lu}[\p{L}\d&'’-]*(?:\.[\p{L}\d]+)*`;
const EMPLOYER_CUE = new RegExp(
  String.raw`(?<![\p{L}])(?:at|bei|hos|en|chez)[ \t]+(${NAME_WORD}(?:[ \t]+(?:${NAME_WORD}|&|A\/S)){0,4})`,
  'gu',
);
/** Capitalised words after those prepositions that are not names (German polite pronouns, "Dem"). */
const NOT_NAMES = new Set(['ihnen', 'ihrem', 'ihrer', 'ihr', 'ihre', 'sie', 'dem', 'jer']);
/** Bold, headings, bullets or table rows: the letter is plain text. */
const MARKDOWN = /\*\*|__|^#{1,6}\s|^\s*[-*•]\s|^\s*\|.*\|\s*$/m;
const PLACEHOLDER = /\[[^\]\n]{1,60}\]|\{\{[^}]*\}\}|<[A-ZÆØÅ][^>\n]{0,40}>|\bX{3,}\b/u;

/** The named target, role and applicant: never claims about the applicant's past. */
function knownNames(input: LetterInput): string[] {
  const me = applicantOf(input);
  return [
    input.jobTitle,
    cleanTitle(input.jobTitle),
    input.ad.title,
    roleName(input),
    input.companyName,
    input.ad.company,
    input.ad.location ?? '',
    me.fullName,
    me.email,
    me.location,
  ]
    .map((n) => n.trim())
    .filter((n) => n.length > 1)
    .sort((a, b) => b.length - a.length);
}

/** Text with the known names removed, so they never count as claims. */
function withoutKnownNames(text: string, input: LetterInput): string {
  let out = text;
  for (const n of knownNames(input)) out = out.split(n).join(' ');
  return out;
}

function knownOrganisations(input: LetterInput): string[] {
  const { cv } = input;
  const me = applicantOf(input);
  return [
    input.companyName,
    input.ad.company,
    input.ad.location ?? '',
    me.location,
    cv.personalInfo.location,
    ...cv.experience.flatMap((e) => [e.company, e.location, e.position]),
    ...cv.education.flatMap((e) => [e.institution, e.degree]),
    ...cv.certifications,
    ...cv.skills.technical,
    // The ad's own requirements ("compétences en Customer Success") are not employers.
    ...input.ad.requirements.flatMap((r) => [r.text, r.canonical ?? '']),
  ]
    .map(foldWords)
    .filter((k) => k.length >= 2);
}

function isKnown(name: string, known: readonly string[]): boolean {
  const key = foldWords(name);
  const first = key.split(' ')[0]!;
  const joined = key.replace(/ /g, '');
  return known.some(
    (k) =>
      k.includes(key) ||
      (key.includes(k) && k.length >= 3) ||
      k.split(' ')[0] === first ||
      k.replace(/ /g, '').includes(joined),
  );
}

/** Organisations the letter places the candidate at that neither the CV nor the form names. */
export function unknownEmployers(text: string, input: LetterInput): string[] {
  const known = knownOrganisations(input);
  const cv = cvText(input.cv);
  const found = new Set<string>();
  // An address ("at EMAIL@PROVIDER.KA" in the contact line) is not an employer: class 7 judges those.
  for (const m of text.replace(/\S+@\S+/g, ' @ ').matchAll(EMPLOYER_CUE)) {
    const name = m[1]!.replace(/[.,;:]+$/, '').trim();
    const key = foldWords(name);
    if (!key || NOT_NAMES.has(key.split(' ')[0]!) || languageOf(name) || techSkill(name)) continue;
    // A name the CV itself mentions anywhere (a client, a town) is not an invented employer.
    if (!isKnown(name, known) && !mentions(cv, name)) found.add(name);
  }
  return [...found];
}

/** Technologies the letter names that the CV does not have (the target's name and role excepted). */
export function inventedSkills(text: string, input: LetterInput): string[] {
  const cvTech = cvTechSkills(input.cv);
  return findTechSkills(withoutKnownNames(text, input)).filter((t) => !cvTech.has(t));
}

/**
 * Every false claim of a letter by class (see claims.ts), the skills and employers the CV does not
 * have among them (class 0).
 */
export function letterClaimProblems(text: string, input: LetterInput): ClaimProblem[] {
  return [
    ...inventedSkills(text, input).map((skill) => ({
      claimClass: 0 as const,
      message: `The letter mentions ${skill}, which is not in the CV.`,
    })),
    ...unknownEmployers(text, input).map((name) => ({
      claimClass: 0 as const,
      message: `The letter places the candidate at ${name}, which is not in the CV.`,
    })),
    ...checkClaims(text, input, knownNames(input)),
  ];
}

/**
 * The letter's form (language, length, plain text) and its claims: a letter with any problem is
 * refused (the server then writes the built-in letter instead of a model's).
 */
export function checkLetter(text: string, input: LetterInput): { ok: boolean; problems: string[] } {
  const problems: string[] = [];
  const expected = OUTPUT_LANGUAGE_CODES[input.language];
  const detected = detectLanguage(text).language;
  if (detected !== expected) {
    problems.push(`The letter is written in ${LANGUAGE_OF_CODE[detected]}, not ${input.language}.`);
  }
  const words = letterFromText(text, input).wordCount;
  if (words < CHECK_WORDS.min || words > CHECK_WORDS.max) {
    problems.push(`The letter has ${words} words; it should have between 250 and 400.`);
  }
  if (PLACEHOLDER.test(text)) problems.push('The letter contains a placeholder to fill in.');
  if (MARKDOWN.test(text)) problems.push('The letter uses markdown or bullet points instead of plain text.');
  for (const p of letterClaimProblems(text, input)) problems.push(p.message);
  return { ok: problems.length === 0, problems };
}
