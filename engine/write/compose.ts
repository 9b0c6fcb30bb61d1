/**
 * The built-in writer's composition: the body's sentences chosen from the phrasebook (one variant
 * per slot, picked by a hash of the input, never two neighbours opening alike), each carrying the
 * CV lines and requirements it rests on; optional sentences then fill the body to its target length.
 * The role's title and the company are named in the opening (the company once more in the
 * motivation); afterwards the letter says "this role" and "you". The evidence leads with the role
 * that shows the ad's requirements; the second paragraph adds at most two further facts, those the
 * ad asks for first.
 */
import type { Tone } from '#domain/applications';
import type { CompanyForms, Phrasebook, ToneVariants, Variants } from './phrases/types.ts';
import { avoiding, firstWord, type Picker } from './hash.ts';
import { extendsSentence } from './phrases/cross.ts';
import type { Claim, Facts, Role, Study } from './facts.ts';
import { PERFECT_FIT } from './claims.ts';
import { speaksOfStudy } from './cues.ts';
import { countWords, lowerFirst, mentions, sentenceKey, sentencesOf, upperFirst } from './text.ts';

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
  /** The most sentences the length fit may give it. */
  maxSentences?: number;
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
  education: 3,
  languages: 4,
  closingExtra: 5,
  otherTools: 7,
  secondAchievement: 5,
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
  years: 2,
  strengths: 4,
  licence: 4,
  motivationRole: 3,
  lastResort: 20,
} as const;

interface Ctx extends Omit<ComposeInput, 'frameWords' | 'greetingNamesCompany'> {
  /** How the letter refers to the company after naming it: "your company", "Ihr Unternehmen", "jer". */
  coAgain: CompanyForms;
  /** Whether the motivation may still name the company (not when the greeting already did). */
  nameInMotivation: boolean;
  /** Whether the first evidence paragraph already named the soft skills the ad asks for. */
  softShown: boolean;
  /** Whether a CV title or degree the letter may name contains the role's title (then it is not named again). */
  roleInFacts: boolean;
  /** First words of the sentences written so far, most recent last. */
  recent: string[];
  /** Each phrased sentence's alternatives, for the final pass over neighbours. */
  alternatives: Map<string, string[]>;
  /** Each phrased sentence's slot. */
  slots: Map<string, string>;
  /** The first two words of every sentence so far. */
  openings: Set<string>;
  /** Phrasings that extend their sentence with an optional clause (see phrases/cross.ts). */
  extended: Set<string>;
  /** Whether the last sentence written was such a phrasing. */
  lastExtended: boolean;
}

const openingOf = (text: string) => text.split(/\s+/).slice(0, 2).join(' ').toLowerCase();

function toneVariants<C>(v: ToneVariants<C>, tone: Tone): Variants<C> {
  return v[tone] ?? v.any;
}

/** Whether a text repeats a sentence of the applicant's earlier letters (keys: sentenceKey). */
function saidEarlier(earlier: ReadonlySet<string>, text: string): boolean {
  return earlier.size > 0 && sentencesOf(text).some((s) => earlier.has(sentenceKey(s)));
}

