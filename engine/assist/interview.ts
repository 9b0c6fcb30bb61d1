import type { AssistantLanguage } from '#domain/assistant';
import type { TRequirement, TRequirementMatch } from '#domain/applications';
import type { TCvData } from '#domain/cv';
import { experienceLine } from '#engine/match/index';
import { experienceYears } from '#engine/write/sheet';
import { mentions } from '#engine/write/text';
import {
  analysed,
  applicationName,
  applicationSource,
  cvSource,
  noCvText,
  pickApplication,
  quote,
} from './context.ts';
import type { AssistantAnswer, AssistantContext, Both } from './types.ts';

/** Enough questions for an hour's practice, not a wall of text. */
const MAX_QUESTIONS = 6;

type Kind = TRequirement['kind'];
const QUESTION: Both<Record<Kind, (x: string) => string>> = {
  en: {
    'hard-skill': (x) =>
      `Tell us about a piece of work where you used ${x}. What was your part, and how did it go?`,
    'soft-skill': (x) => `Give an example of a time you showed ${x}.`,
    experience: (x) => `The ad asks for “${x}”. Walk us through the experience that meets it.`,
    education: (x) => `How has your education prepared you for this role (the ad asks for ${x})?`,
    language: (x) => `How do you use ${x} at work? Give an example.`,
    other: (x) => `The ad asks for “${x}”. How do you meet that?`,
  },
  da: {
    'hard-skill': (x) => `Fortæl om en opgave, hvor du brugte ${x}. Hvad var din rolle, og hvordan gik det?`,
    'soft-skill': (x) => `Giv et eksempel på en situation, hvor du viste ${x}.`,
    experience: (x) => `Opslaget beder om “${x}”. Fortæl om den erfaring, der lever op til det.`,
    education: (x) => `Hvordan har din uddannelse forberedt dig til jobbet (opslaget beder om ${x})?`,
    language: (x) => `Hvordan bruger du ${x} i dit arbejde? Giv et eksempel.`,
    other: (x) => `Opslaget beder om “${x}”. Hvordan lever du op til det?`,
  },
};

const WORDS = {
  en: {
    title: (job: string) => `## Interview preparation: ${job}`,
    intro: (n: number) =>
      `These ${n} questions come from the ad's must-have requirements, each with what your CV shows for it and a STAR outline (Situation, Task, Action, Result) to practise aloud.`,
    evidence: 'Your CV shows',
    gap: 'Your CV does not show this. Be honest: name the closest thing you have done and how you would get up to speed.',
    st: (line: string) => `**Situation/Task:** ${line}: set the scene and say what you were responsible for.`,
    stNone: '**Situation/Task:** pick one concrete situation and say what you were responsible for.',
    a: (x: string | null) =>
      `**Action:** what you did yourself${x ? ` with ${x}` : ''}: the steps and the choices you made.`,
    r: (counted: boolean) =>
      counted
        ? '**Result:** what came of it: lead with the number that line gives.'
        : '**Result:** what came of it, with a number if you have one.',
    closing: '### Also expect',
    why: (company: string) => `Why do you want to work at ${company}?`,
    pitch: (role: string | null, years: number) =>
      role
        ? `Tell us about yourself: a one-minute pitch from your latest role (${role})${years ? ` and your ${years} years of experience` : ''}.`
        : 'Tell us about yourself: a one-minute pitch of your background.',
    noApp:
      'You have no saved application with a job ad yet, so I cannot read the requirements. [Create an application](/new-job) with the ad, then ask me again; meanwhile, practise these general questions from your CV:',
  },
  da: {
    title: (job: string) => `## Forberedelse til jobsamtale: ${job}`,
    intro: (n: number) =>
      `De ${n} spørgsmål kommer fra opslagets krav, hver med det dit CV viser og en STAR-skitse (Situation, Opgave, Handling, Resultat), du kan øve højt.`,
    evidence: 'Dit CV viser',
    gap: 'Dit CV viser ikke dette. Vær ærlig: nævn det nærmeste du har gjort, og hvordan du vil sætte dig ind i det.',
    st: (line: string) => `**Situation/Opgave:** ${line}: beskriv situationen og hvad du havde ansvaret for.`,
    stNone: '**Situation/Opgave:** vælg en konkret situation og sig, hvad du havde ansvaret for.',
    a: (x: string | null) =>
      `**Handling:** hvad du selv gjorde${x ? ` med ${x}` : ''}: skridtene og de valg du traf.`,
    r: (counted: boolean) =>
      counted
        ? '**Resultat:** hvad det førte til: start med det tal, linjen giver.'
        : '**Resultat:** hvad det førte til, gerne med et tal.',
    closing: '### Forvent også',
    why: (company: string) => `Hvorfor vil du gerne arbejde hos ${company}?`,
    pitch: (role: string | null, years: number) =>
      role
        ? `Fortæl om dig selv: en pitch på et minut ud fra din seneste stilling (${role})${years ? ` og dine ${years} års erfaring` : ''}.`
        : 'Fortæl om dig selv: en pitch på et minut om din baggrund.',
    noApp:
      'Du har ingen gemt ansøgning med et jobopslag endnu, så jeg kan ikke læse kravene. [Opret en ansøgning](/new-job) med opslaget, og spørg mig igen; øv imens disse generelle spørgsmål ud fra dit CV:',
  },
} as const;

