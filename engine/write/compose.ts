/**
 * The built-in writer's composition: the body's sentences chosen from the phrasebook (one variant
 * per slot, picked by a hash of the input, never two neighbours opening alike), each carrying the
 * CV lines and requirements it rests on; optional sentences then fill the body to its target length.
 */
import type { Tone } from '#domain/applications';
import type { CompanyForms, Phrasebook, ToneVariants, Variants } from './phrases/types.ts';
import { avoiding, firstWord, type Picker } from './hash.ts';
import type { Claim, Facts, Role, Study } from './facts.ts';
import { countWords, lowerFirst, upperFirst } from './text.ts';

export type BodyRole = 'opening' | 'evidence' | 'motivation' | 'closing';

export interface Sentence {
  text: string;
  /** Null: always written. A number: added to reach the target length, lowest first. */
  optional: number | null;
  cvEvidence: string[];
  requirementIds: string[];
}

export interface BodyParagraph {
  role: BodyRole;
  sentences: Sentence[];
}

/** The body aims here (greeting to sign-off), so that variation in the parts stays within 250–400. */
export const TARGET_WORDS = 300;
/** The least a body may have; a letter short of facts takes longer phrasings to get there. */
export const MIN_WORDS = 250;
const LENGTHEN_TO = MIN_WORDS + 8;
export const MAX_WORDS = 400;
const ADD_CEILING = 385;

const OPTIONAL = {
  example: 0,
  tools: 1,
  secondExample: 1,
  summary: 2,
  soft: 2,
  earlierRole: 4,
  openingExtra: 6,
  willing: 3,
  education: 3,
  languages: 4,
  closingExtra: 5,
  certifications: 5,
  motivationExtra: 6,
  moreSkills: 3,
  earlierStudy: 3,
  localTown: 4,
  workMode: 5,
  contact: 7,
  evidenceWrap: 8,
  freshStart: 2,
  availability: 6,
  motivationExtra3: 9,
  motivationExtra4: 10,
  years: 2,
  strengths: 4,
  motivationExtra2: 8,
} as const;

interface Ctx extends Omit<ComposeInput, 'frameWords'> {
  /** First words of the sentences written so far, most recent last. */
  recent: string[];
  /** Each phrased sentence's alternatives, for the final pass over neighbours. */
  alternatives: Map<string, string[]>;
  /** The first two words of every sentence so far. */
  openings: Set<string>;
}

const openingOf = (text: string) => text.split(/\s+/).slice(0, 2).join(' ').toLowerCase();

function toneVariants<C>(v: ToneVariants<C>, tone: Tone): Variants<C> {
  return v[tone] ?? v.any;
}

function say<C>(ctx: Ctx, slot: string, variants: Variants<C>, facts: C): string {
  const finish = ctx.book.finish ?? ((s: string) => s);
  // A name that ends in a full stop ("Quarteera e.V.") does not take a second one.
  const render = (v: Variants<C>[number]) => finish(upperFirst(v(facts))).replace(/(?<!\.)\.\.(?!\.)/g, '.');
  const options = ctx.picker.ordered(slot, variants, render);
  // A phrasing the letter has used already ("In that role, …" twice) goes to the back.
  const fresh = options.filter((o) => !ctx.openings.has(openingOf(o)));
  const text = avoiding(fresh.length ? fresh : options, ctx.recent);
  ctx.recent.push(firstWord(text));
  ctx.openings.add(openingOf(text));
  for (const option of options) ctx.alternatives.set(option, options);
  return text;
}

function sentence(
  text: string,
  optional: number | null,
  cvEvidence: string[] = [],
  requirementIds: string[] = [],
): Sentence {
  return { text, optional, cvEvidence, requirementIds };
}

const ids = (claims: Claim[]) => claims.map((c) => c.requirementId);
const evidenceOf = (claims: Claim[]) => claims.flatMap((c) => c.cvEvidence);
const phrases = (claims: Claim[]) => claims.map((c) => c.phrase);

function periodOf(book: Phrasebook, from: number | null, to: number | null, current: boolean): string {
  if (current) return from === null ? '' : ` (${book.since(from)})`;
  if (from === null && to === null) return '';
  if (from === null || to === null || from === to) return ` (${from ?? to})`;
  return ` (${from}–${to})`;
}

