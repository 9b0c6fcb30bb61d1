import type { AssistantLanguage, TAssistantSource } from '#domain/assistant';
import type { TCvData } from '#domain/cv';
import { adFields, skillFieldCounts, titleFields } from '#engine/match/field';
import { findConcepts } from '#engine/match/index';
import { FIELD_SKILLS, withParents, type Field } from '#engine/skills/occupations';
import { cvText } from '#engine/write/text';
import { analysed, applicationSource, cvSource, noCvText } from './context.ts';
import { plain } from './route.ts';
import type { AssistantAnswer, AssistantContext, Both } from './types.ts';

export const FIELD_NAMES: Readonly<Record<Field, Both>> = {
  software: { en: 'software development', da: 'softwareudvikling' },
  data: { en: 'data and analytics', da: 'data og analyse' },
  it: { en: 'IT operations', da: 'IT-drift' },
  accounting: { en: 'accounting and finance', da: 'regnskab og økonomi' },
  office: { en: 'office and administration', da: 'kontor og administration' },
  sales: { en: 'sales', da: 'salg' },
  marketing: { en: 'marketing', da: 'marketing' },
  communications: { en: 'communications', da: 'kommunikation' },
  design: { en: 'design and UX', da: 'design og UX' },
  teaching: { en: 'teaching', da: 'undervisning' },
  nursing: { en: 'nursing', da: 'sygepleje' },
  medicine: { en: 'medicine', da: 'medicin' },
  social: { en: 'social work', da: 'socialt arbejde' },
  lab: { en: 'laboratory work', da: 'laboratoriearbejde' },
  logistics: { en: 'logistics', da: 'logistik' },
  warehouse: { en: 'warehouse work', da: 'lagerarbejde' },
  cleaning: { en: 'cleaning', da: 'rengøring' },
  hr: { en: 'HR', da: 'HR' },
  engineering: { en: 'engineering', da: 'ingeniørarbejde' },
};

/** How many target skills the comparison shows: the occupation's own, then those of the user's ads. */
const MAX_TARGET_SKILLS = 16;
const PLAN_STEPS = 3;
const PER_STEP = 2;

/** Where the target is named: after the last "to", "into", "become", "til", "blive"… */
const TARGET_CUE = /\b(to|into|become|becoming|as|til|blive|som|indenfor|inden for)\b/g;

/** Every skill concept the CV names, with the broader ones each implies (Django → Python). */
function cvConcepts(cv: TCvData): Set<string> {
  const text = [cvText(cv), ...cv.skills.technical, ...cv.skills.soft].join('\n');
  return new Set(findConcepts(text).flatMap((h) => withParents(h.concept.label)));
}

function fieldsOfText(text: string): Set<Field> {
  const fields = titleFields(text);
  const concepts = findConcepts(text).map((h) => h.concept.label);
  for (const f of skillFieldCounts(concepts).keys()) fields.add(f);
  return fields;
}

/** The occupation the question asks about: its words after the last target cue, else all of them. */
function targetOf(question: string): { fields: Set<Field>; concepts: string[] } {
  const text = plain(question);
  let at = -1;
  for (const m of text.matchAll(TARGET_CUE)) at = m.index + m[0].length;
  const tail = at >= 0 ? question.slice(at) : question;
  const fields = fieldsOfText(tail);
  const concepts = findConcepts(tail)
    .filter((h) => h.concept.kind === 'hard-skill')
    .map((h) => h.concept.label);
  if (fields.size || concepts.length || at < 0) return { fields, concepts };
  return { fields: fieldsOfText(question), concepts: [] };
}

function cvFields(cv: TCvData, concepts: ReadonlySet<string>): Set<Field> {
  const fields = new Set<Field>();
  for (const e of cv.experience) for (const f of titleFields(e.position)) fields.add(f);
  // Job titles say what the person does; skills decide only for a CV whose titles name no field.
  if (fields.size === 0) for (const [f, n] of skillFieldCounts(concepts, true)) if (n >= 2) fields.add(f);
  return fields;
}

const WORDS = {
  en: {
    title: (target: string) => `## Career change to ${target}`,
    ask: (examples: string) =>
      `Which occupation do you want to move into? Name it (e.g. “How do I switch to ${examples}?”) and I'll compare it with the skills on your CV.`,
    now: (fields: string) => `Your CV today points to **${fields}**.`,
    basis: (n: number) =>
      `I compared the skills on your CV with ${n} skills of the occupation (from the ESCO skills vocabulary and the job ads you saved for it).`,
    overlap: '### What you already have',
    overlapNone:
      'None of its core skills appear on your CV yet; your transferable strengths matter all the more.',
    transferable: '**Transferable strengths:**',
    gaps: '### What is missing',
    gapsNone: 'Your CV already names every core skill I know for it: lead with them in your CV summary.',
    plan: '### A learning plan',
    step: (i: number, skills: string) =>
      `**Weeks ${i * 4 + 1}–${i * 4 + 4}:** learn ${skills} (a course or a certificate), then use it in a small project you can show.`,
    apply: (target: string) =>
      `**Then:** rewrite your CV summary towards ${target}, list the new projects under experience, and use the ATS report in the generator on real ads.`,
    targetRoles: 'Target roles',
  },
  da: {
    title: (target: string) => `## Karriereskift til ${target}`,
    ask: (examples: string) =>
      `Hvilket fag vil du gerne skifte til? Nævn det (fx “Hvordan skifter jeg til ${examples}?”), så sammenligner jeg det med kompetencerne i dit CV.`,
    now: (fields: string) => `Dit CV peger i dag på **${fields}**.`,
    basis: (n: number) =>
      `Jeg har sammenlignet kompetencerne i dit CV med ${n} kompetencer i faget (fra ESCO-kompetenceordforrådet og de jobopslag du har gemt til det).`,
    overlap: '### Det har du allerede',
    overlapNone:
      'Ingen af fagets kernekompetencer står i dit CV endnu; dine overførbare styrker tæller så meget desto mere.',
    transferable: '**Overførbare styrker:**',
    gaps: '### Det mangler',
    gapsNone:
      'Dit CV nævner allerede alle de kernekompetencer, jeg kender for faget: fremhæv dem i din profiltekst.',
    plan: '### En læreplan',
    step: (i: number, skills: string) =>
      `**Uge ${i * 4 + 1}–${i * 4 + 4}:** lær ${skills} (et kursus eller en certificering), og brug det i et lille projekt, du kan vise frem.`,
    apply: (target: string) =>
      `**Derefter:** skriv din profiltekst om mod ${target}, før de nye projekter op under erfaring, og brug ATS-rapporten i generatoren på rigtige opslag.`,
    targetRoles: 'Målroller',
  },
} as const;