/** CV description lines (bullets) in order of the jobs. */
function cvBullets(cv: TCvData): string[] {
  return cv.experience.flatMap((e) =>
    e.description
      .split('\n')
      .map((l) => l.replace(/^[\s•\-–*·]+/, '').trim())
      .filter((l) => l.length > 15),
  );
}

function questionFor(
  req: TRequirement,
  match: TRequirementMatch | undefined,
  bullets: readonly string[],
  language: AssistantLanguage,
): string {
  const w = WORDS[language];
  const x = req.canonical ?? req.text.replace(/[.:;]+$/, '');
  const lines = [`**${QUESTION[language][req.kind](x)}**`];
  const evidence = match?.status === 'missing' ? [] : (match?.cvEvidence ?? []);
  if (evidence.length === 0) {
    lines.push(`- ${w.gap}`);
    return lines.join('\n');
  }
  lines.push(
    `- ${w.evidence}: ${evidence
      .slice(0, 2)
      .map((e) => quote(e))
      .join(', ')}`,
  );
  // A bullet that names the requirement is the best story; one with a number is its result.
  const story = bullets.find((b) => mentions(b, x));
  lines.push(`- ${story ? w.st(quote(story)) : evidence[0] ? w.st(quote(evidence[0])) : w.stNone}`);
  // Only a skill is something one works "with"; years or a degree are not.
  lines.push(`- ${w.a(req.kind === 'hard-skill' || req.kind === 'language' ? x : null)}`);
  lines.push(`- ${w.r(Boolean(story && /\d/.test(story)))}`);
  return lines.join('\n');
}

function latestRole(cv: TCvData): string | null {
  const job = cv.experience.find((e) => e.current) ?? cv.experience[0];
  return job ? experienceLine(job) : null;
}

/**
 * Interview preparation: likely questions from the chosen (or latest) application's must-have
 * requirements, the CV's evidence for each as the ATS report found it, and a STAR outline. `about`
 * is the text naming the application (the question, or the model's argument).
 */
export function interviewAnswer(
  about: string,
  ctx: AssistantContext,
  language: AssistantLanguage,
): AssistantAnswer {
  const w = WORDS[language];
  if (!ctx.cv) return { tool: 'interview', language, content: noCvText(language), sources: [] };
  const { cv } = ctx;
  const app = pickApplication(about, ctx);
  const found = app ? analysed(app, ctx) : null;
  // The same count the fact sheet and the claim checker hold a model's answer to.
  const years = experienceYears(cv.data, ctx.now);
  if (!app || !found || found.ad.requirements.length === 0) {
    const general = [
      w.pitch(latestRole(cv.data), years),
      ...cv.data.skills.technical.slice(0, 2).map((s) => QUESTION[language]['hard-skill'](s)),
      ...cv.data.skills.soft.slice(0, 1).map((s) => QUESTION[language]['soft-skill'](s)),
    ];
    return {
      tool: 'interview',
      language,
      content: [w.noApp, '', ...general.map((q, i) => `${i + 1}. ${q}`)].join('\n'),
      sources: [cvSource(cv)],
    };
  }
  const { ad, report } = found;
  const ordered = [
    ...ad.requirements.filter((r) => r.importance === 'must'),
    ...ad.requirements.filter((r) => r.importance === 'nice'),
  ].slice(0, MAX_QUESTIONS);
  const bullets = cvBullets(cv.data);
  const blocks = ordered.map(
    (r, i) =>
      `${i + 1}. ${questionFor(
        r,
        report?.matches.find((m) => m.requirementId === r.id),
        bullets,
        language,
      ).replace(/\n/g, '\n   ')}`,
  );
  const company = app.companyName.trim() || ad.company;
  const content = [
    w.title(applicationName(app)),
    '',
    w.intro(ordered.length),
    '',
    blocks.join('\n\n'),
    '',
    w.closing,
    '',
    `- ${w.pitch(latestRole(cv.data), years)}`,
    ...(company ? [`- ${w.why(company)}`] : []),
  ].join('\n');
  return { tool: 'interview', language, content, sources: [cvSource(cv), applicationSource(app)] };
}