function roleFacts(ctx: Ctx, role: Role) {
  const { book } = ctx;
  return {
    roleAt: book.roleAt(role.entry.position.trim(), role.entry.company.trim()),
    period: periodOf(book, role.from, role.to, role.current),
    list: book.list(phrases(role.claims)),
  };
}

function studyFacts(ctx: Ctx, study: Study) {
  const { book } = ctx;
  const degreeAt = book.degreeAt(study.entry.degree.trim(), study.entry.institution.trim());
  const period = periodOf(book, study.from, study.to, false);
  // "Degree (Institution) (2019–2021)" reads as "Degree (Institution, 2019–2021)".
  const merged = degreeAt.endsWith(')') && period;
  return {
    degree: study.entry.degree,
    institution: study.entry.institution,
    degreeAt: merged ? `${degreeAt.slice(0, -1)}, ${period.trim().slice(1)}` : degreeAt,
    period: merged ? '' : period,
    list: book.list(phrases(study.claims)),
  };
}

function example(ctx: Ctx, slot: string, role: Role, optional: number): Sentence[] {
  if (!role.achievement) return [];
  const clause = ctx.book.clause?.(role.achievement);
  const text =
    clause && ctx.book.exampleClause
      ? say(ctx, slot, ctx.book.exampleClause, { clause })
      : say(ctx, slot, ctx.book.example, { line: role.achievement });
  return [sentence(text, optional, [role.achievement])];
}

function opening(ctx: Ctx): BodyParagraph {
  const { book, facts } = ctx;
  const first = say(ctx, 'opening', toneVariants(book.opening, ctx.tone), { role: ctx.role, co: ctx.co });
  const sentences = [sentence(book.lowercaseAfterGreeting ? lowerFirst(first) : first, null)];
  const top = facts.topClaims.slice(0, 3);
  if (top.length) {
    const text = say(ctx, 'topMatch', book.topMatch, { list: book.list(phrases(top)) });
    sentences.push(sentence(text, null, evidenceOf(top), ids(top)));
  } else {
    sentences.push(...profile(ctx), sentence(say(ctx, 'noMatch', book.noMatch, { role: ctx.role }), null));
    return { role: 'opening', sentences };
  }
  const extra = say(ctx, 'openingExtra', book.openingExtra, { role: ctx.role, co: ctx.co });
  sentences.push(sentence(extra, OPTIONAL.openingExtra));
  return { role: 'opening', sentences };
}

/** Who the applicant is now, for an opening without matched requirements to lead with. */
function profile(ctx: Ctx): Sentence[] {
  const { book, facts } = ctx;
  const role = facts.roles[0];
  if (role) {
    const roleAt = roleFacts(ctx, role).roleAt;
    return [
      sentence(say(ctx, 'profile', role.current ? book.currentRole : book.recentRole, { roleAt }), null, [
        role.line,
      ]),
    ];
  }
  if (facts.study) {
    const { degreeAt } = studyFacts(ctx, facts.study);
    const variants = facts.study.ongoing ? book.studyOngoing : book.studyDone;
    return [sentence(say(ctx, 'profile', variants, { degreeAt }), null, [facts.study.line])];
  }
  return [];
}

function roleSentences(ctx: Ctx, role: Role, slot: string, first: boolean, exampleAt: number): Sentence[] {
  const { book } = ctx;
  const items = role.claims.length ? phrases(role.claims) : role.tools;
  const facts = { ...roleFacts(ctx, role), list: book.list(items) };
  const variants = items.length
    ? first
      ? role.current
        ? book.roleNow
        : book.rolePast
      : book.previousRole
    : first
      ? role.current
        ? book.roleNowPlain
        : book.rolePastPlain
      : book.previousRolePlain;
  const out = [
    sentence(
      say(ctx, slot, variants, facts),
      null,
      [role.line, ...evidenceOf(role.claims)],
      ids(role.claims),
    ),
  ];
  if (role.claims.length && role.tools.length) {
    const text = say(ctx, `${slot}-tools`, book.roleTools, {
      list: book.list(role.tools),
      current: role.current,
    });
    out.push(sentence(text, OPTIONAL.tools, [role.line]));
  }
  return [...out, ...example(ctx, `${slot}-example`, role, exampleAt)];
}