/**
 * Career change: the CV's skills against the target occupation's (the ESCO-derived vocabulary's
 * skills of its field, plus the hard skills of the user's saved ads in that field): overlap, gaps
 * and a learning plan. The target comes from `target` (the question, or the model's argument naming
 * the occupation), else the profile's target roles.
 */
export function careerChangeAnswer(
  target: string,
  ctx: AssistantContext,
  language: AssistantLanguage,
): AssistantAnswer {
  if (!ctx.cv) return { tool: 'career-change', language, content: noCvText(language), sources: [] };
  const w = WORDS[language];
  const have = cvConcepts(ctx.cv.data);
  const current = cvFields(ctx.cv.data, have);
  const sources: TAssistantSource[] = [cvSource(ctx.cv)];

  let wish = targetOf(target);
  // Moving away from what the CV already is: a field the CV is in is not the target when another is named.
  const away = [...wish.fields].filter((f) => !current.has(f));
  if (away.length) wish = { ...wish, fields: new Set(away) };
  if (wish.fields.size === 0 && wish.concepts.length === 0 && ctx.profile.targetRoles.length) {
    wish = { fields: fieldsOfText(ctx.profile.targetRoles.join('\n')), concepts: [] };
    if (wish.fields.size)
      sources.push({ kind: 'profile', label: `${w.targetRoles}: ${ctx.profile.targetRoles.join(', ')}` });
  }
  const nowLine = current.size ? w.now([...current].map((f) => FIELD_NAMES[f][language]).join(', ')) : '';
  if (wish.fields.size === 0 && wish.concepts.length === 0) {
    const examples = (['design', 'data', 'hr'] as const).find((f) => !current.has(f)) ?? 'sales';
    return {
      tool: 'career-change',
      language,
      content: [nowLine, w.ask(FIELD_NAMES[examples][language])].filter(Boolean).join('\n\n'),
      sources,
    };
  }

  const fields = [...wish.fields];
  const wanted = new Set<string>([...wish.concepts, ...fields.flatMap((f) => FIELD_SKILLS[f])]);
  for (const app of ctx.applications) {
    const ad = analysed(app, ctx)?.ad;
    if (!ad || ![...adFields(ad.title, ad.hardSkills)].some((f) => wish.fields.has(f))) continue;
    const before = wanted.size;
    for (const s of ad.hardSkills) if (wanted.size < MAX_TARGET_SKILLS) wanted.add(s);
    if (wanted.size > before) sources.push(applicationSource(app));
  }
  const skills = [...wanted].slice(0, MAX_TARGET_SKILLS);
  const overlap = skills.filter((s) => have.has(s));
  const gaps = skills.filter((s) => !have.has(s));
  const soft = [
    ...new Set([
      ...ctx.cv.data.skills.soft,
      ...findConcepts(cvText(ctx.cv.data))
        .filter((h) => h.concept.kind === 'soft-skill')
        .map((h) => h.concept.label),
    ]),
  ].slice(0, 5);
  sources.push({ kind: 'vocabulary', label: 'ESCO' });

  const targetName = fields.length
    ? fields.map((f) => FIELD_NAMES[f][language]).join(' / ')
    : wish.concepts.join(', ');
  const plan = Array.from({ length: PLAN_STEPS }, (_, i) => gaps.slice(i * PER_STEP, i * PER_STEP + PER_STEP))
    .filter((g) => g.length)
    .map((g, i) => `${i + 1}. ${w.step(i, g.join(language === 'da' ? ' og ' : ' and '))}`);
  const content = [
    w.title(targetName),
    '',
    [nowLine, w.basis(skills.length)].filter(Boolean).join(' '),
    '',
    w.overlap,
    '',
    overlap.length ? overlap.map((s) => `- ${s}`).join('\n') : w.overlapNone,
    ...(soft.length ? ['', `${w.transferable} ${soft.join(', ')}`] : []),
    '',
    w.gaps,
    '',
    gaps.length ? gaps.map((s) => `- ${s}`).join('\n') : w.gapsNone,
    '',
    w.plan,
    '',
    ...plan,
    `${plan.length + 1}. ${w.apply(targetName)}`,
  ].join('\n');
  return { tool: 'career-change', language, content, sources };
}