function say<C>(ctx: Ctx, slot: string, variants: Variants<C>, facts: C): string {
  const finish = ctx.book.finish ?? ((s: string) => s);
  // A name that ends in a full stop ("Quarteera e.V.") does not take a second one.
  const render = (v: Variants<C>[number]) => {
    const text = finish(upperFirst(v(facts))).replace(/(?<!\.)\.\.(?!\.)/g, '.');
    if (extendsSentence(v)) ctx.extended.add(text);
    return text;
  };
  const all = ctx.picker.ordered(slot, variants, render);
  // A career-change letter never says the role is "exactly" what the applicant does or wants.
  const fitting = ctx.facts.careerChange ? all.filter((o) => !PERFECT_FIT.test(o)) : all;
  const usable = fitting.length ? fitting : all;
  // Not the way an earlier letter of the applicant said it, where another phrasing fits.
  const unsaid = usable.filter((o) => !saidEarlier(ctx.earlier, o));
  const options = unsaid.length ? unsaid : usable;
  // A phrasing the letter has used already ("In that role, …" twice) goes to the back.
  const fresh = options.filter((o) => !ctx.openings.has(openingOf(o)));
  // Two sentences in a row that each add a clause ("…, and that experience comes with me.") read heavy.
  const firstChoice = fresh.length ? fresh : options;
  const plain = ctx.lastExtended ? firstChoice.filter((o) => !ctx.extended.has(o)) : firstChoice;
  const text = spread(ctx.picker, slot, plain.length ? plain : firstChoice, ctx.recent);
  ctx.lastExtended = ctx.extended.has(text);
  ctx.recent.push(firstWord(text));
  ctx.openings.add(openingOf(text));
  for (const option of options) {
    ctx.alternatives.set(option, options);
    ctx.slots.set(option, slot);
  }
  return text;
}

/**
 * One of `texts` that does not open like the last sentences (against the last three, then the last
 * one), chosen by the picker among all that qualify: taking the first that qualifies would make the
 * variant after a clashing one the usual choice, and two letters of one CV would share it.
 */