function firstEvidence(ctx: Ctx): BodyParagraph {
  const { book, facts } = ctx;
  const role = facts.roles[0];
  const sentences: Sentence[] = [];
  if (role) {
    sentences.push(...roleSentences(ctx, role, 'role1', true, OPTIONAL.example));
  } else if (facts.study) {
    const f = studyFacts(ctx, facts.study);
    const text = say(
      ctx,
      'study',
      facts.study.claims.length ? book.studyEvidence : book.studyEvidencePlain,
      f,
    );
    sentences.push(
      sentence(text, null, [facts.study.line, ...evidenceOf(facts.study.claims)], ids(facts.study.claims)),
    );
    const fresh = say(ctx, 'freshStart', book.freshStart, { role: ctx.role });
    sentences.push(sentence(fresh, OPTIONAL.freshStart));
    if (facts.earlierStudy) {
      const earlier = studyFacts(ctx, facts.earlierStudy);
      const more = say(ctx, 'earlierStudy', book.earlierStudy, earlier);
      sentences.push(sentence(more, OPTIONAL.earlierStudy, [facts.earlierStudy.line]));
    }
  }
  if (facts.years && facts.roles.length) {
    const asked = facts.years.requirementId;
    const text = say(ctx, 'years', book.years, { years: facts.years.value });
    sentences.push(sentence(text, asked ? null : OPTIONAL.years, [], asked ? [asked] : []));
  }
  const other = facts.otherClaims;
  if (other.length) {
    const text = say(ctx, 'skills', book.skills, { list: book.list(phrases(other)) });
    sentences.push(sentence(text, null, evidenceOf(other), ids(other)));
  }
  return { role: 'evidence', sentences };
}

function secondEvidence(ctx: Ctx): BodyParagraph {
  const { book, facts } = ctx;
  const sentences: Sentence[] = [];
  const role = facts.roles[1];
  if (role) sentences.push(...roleSentences(ctx, role, 'role2', false, OPTIONAL.secondExample));
  facts.earlierRoles.forEach((earlier, i) => {
    const text = say(ctx, `role${3 + i}`, book.otherRole, roleFacts(ctx, earlier));
    sentences.push(sentence(text, OPTIONAL.earlierRole + i * 4, [earlier.line]));
  });
  if (facts.extraSkills.length) {
    // With nothing in the ad matched, the CV's own skills carry the paragraph, not tied to the ad.
    const noMatch = !facts.topClaims.length;
    const list = book.list(facts.extraSkills.map((s) => s.label));
    const text = say(ctx, 'toolkit', noMatch ? book.toolkit : book.moreSkills, { list });
    sentences.push(
      sentence(
        text,
        noMatch ? null : OPTIONAL.moreSkills,
        facts.extraSkills.map((s) => s.line),
      ),
    );
  }
  if (facts.strengths.length) {
    const text = say(ctx, 'strengths', book.strengths, {
      list: book.list(facts.strengths.map((s) => s.label)),
    });
    sentences.push(
      sentence(
        text,
        OPTIONAL.strengths,
        facts.strengths.map((s) => s.line),
      ),
    );
  }
  if (facts.softClaims.length) {
    const soft = facts.softClaims;
    const text = say(ctx, 'soft', book.soft, { list: book.list(phrases(soft)) });
    sentences.push(sentence(text, OPTIONAL.soft, evidenceOf(soft), ids(soft)));
  }
  sentences.push(...education(ctx), ...languages(ctx), ...certifications(ctx), ...willing(ctx));
  if (facts.roles.length) {
    const wrap = say(ctx, 'evidenceWrap', book.evidenceWrap, { role: ctx.role });
    sentences.push(sentence(wrap, OPTIONAL.evidenceWrap));
  }
  // The paragraph must say something: its first optional sentence becomes part of it.
  if (!sentences.some((s) => s.optional === null)) {
    const first = sentences.find((s) => s.optional !== null);
    if (first) first.optional = null;
  }
  return { role: 'evidence', sentences };
}

function education(ctx: Ctx): Sentence[] {
  const { book, facts } = ctx;
  // Without roles the study already led the first evidence paragraph.
  if (!facts.study || !facts.roles.length) return [];
  const text = say(ctx, 'education', book.education, { degreeAt: studyFacts(ctx, facts.study).degreeAt });
  const claim = facts.educationClaim;
  return [
    sentence(text, claim ? null : OPTIONAL.education, [facts.study.line], claim ? [claim.requirementId] : []),
  ];
}

