import type { AssistantLanguage, TAssistantSource } from '#domain/assistant';
import type { TAtsReport, TJobAd } from '#domain/applications';
import { analyseJobAd, matchCv } from '#engine/match/index';
import { foldWords } from '#engine/text/index';
import type { AssistantApplication, AssistantContext, Both } from './types.ts';

/**
 * The application a text is about: the one whose company or job title it names (a question naming
 * "Nordlys Software", or a model's argument "Nordlys" naming part of it), else the newest one with a
 * job ad. Null when the user has none.
 */
export function pickApplication(about: string, ctx: AssistantContext): AssistantApplication | null {
  const text = foldWords(about);
  const q = ` ${text} `;
  const named = ctx.applications.find((a) =>
    [a.companyName, a.jobTitle].some((name) => {
      const key = foldWords(name);
      return (key.length >= 3 && q.includes(` ${key} `)) || (text.length >= 3 && ` ${key} `.includes(q));
    }),
  );
  return named ?? ctx.applications.find((a) => a.jobAd || a.jobDescription.trim()) ?? null;
}

/** The application's analysed ad and its report against the user's CV (stored, or computed now). */
export function analysed(
  app: AssistantApplication,
  ctx: AssistantContext,
): { ad: TJobAd; report: TAtsReport | null } | null {
  const ad =
    app.jobAd ??
    (app.jobDescription.trim()
      ? analyseJobAd(app.jobDescription, { title: app.jobTitle, company: app.companyName })
      : null);
  if (!ad) return null;
  // The stored report is the one the user saw; without one, the default CV is matched now.
  const report = app.report ?? (ctx.cv ? matchCv(ctx.cv.data, ad, { now: ctx.now }) : null);
  return { ad, report };
}

export const cvSource = (cv: NonNullable<AssistantContext['cv']>): TAssistantSource => ({
  kind: 'cv',
  id: cv.id,
  label: cv.name,
});

export const applicationSource = (app: AssistantApplication): TAssistantSource => ({
  kind: 'application',
  id: app.id,
  label: applicationName(app),
});

export function applicationName(app: Pick<AssistantApplication, 'jobTitle' | 'companyName'>): string {
  return [app.jobTitle, app.companyName].filter((s) => s.trim()).join(' – ');
}

const NO_CV: Both = {
  en: 'I need a CV to work from, and you have no processed CV yet. [Upload your CV](/cvs) (PDF, DOC or DOCX) or build one in the CV builder, then ask me again.',
  da: 'Jeg skal bruge et CV at arbejde ud fra, og du har endnu ikke et færdigbehandlet CV. [Upload dit CV](/cvs) (PDF, DOC eller DOCX) eller byg et i CV Builder, og spørg mig så igen.',
};

export function noCvText(language: AssistantLanguage): string {
  return NO_CV[language];
}

/** A CV line quoted inline, shortened to stay readable. */
export function quote(line: string, max = 140): string {
  const flat = line.replace(/\s+/g, ' ').trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat}”`;
}