function spread(picker: Picker, slot: string, texts: readonly string[], recent: readonly string[]): string {
  for (const avoid of [new Set(recent.slice(-3)), new Set(recent.slice(-1))]) {
    const free = texts.filter((t) => !avoid.has(firstWord(t)));
    if (free.length) return free[picker.index(`${slot}|free`, free.length)]!;
  }
  return texts[0]!;
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

/**
 * A title or degree from a CV in another language is kept in quotes ("„Sygeplejerske“"), so the
 * letter never reads as if the title were translated or the applicant wrote it in that language.
 */
function title(ctx: Ctx, text: string): string {
  const t = text.trim();
  return ctx.facts.foreignTitles && t ? ctx.book.quote(t) : t;
}

function roleFacts(ctx: Ctx, role: Role) {
  const { book } = ctx;
  return {
    roleAt: book.roleAt(title(ctx, role.entry.position), role.entry.company.trim()),
    period: periodOf(book, role.from, role.to, role.current),
    list: book.list(phrases(role.claims)),
  };
}

function studyFacts(ctx: Ctx, study: Study) {
  const { book } = ctx;
  const degreeAt = book.degreeAt(title(ctx, study.entry.degree), study.entry.institution.trim());
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

function example(ctx: Ctx, slot: string, line: string | null, optional: number): Sentence[] {
  if (!line) return [];
  const clause = ctx.book.clause?.(line);
  const text =
    clause && ctx.book.exampleClause
      ? say(ctx, slot, ctx.book.exampleClause, { clause })
      : say(ctx, slot, ctx.book.example, { line });
  return [sentence(text, optional, [line])];
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
    // The first evidence paragraph names the role; the opening names it only when there is none.
    const who = facts.roles.length ? [] : profile(ctx);
    sentences.push(...who, sentence(say(ctx, 'noMatch', book.noMatch, { role: ctx.role }), null));
    return { role: 'opening', sentences };
  }
  const extra = say(ctx, 'openingExtra', book.openingExtra, { role: ctx.role, co: ctx.coAgain });
  sentences.push(sentence(extra, STOCK.openingExtra));
  return { role: 'opening', sentences };
}

/** Who the applicant is now, for an opening without matched requirements to lead with. */
function profile(ctx: Ctx): Sentence[] {
  const { book, facts } = ctx;
  const role = facts.roles[0];
  if (role) {
    const facts = roleFacts(ctx, role);
    // Only the CV's latest entry is "most recent": a titled trainee post is not, when later jobs lost their titles.
    const text = role.current
      ? say(ctx, 'profile', book.currentRole, facts)
      : role.latest
        ? say(ctx, 'profile', book.recentRole, facts)
        : say(ctx, 'profile', book.otherRole, facts);
    return [sentence(text, null, [role.line])];
  }
  if (facts.study) {
    const { degreeAt } = studyFacts(ctx, facts.study);
    const variants =
      facts.study.kind === 'degree' && !facts.study.ongoing ? book.studyDone : qualification(ctx);
    return [sentence(say(ctx, 'profile', variants, { degreeAt }), null, [facts.study.line])];
  }
  return [];
}

function roleSentences(ctx: Ctx, role: Role, slot: string, first: boolean, exampleAt: number): Sentence[] {
  const { book } = ctx;
  // A role that shows none of the ad's requirements is named plainly: its other tools are not the lead.
  const items = phrases(role.claims);
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
  if (role.tools.length) {
    const text = say(ctx, `${slot}-tools`, book.roleTools, {
      list: book.list(role.tools),
      current: role.current,
    });
    out.push(sentence(text, role.claims.length ? OPTIONAL.tools : OPTIONAL.otherTools, [role.line]));
  }
  const examples = example(ctx, `${slot}-example`, role.achievement, exampleAt);
  // A second line of the lead role, quoted only when the body needs the length.
  if (examples.length && slot === 'role1')
    examples.push(...example(ctx, `${slot}-example2`, role.secondAchievement, OPTIONAL.secondAchievement));
  return [...out, ...examples];
}

/**
 * The roles in the order the evidence presents them: the most recent first, unless it shows none
 * of the ad's requirements and the other one does (the letter leads with what the ad asks for).
 */
function evidenceRoles(facts: Facts): {
  lead: Role | undefined;
  next: Role | undefined;
  nextIsLater: boolean;
} {
  const [latest, earlier] = facts.roles;
  if (latest && earlier && !latest.claims.length && earlier.claims.length)
    return { lead: earlier, next: latest, nextIsLater: true };
  return { lead: latest, next: earlier, nextIsLater: false };
}

/** A paragraph of one sentence reads thin: its first optional sentences become part of it. */
function atLeast(sentences: Sentence[], count: number): void {
  const optional = sentences.filter((s) => s.optional !== null).sort((a, b) => a.optional! - b.optional!);
  let fixed = sentences.length - optional.length;
  for (const s of optional) {
    if (fixed >= count) break;
    s.optional = null;
    fixed += 1;
  }
}

function firstEvidence(ctx: Ctx): BodyParagraph {
  const { book, facts } = ctx;
  const role = evidenceRoles(facts).lead;
  const sentences: Sentence[] = [];
  if (role) {
    sentences.push(...roleSentences(ctx, role, 'role1', true, OPTIONAL.example));
  } else if (facts.study?.kind === 'degree') {
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
  } else if (facts.study) {
    // An apprenticeship, exam or course is not "studies": the opening named it by its kind; what
    // it showed of the ad's requirements comes here as a plain list.
    const { claims } = facts.study;
    if (claims.length) {
      const text = say(ctx, 'study', book.skills, { list: book.list(phrases(claims)) });
      sentences.push(sentence(text, null, [facts.study.line, ...evidenceOf(claims)], ids(claims)));
    }
  }
  if (!role && facts.study) {
    // "What I learned during my studies" is not said of an apprenticeship, an exam or a course.
    const degree = facts.study.kind === 'degree';
    const variants = book.freshStart.filter((v) => degree || !speaksOfStudy(v({ role: ctx.role })));
    const fresh = say(ctx, 'freshStart', variants, { role: ctx.role });
    sentences.push(sentence(fresh, OPTIONAL.freshStart));
    if (facts.earlierStudy) {
      const earlier = studyFacts(ctx, facts.earlierStudy);
      const more = say(ctx, 'earlierStudy', book.earlierStudy, earlier);
      sentences.push(sentence(more, OPTIONAL.earlierStudy, [facts.earlierStudy.line]));
    }
  }
  // The years when the ad asks for experience; otherwise only for a body short of its minimum.
  if (facts.years && facts.roles.length) {
    const asked = facts.years.requirementId;
    const text = say(ctx, 'years', book.years, { years: facts.years.value });
    // Unasked, the years are the same line in every letter of the CV: said only when the body is short.
    sentences.push(sentence(text, asked ? null : STOCK.years, [], asked ? [asked] : []));
  }
  const other = facts.otherClaims;
  if (other.length) {
    const text = say(ctx, 'skills', book.skills, { list: book.list(phrases(other)) });
    sentences.push(sentence(text, null, evidenceOf(other), ids(other)));
  } else if (role && !role.claims.length && facts.softClaims.length) {
    // Without a technical requirement to show, the soft skills the ad asks for come here, not last.
    sentences.push({ ...softSentence(ctx), optional: null });
    ctx.softShown = true;
  }
  atLeast(sentences, 2);
  return { role: 'evidence', sentences };
}

/** The kinds of extra fact the second evidence paragraph may add to the roles (at most two). */
export type ExtraKind = 'education' | 'languages' | 'certifications' | 'soft' | 'skills' | 'licence';
export const MAX_EXTRAS = 2;

interface Extra {
  kind: ExtraKind;
  /** How much the ad asks for it: what it asks for comes first. */
  relevance: number;
  sentences: Sentence[];
}

/**
 * The extra facts worth a line, most relevant to the ad first: a degree the ad asks for, the
 * languages it asks for, the soft skills it names, a certification in a field it names; the CV's
 * other skills only when nothing better is there.
 */
function extras(ctx: Ctx): Extra[] {
  const { book, facts } = ctx;
  const out: Extra[] = [];
  const noMatch = !facts.topClaims.length;
  if (facts.softClaims.length) {
    if (!ctx.softShown) out.push({ kind: 'soft', relevance: 3, sentences: [softSentence(ctx)] });
  } else if (facts.strengths.length) {
    const text = say(ctx, 'strengths', book.strengths, {
      list: book.list(facts.strengths.map((s) => s.label)),
    });
    const lines = facts.strengths.map((s) => s.line);
    out.push({ kind: 'soft', relevance: 1, sentences: [sentence(text, OPTIONAL.strengths, lines)] });
  }
  const study = education(ctx);
  if (study.length)
    out.push({ kind: 'education', relevance: facts.educationClaim ? 4 : 1.5, sentences: study });
  const spoken = languages(ctx);
  if (spoken.length)
    out.push({
      kind: 'languages',
      relevance: facts.languages.requirementIds.length ? 4 : 0.5,
      sentences: spoken,
    });
  if (facts.licence) {
    const asked = facts.licence.requirementId;
    const text = say(ctx, 'licence', book.licence, {});
    out.push({
      kind: 'licence',
      relevance: asked ? 3.5 : 0.9,
      sentences: [sentence(text, asked ? null : OPTIONAL.licence, facts.licence.lines, asked ? [asked] : [])],
    });
  }
  const certs = certifications(ctx);
  if (certs.length)
    out.push({ kind: 'certifications', relevance: facts.certificationsAsked ? 3 : 1, sentences: certs });
  if (facts.extraSkills.length && !noMatch && facts.roles.length) {
    const list = book.list(facts.extraSkills.map((s) => s.label));
    const text = say(ctx, 'toolkit', book.moreSkills, { list });
    const lines = facts.extraSkills.map((s) => s.line);
    out.push({ kind: 'skills', relevance: 0.8, sentences: [sentence(text, OPTIONAL.moreSkills, lines)] });
  }
  // Stable: equal relevance keeps the order above.
  const chosen = out
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.relevance - a.e.relevance || a.i - b.i)
    .slice(0, MAX_EXTRAS)
    .map(({ e }) => e);
  return joined(ctx, chosen);
}