function languages(ctx: Ctx): Sentence[] {
  const { book, facts } = ctx;
  const names = facts.languages.codes.map((c) => book.languageNames[c]).filter((n): n is string => !!n);
  if (!names.length) return [];
  const text = say(ctx, 'languages', book.languages, { list: book.list(names) });
  const asked = facts.languages.requirementIds;
  return [sentence(text, asked.length ? null : OPTIONAL.languages, facts.languages.lines, asked)];
}

function certifications(ctx: Ctx): Sentence[] {
  const { book, facts } = ctx;
  if (!facts.certifications.length) return [];
  const text = say(ctx, 'certifications', book.certifications, { list: book.list(facts.certifications) });
  return [
    sentence(
      text,
      OPTIONAL.certifications,
      facts.certifications.map((c) => `Certification: ${c}`),
    ),
  ];
}

function willing(ctx: Ctx): Sentence[] {
  const w = ctx.facts.willing;
  if (!w) return [];
  return [
    sentence(
      say(ctx, 'willing', ctx.book.willing, { skill: w.phrase }),
      OPTIONAL.willing,
      [],
      [w.requirementId],
    ),
  ];
}

function motivation(ctx: Ctx): BodyParagraph {
  const { book, facts } = ctx;
  const base = { role: ctx.role, co: ctx.co };
  const sentences: Sentence[] = [];
  const highlight = facts.highlights.length
    ? facts.highlights[ctx.picker.index('highlight-line', facts.highlights.length)]!
    : null;
  if (highlight) {
    const text = say(ctx, 'highlight', toneVariants(book.highlight, ctx.tone), {
      ...base,
      quote: book.quote(highlight),
    });
    sentences.push(sentence(text, null));
  }
  if (facts.summary) sentences.push(sentence(facts.summary, OPTIONAL.summary, [facts.summary]));
  // The top requirements were named in the opening; a quoted highlight gives a reason of its own.
  const top = highlight ? [] : facts.topClaims.slice(0, 2);
  const reason = top.length
    ? say(ctx, 'motivation', toneVariants(book.motivation, ctx.tone), {
        ...base,
        list: book.list(phrases(top)),
      })
    : say(ctx, 'motivation', toneVariants(book.motivationPlain, ctx.tone), base);
  sentences.push(sentence(reason, null, [], ids(top)));
  if (facts.localTown) {
    const text = say(ctx, 'localTown', book.localTown, { town: facts.localTown, co: ctx.co });
    sentences.push(sentence(text, OPTIONAL.localTown));
  }
  if (facts.workMode)
    sentences.push(
      sentence(say(ctx, 'workMode', book.workMode, { mode: facts.workMode }), OPTIONAL.workMode),
    );
  sentences.push(...distinctExtras(ctx, base));
  return { role: 'motivation', sentences };
}

/** Up to four generic motivation lines, each a different variant, for letters short of facts. */
function distinctExtras(ctx: Ctx, base: { role: string; co: CompanyForms }): Sentence[] {
  const variants = ctx.book.motivationExtra;
  const start = ctx.picker.index('motivationExtra', variants.length);
  const priorities = [
    OPTIONAL.motivationExtra,
    OPTIONAL.motivationExtra2,
    OPTIONAL.motivationExtra3,
    OPTIONAL.motivationExtra4,
  ];
  return priorities.slice(0, variants.length).map((priority, i) => {
    const text = upperFirst(variants[(start + i) % variants.length]!(base));
    return sentence(text, priority);
  });
}

function closing(ctx: Ctx): BodyParagraph {
  const { book } = ctx;
  const sentences = [
    sentence(say(ctx, 'closing', toneVariants(book.closing, ctx.tone), { co: ctx.co }), null),
    sentence(say(ctx, 'closingExtra', book.closingExtra, { co: ctx.co }), OPTIONAL.closingExtra),
  ];
  const availability = say(ctx, 'availability', book.availability, { co: ctx.co });
  sentences.splice(1, 0, sentence(availability, OPTIONAL.availability));
  const contact = book.contact(ctx.contact.phone, ctx.contact.email);
  if (contact) sentences.splice(1, 0, sentence(contact, OPTIONAL.contact));
  return { role: 'closing', sentences };
}

