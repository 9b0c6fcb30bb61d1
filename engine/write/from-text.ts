/**
 * A letter written elsewhere (the model writer) read back into the letter shape: paragraphs split
 * on blank lines, each given its role from its position and wording, and the body paragraphs given
 * the requirements and CV lines they mention, so the UI shows evidence for model letters too.
 */
import type { TLetter, TLetterParagraph } from '#domain/applications';
import { languageOf, softSkill, techSkill } from '#engine/skills/index';
import { OUTPUT_LANGUAGE_CODES } from '#domain/applications';
import { PHRASEBOOKS } from './phrases/index.ts';
import { educationLine, experienceLine } from './facts.ts';
import type { LetterInput } from './types.ts';
import { applicantOf, letterOf } from './write.ts';
import { countWords, mentions } from './text.ts';

type Role = TLetterParagraph['role'];

const GREETING =
  /^(dear|hi|hello|to whom|sehr geehrte|liebe|lieber|hallo|guten tag|kære|hej|estimad[oa]s?|apreciad[oa]s?|hola|madame|monsieur|mesdames|bonjour|chère|cher)\b/i;
const SIGNOFF =
  /^(kind regards|best regards|warm regards|regards|yours|sincerely|best wishes|mit freundlichen|freundliche grüße|viele grüße|beste grüße|herzliche grüße|med venlig hilsen|venlig hilsen|de bedste hilsner|bedste hilsner|mvh|atentamente|saludos|un cordial saludo|cordialmente|je vous prie|veuillez agréer|cordialement|bien cordialement|bien à vous)/i;
const SUBJECT =
  /^(re:|subject:|betreff:|bewerbung als|bewerbung um|ansøgning|objet\s*:|asunto\s*:|application for)/i;
const MAX_FORM_WORDS = 14;

const MONTHS = new Set(Object.values(PHRASEBOOKS).flatMap((b) => b.months.map((m) => m.toLowerCase())));

function isDate(block: string): boolean {
  if (/\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/.test(block)) return true;
  const words = block.toLowerCase().split(/[^\p{L}\d]+/u);
  return /\b\d{4}\b/.test(block) && words.some((w) => MONTHS.has(w)) && countWords(block) <= MAX_FORM_WORDS;
}

/** Blocks separated by blank lines; a greeting glued to the first paragraph is split off. */
function blocksOf(text: string): string[] {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return blocks.flatMap((b) => {
    const [first, ...rest] = b.split('\n');
    return GREETING.test(first!) && rest.length && countWords(first!) <= MAX_FORM_WORDS
      ? [first!.trim(), rest.join('\n').trim()]
      : [b];
  });
}

function headRole(block: string, index: number, input: LetterInput): Role {
  if (SUBJECT.test(block)) return 'subject';
  if (isDate(block)) return 'date';
  const me = applicantOf(input);
  const isSender =
    index === 0 &&
    (block.includes('@') || [me.fullName, me.email, me.phone].some((v) => v && block.includes(v)));
  return isSender ? 'sender' : 'recipient';
}

/** Roles by position: head before the greeting, sign-off at the end, body in between. */
export function paragraphRoles(blocks: readonly string[], input: LetterInput): Role[] {
  const greeting = blocks.findIndex((b) => GREETING.test(b) && countWords(b) <= MAX_FORM_WORDS);
  let signoff = blocks.findIndex((b, i) => i > greeting && SIGNOFF.test(b));
  if (signoff === -1) signoff = blocks.length;
  const bodyStart = greeting + 1;
  const body = signoff - bodyStart;
  return blocks.map((block, i): Role => {
    if (i < greeting) return headRole(block, i, input);
    if (i === greeting) return 'greeting';
    if (i >= signoff) return 'signoff';
    const at = i - bodyStart;
    if (at === 0) return 'opening';
    if (at === body - 1) return 'closing';
    // Middle paragraphs: the last of several is the motivation, the others the evidence.
    if (body - 2 >= 2 && at === body - 2) return 'motivation';
    return hasEvidence(block, input) ? 'evidence' : 'motivation';
  });
}

function requirementNames(input: LetterInput, id: string): string[] {
  const req = input.report.requirements.find((r) => r.id === id);
  if (!req) return [];
  const code = OUTPUT_LANGUAGE_CODES[input.language];
  const names = [req.text, req.canonical ?? '', techSkill(req.text) ?? ''];
  if (req.kind === 'soft-skill') names.push(softSkill(req.canonical ?? req.text, code) ?? '');
  return names.filter((n) => n.trim().length > 1);
}

function requirementsIn(text: string, input: LetterInput): string[] {
  return input.report.requirements
    .filter((r) => requirementNames(input, r.id).some((n) => mentions(text, n)))
    .map((r) => r.id);
}

/** The CV lines a paragraph mentions: roles by company or position, studies, skills, certificates. */
function cvLinesIn(text: string, input: LetterInput, requirementIds: string[]): string[] {
  const { cv } = input;
  const named = (s: string) => s.trim().length >= 3 && mentions(text, s);
  const code = OUTPUT_LANGUAGE_CODES[input.language];
  const book = PHRASEBOOKS[input.language];
  // Spoken languages and soft skills as the letter's language names them ("Englisch", "Teamfähigkeit").
  const spoken = cv.skills.languages.filter((l) => {
    const name = book.languageNames[languageOf(l) ?? ''];
    return !!name && named(name);
  });
  const soft = cv.skills.soft.filter((s) => named(s) || named(softSkill(s, code) ?? ''));
  const lines = [
    ...cv.experience.filter((e) => named(e.company) || named(e.position)).map(experienceLine),
    ...cv.education.filter((e) => named(e.institution) || named(e.degree)).map(educationLine),
    ...cv.skills.technical.filter(named).map((s) => `Skills: ${s}`),
    ...cv.certifications.filter(named).map((c) => `Certification: ${c}`),
    ...spoken.map((l) => `Languages: ${l.trim()}`),
    ...soft.map((s) => `Skills: ${s}`),
    ...input.report.matches
      .filter((m) => m.status !== 'missing' && requirementIds.includes(m.requirementId))
      .flatMap((m) => m.cvEvidence),
  ];
  return [...new Set(lines)];
}

function hasEvidence(text: string, input: LetterInput): boolean {
  const ids = requirementsIn(text, input);
  return ids.length > 0 || cvLinesIn(text, input, ids).length > 0;
}

const BODY: ReadonlySet<Role> = new Set(['opening', 'evidence', 'motivation', 'closing']);

export function letterFromText(text: string, input: LetterInput): TLetter {
  const blocks = blocksOf(text);
  const roles = paragraphRoles(blocks, input);
  const paragraphs = blocks.map((block, i): TLetterParagraph => {
    const role = roles[i]!;
    if (!BODY.has(role)) return { role, text: block, cvEvidence: [], requirementIds: [] };
    const requirementIds = requirementsIn(block, input);
    return { role, text: block, cvEvidence: cvLinesIn(block, input, requirementIds), requirementIds };
  });
  return letterOf(input.language, paragraphs);
}