/**
 * Two extra facts do not always stand as two sentences: the degree and the languages are, for
 * some letters, one sentence ("I studied …, and I speak English and Spanish.").
 */
function joined(ctx: Ctx, chosen: Extra[]): Extra[] {
  const study = chosen.find((e) => e.kind === 'education');
  const spoken = chosen.find((e) => e.kind === 'languages');
  if (!study || !spoken || chosen.length !== 2 || ctx.picker.index('joinExtras', 2) !== 0) return chosen;
  const [first] = study.sentences;
  const [second] = spoken.sentences;
  const names = spokenNames(ctx);
  // "I studied …, and I would build on it there, and I speak …": a sentence with a clause added takes no second.
  if (!first || !second || !/\.$/.test(first.text) || ctx.extended.has(first.text)) return chosen;
  const list = ctx.book.list(names);
  // The slot's own choice first; a whole sentence an earlier letter wrote is not written again.
  const text = ctx.picker
    .ordered(
      'languagesTail',
      ctx.book.languagesTail,
      (tail) => `${first.text.slice(0, -1)}, ${tail({ list })}.`,
    )
    .find((t) => !saidEarlier(ctx.earlier, t));
  if (!text) return chosen;
  const optional =
    first.optional === null || second.optional === null ? null : Math.min(first.optional, second.optional);
  const merged = sentence(
    text,
    optional,
    [...first.cvEvidence, ...second.cvEvidence],
    [...first.requirementIds, ...second.requirementIds],
  );
  return [{ ...study, sentences: [merged] }];
}

