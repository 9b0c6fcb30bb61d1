import type { AssistantLanguage } from '#domain/assistant';
import {
  analysed,
  applicationName,
  applicationSource,
  cvSource,
  noCvText,
  pickApplication,
} from './context.ts';
import type { AssistantAnswer, AssistantContext } from './types.ts';

const WORDS = {
  en: {
    forJob: (job: string, cv: string) =>
      `The application generator writes the letter for **${job}** from your CV “${cv}”, with the ATS report, and states only what your CV supports. I've filled in the job for you:`,
    noJob: (cv: string) =>
      `The application generator writes a tailored letter from your CV “${cv}” and the job ad you paste, with the ATS report, and states only what your CV supports.`,
    lead: '**Lead with** what the ad asks for and your CV shows:',
    address: '**Be ready to address** what the ad asks for that your CV does not show:',
    open: 'Open the generator',
  },
  da: {
    forJob: (job: string, cv: string) =>
      `Ansøgningsgeneratoren skriver ansøgningen til **${job}** ud fra dit CV “${cv}”, med ATS-rapporten, og skriver kun det dit CV underbygger. Jeg har udfyldt jobbet for dig:`,
    noJob: (cv: string) =>
      `Ansøgningsgeneratoren skriver en målrettet ansøgning ud fra dit CV “${cv}” og det jobopslag du indsætter, med ATS-rapporten, og skriver kun det dit CV underbygger.`,
    lead: '**Start med** det opslaget beder om, og som dit CV viser:',
    address: '**Vær klar til at forholde dig til** det opslaget beder om, som dit CV ikke viser:',
    open: 'Åbn generatoren',
  },
} as const;

/** Cover letter: the generator does the writing; the answer opens it with the chosen job filled in. */
export function coverLetterAnswer(
  about: string,
  ctx: AssistantContext,
  language: AssistantLanguage,
): AssistantAnswer {
  if (!ctx.cv) return { tool: 'cover-letter', language, content: noCvText(language), sources: [] };
  const w = WORDS[language];
  const app = pickApplication(about, ctx);
  if (!app) {
    const link = { href: '/new-job', label: w.open };
    return {
      tool: 'cover-letter',
      language,
      content: `${w.noJob(ctx.cv.name)}\n\n[${w.open}](/new-job)`,
      sources: [cvSource(ctx.cv)],
      link,
    };
  }
  const href = `/new-job?from=${app.id}`;
  const report = analysed(app, ctx)?.report;
  const name = (id: string) => {
    const r = report?.requirements.find((q) => q.id === id);
    return r ? (r.canonical ?? r.text) : null;
  };
  const met = (report?.matches ?? []).filter((m) => m.status === 'matched').map((m) => name(m.requirementId));
  const missing = (report?.matches ?? [])
    .filter((m) => m.status === 'missing')
    .map((m) => name(m.requirementId));
  const list = (xs: (string | null)[]) =>
    xs
      .filter((x): x is string => Boolean(x))
      .slice(0, 4)
      .join(', ');
  const content = [
    w.forJob(applicationName(app), ctx.cv.name),
    '',
    `[${w.open}](${href})`,
    ...(list(met) ? ['', `- ${w.lead} ${list(met)}.`] : []),
    ...(list(missing) ? [`${list(met) ? '' : '\n'}- ${w.address} ${list(missing)}.`] : []),
  ].join('\n');
  return {
    tool: 'cover-letter',
    language,
    content,
    sources: [cvSource(ctx.cv), applicationSource(app)],
    link: { href, label: w.open },
  };
}