export interface ComposeInput {
  book: Phrasebook;
  picker: Picker;
  tone: Tone;
  facts: Facts;
  role: string;
  co: CompanyForms;
  contact: { phone: string; email: string };
  /** Words of the greeting and sign-off, which count towards the body's length. */
  frameWords: number;
}

/** The body's paragraphs, filled with optional sentences up to the target length. */
export function composeBody(input: ComposeInput): BodyParagraph[] {
  const ctx: Ctx = { ...input, recent: [], alternatives: new Map(), openings: new Set() };
  const paragraphs = [opening(ctx), firstEvidence(ctx), secondEvidence(ctx), motivation(ctx), closing(ctx)];
  const fitted = fit(
    paragraphs.filter((p) => p.sentences.length),
    input.frameWords,
  );
  return lengthen(varyNeighbours(fitted, ctx.alternatives), ctx.alternatives, input.frameWords);
}

/**
 * Sentences were phrased before the length fit dropped some, so two that now stand side by side
 * may open with the same word: such a sentence takes the next of its alternatives that does not.
 */
function varyNeighbours(
  paragraphs: BodyParagraph[],
  alternatives: ReadonlyMap<string, string[]>,
): BodyParagraph[] {
  const recent: string[] = [];
  return paragraphs.map((p) => ({
    ...p,
    sentences: p.sentences.map((s) => {
      // The sentence's own phrasing first: only a clash with the previous ones changes it.
      const others = (alternatives.get(s.text) ?? []).filter((t) => t !== s.text);
      const text = avoiding([s.text, ...others], recent.slice(-2));
      recent.push(firstWord(text));
      return { ...s, text };
    }),
  }));
}

const bodyWords = (paragraphs: BodyParagraph[], frameWords: number) =>
  frameWords + paragraphs.reduce((n, p) => n + p.sentences.reduce((m, s) => m + countWords(s.text), 0), 0);

/**
 * The last resort for a CV with few facts: when every optional sentence is in and the body is
 * still short, sentences take their longest phrasing (never one opening like a neighbour).
 */
function lengthen(
  paragraphs: BodyParagraph[],
  alternatives: ReadonlyMap<string, string[]>,
  frameWords: number,
): BodyParagraph[] {
  let words = bodyWords(paragraphs, frameWords);
  if (words >= LENGTHEN_TO) return paragraphs;
  const flat = paragraphs.flatMap((p) => p.sentences);
  const firstWordAt = (i: number) => (flat[i] ? firstWord(flat[i].text) : '');
  const replaced = new Map<Sentence, string>();
  for (const [i, s] of flat.entries()) {
    if (words >= LENGTHEN_TO) break;
    const neighbours = new Set([firstWordAt(i - 1), firstWordAt(i + 1)]);
    const longer = (alternatives.get(s.text) ?? [])
      .filter((t) => countWords(t) > countWords(s.text) && !neighbours.has(firstWord(t)))
      .sort((a, b) => countWords(b) - countWords(a))[0];
    if (!longer) continue;
    words += countWords(longer) - countWords(s.text);
    replaced.set(s, longer);
  }
  return paragraphs.map((p) => ({
    ...p,
    sentences: p.sentences.map((s) => ({ ...s, text: replaced.get(s) ?? s.text })),
  }));
}

function fit(paragraphs: BodyParagraph[], frameWords: number): BodyParagraph[] {
  const chosen = new Set<Sentence>(paragraphs.flatMap((p) => p.sentences.filter((s) => s.optional === null)));
  let words = frameWords + [...chosen].reduce((n, s) => n + countWords(s.text), 0);
  const optional = paragraphs
    .flatMap((p) => p.sentences)
    .filter((s) => s.optional !== null)
    .sort((a, b) => a.optional! - b.optional!);
  for (const s of optional) {
    if (words >= TARGET_WORDS) break;
    const n = countWords(s.text);
    if (words + n > ADD_CEILING) continue;
    chosen.add(s);
    words += n;
  }
  return paragraphs
    .map((p) => ({ ...p, sentences: p.sentences.filter((s) => chosen.has(s)) }))
    .filter((p) => p.sentences.length);
}