/** The soft skills the ad asks for that the CV shows. */
function softSentence(ctx: Ctx): Sentence {
  const soft = ctx.facts.softClaims;
  const text = say(ctx, 'soft', ctx.book.soft, { list: ctx.book.list(phrases(soft)) });
  return sentence(text, OPTIONAL.soft, evidenceOf(soft), ids(soft));
}

/**
 * With nothing in the ad matched, or no job to tell of, the CV's own skills carry the paragraph
 * (they are its subject, not an extra added to the roles).
 */
function toolkit(ctx: Ctx): Sentence[] {
  const { book, facts } = ctx;
  const noMatch = !facts.topClaims.length;
  if ((!noMatch && facts.roles.length) || !facts.extraSkills.length) return [];
  const list = book.list(facts.extraSkills.map((s) => s.label));
  const text = say(ctx, 'toolkit', noMatch ? book.toolkit : book.moreSkills, { list });
  return [
    sentence(
      text,
      noMatch ? null : OPTIONAL.moreSkills,
      facts.extraSkills.map((s) => s.line),
    ),
  ];
}

function secondEvidence(ctx: Ctx): BodyParagraph {
  const { book, facts } = ctx;
  const sentences: Sentence[] = [];
  const { next: role, nextIsLater } = evidenceRoles(facts);
  if (role) sentences.push(...roleSentences(ctx, role, 'role2', nextIsLater, OPTIONAL.secondExample));
  facts.earlierRoles.forEach((earlier, i) => {
    const text = say(ctx, `role${3 + i}`, book.otherRole, roleFacts(ctx, earlier));
    sentences.push(sentence(text, OPTIONAL.earlierRole + i * 4, [earlier.line]));
  });
  sentences.push(...toolkit(ctx), ...extras(ctx).flatMap((e) => e.sentences));
  if (facts.roles.length) {
    const wrap = say(ctx, 'evidenceWrap', book.evidenceWrap, { role: ctx.role });
    sentences.push(sentence(wrap, STOCK.evidenceWrap));
  }
  atLeast(sentences, 2);
  return { role: 'evidence', sentences };
}

/**
 * The phrasings that name the main qualification by its kind and state: a degree under way is
 * studied, any other qualification under way is being completed (never "studied"), a finished
 * one is named as what it is (a degree studied, an exam passed, an apprenticeship trained).
 */
function qualification(ctx: Ctx): Phrasebook['studyOngoing'] {
  const study = ctx.facts.study!;
  if (!study.ongoing) return ctx.book.education[study.kind];
  return study.kind === 'degree' ? ctx.book.studyOngoing : ctx.book.trainingOngoing;
}

function education(ctx: Ctx): Sentence[] {
  const { facts } = ctx;
  // Without roles the study already led the first evidence paragraph.
  if (!facts.study || !facts.roles.length) return [];
  const text = say(ctx, 'education', qualification(ctx), {
    degreeAt: studyFacts(ctx, facts.study).degreeAt,
  });
  const claim = facts.educationClaim;
  return [
    sentence(text, claim ? null : OPTIONAL.education, [facts.study.line], claim ? [claim.requirementId] : []),
  ];
}

/** "English (native)", "tysk (grundlæggende)": a language is named with the level the CV gives. */
function spokenNames(ctx: Ctx): string[] {
  const { book } = ctx;
  return ctx.facts.languages.spoken.flatMap(({ code, level }) => {
    const name = book.languageNames[code];
    return name ? [`${name} (${book.languageLevels[level]})`] : [];
  });
}

function languages(ctx: Ctx): Sentence[] {
  const { book, facts } = ctx;
  const names = spokenNames(ctx);
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

/** The motivation says why this employer in two or three sentences, around one concrete hook. */
const MOTIVATION_SENTENCES = 3;

function motivation(ctx: Ctx): BodyParagraph {
  const { book, facts } = ctx;
  // The company is named once more here at most (the opening named it); afterwards it is "you".
  const named = { role: ctx.role, co: ctx.nameInMotivation ? ctx.co : ctx.coAgain };
  const again = { role: ctx.role, co: ctx.coAgain };
  const sentences: Sentence[] = [];
  // The ad's own sentences are never quoted back at the employer: the reason is the applicant's.
  const top = facts.topClaims.slice(0, 2);
  const reason =
    facts.careerChange && facts.background
      ? say(ctx, 'motivation', book.careerChange, { ...named, from: title(ctx, facts.background) })
      : top.length
        ? say(ctx, 'motivation', toneVariants(book.motivation, ctx.tone), {
            ...named,
            list: book.list(phrases(top)),
          })
        : say(ctx, 'motivation', toneVariants(book.motivationPlain, ctx.tone), named);
  sentences.push(sentence(reason, null, [], ids(top)));
  // The CV's own sentence reads the same in every letter: only for a body that needs it.
  if (facts.summary) sentences.unshift(sentence(facts.summary, STOCK.summary, [facts.summary]));
  if (facts.localTown) {
    const text = say(ctx, 'localTown', book.localTown, { town: facts.localTown, co: ctx.coAgain });
    sentences.push(sentence(text, OPTIONAL.localTown));
  }
  if (facts.workMode)
    sentences.push(
      sentence(say(ctx, 'workMode', book.workMode, { mode: facts.workMode }), OPTIONAL.workMode),
    );
  // The role's title once more, unless a CV title or degree already repeats it in the body.
  if (!ctx.roleInFacts) {
    const text = say(ctx, 'motivationRole', book.motivationRole, { role: ctx.role });
    sentences.push(sentence(text, OPTIONAL.motivationRole));
  }
  sentences.push(...distinctExtras(ctx, again, sentences));
  return { role: 'motivation', sentences, maxSentences: MOTIVATION_SENTENCES };
}

/**
 * Generic motivation lines, each a different variant that opens unlike the paragraph's other
 * sentences: one for a letter short of facts, a second only when the body would fall short.
 */
function distinctExtras(ctx: Ctx, base: { role: string; co: CompanyForms }, before: Sentence[]): Sentence[] {
  const variants = ctx.book.motivationExtra;
  const start = ctx.picker.index('motivationExtra', variants.length);
  const taken = new Set(before.map((x) => openingOf(x.text)));
  const texts: string[] = [];
  for (let i = 0; i < variants.length && texts.length < 2; i++) {
    const text = upperFirst(variants[(start + i) % variants.length]!(base));
    // Nor one an earlier letter of the applicant said.
    if (taken.has(openingOf(text)) || saidEarlier(ctx.earlier, text)) continue;
    taken.add(openingOf(text));
    texts.push(text);
  }
  return texts.map((text, i) => sentence(text, i === 0 ? STOCK.motivationExtra : STOCK.motivationExtra2));
}

function closing(ctx: Ctx): BodyParagraph {
  const { book } = ctx;
  const sentences = [
    sentence(say(ctx, 'closing', toneVariants(book.closing, ctx.tone), { co: ctx.coAgain }), null),
    sentence(say(ctx, 'closingExtra', book.closingExtra, { co: ctx.coAgain }), OPTIONAL.closingExtra),
  ];
  const availability = say(ctx, 'availability', book.availability, { co: ctx.coAgain });
  sentences.splice(1, 0, sentence(availability, OPTIONAL.availability));
  const contact = book.contact(ctx.contact.phone, ctx.contact.email);
  if (contact) sentences.splice(1, 0, sentence(contact, OPTIONAL.contact));
  // A letter short of facts ends with more closing words, not with more stock lines in the body.
  const more = say(ctx, 'closingMore', book.closingMore, { co: ctx.coAgain });
  const further = say(ctx, 'closingMore2', book.closingMore, { co: ctx.coAgain });
  sentences.splice(sentences.length - 1, 0, sentence(more, LAST_RESORT));
  if (further !== more) sentences.splice(sentences.length - 1, 0, sentence(further, STOCK.closingMore2));
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
  /** Whether the greeting names the company ("Dear Tink team,"): then the body names it once only. */
  greetingNamesCompany: boolean;
  /** Sentences of the applicant's earlier letters (by sentenceKey): their phrasings go last. */
  earlier: ReadonlySet<string>;
}

function roleInFacts(facts: Facts, role: string): boolean {
  const named = [
    ...[...facts.roles, ...facts.earlierRoles].map((r) => `${r.entry.position} ${r.entry.company}`),
    facts.study?.entry.degree ?? '',
    facts.earlierStudy?.entry.degree ?? '',
    facts.background ?? '',
    facts.summary ?? '',
  ].join('\n');
  return mentions(named, role);
}

/** The body's paragraphs, filled with optional sentences up to the target length. */
export function composeBody(input: ComposeInput): BodyParagraph[] {
  const { frameWords, greetingNamesCompany, ...rest } = input;
  const ctx: Ctx = {
    ...rest,
    coAgain: { ...input.book.company(null), named: input.co.named },
    nameInMotivation: !greetingNamesCompany,
    softShown: false,
    roleInFacts: roleInFacts(input.facts, input.role),
    recent: [],
    alternatives: new Map(),
    slots: new Map(),
    openings: new Set(),
    extended: new Set(),
    lastExtended: false,
  };
  const paragraphs = [opening(ctx), firstEvidence(ctx), secondEvidence(ctx), motivation(ctx), closing(ctx)];
  const fitted = fit(
    paragraphs.filter((p) => p.sentences.length),
    frameWords,
    ctx.earlier,
  );
  const varied = varyNeighbours(fitted, ctx.alternatives);
  // Sentences that name something of this ad take longer phrasings first; those that say the
  // same of the CV in every letter only when still short (their longest phrasings would recur).
  const adBound = (s: Sentence) => s.requirementIds.length > 0 || AD_SLOTS.has(ctx.slots.get(s.text) ?? '');
  return lengthen(varied, ctx.alternatives, frameWords, ctx.picker, adBound);
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
 * still short, sentences take a longer phrasing (never one opening like a neighbour). Which longer
 * one is the picker's choice, not always the longest: two letters of one CV that both need the
 * length would otherwise take the same sentences.
 */
function lengthen(
  paragraphs: BodyParagraph[],
  alternatives: ReadonlyMap<string, string[]>,
  frameWords: number,
  picker: Picker,
  first: (s: Sentence) => boolean,
): BodyParagraph[] {
  let words = bodyWords(paragraphs, frameWords);
  if (words >= LENGTHEN_TO) return paragraphs;
  const flat = paragraphs.flatMap((p) => p.sentences);
  const order = [...flat.entries()].sort(([a, x], [b, y]) => Number(first(y)) - Number(first(x)) || a - b);
  const replaced = new Map<Sentence, string>();
  // A neighbour's text as it now reads: it may have taken a longer phrasing itself.
  const firstWordAt = (i: number) => (flat[i] ? firstWord(replaced.get(flat[i]) ?? flat[i].text) : '');
  for (const [i, s] of order) {
    if (words >= LENGTHEN_TO) break;
    const neighbours = new Set([firstWordAt(i - 1), firstWordAt(i + 1)]);
    const longerOnes = (alternatives.get(s.text) ?? []).filter(
      (t) => countWords(t) > countWords(s.text) && !neighbours.has(firstWord(t)),
    );
    const longer = longerOnes[picker.index(`lengthen${i}`, longerOnes.length)];
    if (!longer) continue;
    words += countWords(longer) - countWords(s.text);
    replaced.set(s, longer);
  }
  return paragraphs.map((p) => ({
    ...p,
    sentences: p.sentences.map((s) => ({ ...s, text: replaced.get(s) ?? s.text })),
  }));
}

/** Slots whose sentences name the ad (its role, its company) or belong to the closing paragraph. */
const AD_SLOTS = new Set([
  'opening',
  'motivation',
  'motivationRole',
  'closing',
  'closingExtra',
  'availability',
  'closingMore',
  'closingMore2',
]);

/** Optional sentences this low are stock phrases: added only when the body would fall short. */
const LAST_RESORT = OPTIONAL.lastResort;

/**
 * Lines that read the same in every letter of a CV (stock phrases, the CV's years): only for a
 * body short of its minimum, closing words first (the closing paragraph may repeat), so that two
 * letters of one user do not share sentences.
 */
const STOCK = {
  years: LAST_RESORT + 1,
  summary: LAST_RESORT,
  openingExtra: LAST_RESORT + 1,
  evidenceWrap: LAST_RESORT + 1,
  closingMore2: LAST_RESORT + 1,
  motivationExtra: LAST_RESORT + 2,
  motivationExtra2: LAST_RESORT + 3,
} as const;

function fit(paragraphs: BodyParagraph[], frameWords: number, earlier: ReadonlySet<string>): BodyParagraph[] {
  const chosen = new Set<Sentence>(paragraphs.flatMap((p) => p.sentences.filter((s) => s.optional === null)));
  let words = frameWords + [...chosen].reduce((n, s) => n + countWords(s.text), 0);
  const paragraphOf = new Map(paragraphs.flatMap((p) => p.sentences.map((s) => [s, p] as const)));
  // An optional sentence an earlier letter of the applicant said (a CV line quoted there, a slot
  // whose phrasings are used up) is left out of the opening, evidence and motivation, even where
  // the body then falls short: a recruiter who reads two letters of one applicant must not find the
  // same sentence twice there (issue 12). The closing's courtesies may recur, said ones last.
  const saidBefore = (s: Sentence) => saidEarlier(earlier, s.text);
  const optional = paragraphs
    .flatMap((p) =>
      p.sentences.filter((s) => s.optional !== null && (p.role === 'closing' || !saidBefore(s))),
    )
    .sort((a, b) => Number(saidBefore(a)) - Number(saidBefore(b)) || a.optional! - b.optional!);
  for (const s of optional) {
    if (words >= (s.optional! >= LAST_RESORT ? LENGTHEN_TO : TARGET_WORDS)) break;
    const n = countWords(s.text);
    if (words + n > ADD_CEILING) continue;
    const p = paragraphOf.get(s)!;
    if (p.maxSentences !== undefined && p.sentences.filter((x) => chosen.has(x)).length >= p.maxSentences)
      continue;
    chosen.add(s);
    words += n;
  }
  return paragraphs
    .map((p) => ({ ...p, sentences: p.sentences.filter((s) => chosen.has(s)) }))
    .filter((p) => p.sentences.length);
}
