import type { AssistantLanguage } from '#domain/assistant';
import type { TCvData, TCvExperience } from '#domain/cv';
import { experienceLine } from '#engine/match/index';
import { techSkill } from '#engine/skills/index';
import { countWords, cvText, mentions } from '#engine/write/text';
import { cvSource, noCvText, quote } from './context.ts';
import type { AssistantAnswer, AssistantContext } from './types.ts';

/** One to two pages of text: below this a recruiter learns too little, above it stops reading. */
export const CV_WORDS = { min: 200, max: 900 } as const;
const MAX_QUOTED = 3;
const MAX_SKILLS = 6;
/** A gap between two jobs worth explaining in a line (months). */
const GAP_MONTHS = 6;

type Section = 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'email' | 'phone';

const WORDS = {
  en: {
    title: (name: string) => `## Review of your CV “${name}”`,
    intro: (n: number) =>
      n
        ? `I ran your CV through ${CHECKS} checks and found ${n} thing${n === 1 ? '' : 's'} to fix:`
        : `I ran your CV through ${CHECKS} checks and found nothing to fix. Tailor it to each job ad with the ATS report in the generator.`,
    missing: (s: string) => `**Missing section: ${s}.** Add it; recruiters and ATS systems look for it.`,
    section: {
      summary: 'a profile summary (3–4 lines on who you are and what you offer)',
      experience: 'work experience',
      education: 'education',
      skills: 'skills',
      languages: 'languages',
      email: 'an email address',
      phone: 'a phone number',
    } satisfies Record<Section, string>,
    unquantified: (n: number, total: number) =>
      `**Results without numbers (${n} of ${total} bullet points).** Say how much, how many or how often, e.g. rewrite`,
    dates: '**Dates missing or unclear.** Give a start and an end (month and year) for',
    gap: (from: string, to: string, months: number) =>
      `**A ${months}-month gap** between ${from} and ${to}: one line saying what you did then prevents the question.`,
    short: (n: number) =>
      `**Short CV (${n} words).** Describe each job with 3–5 bullet points of what you did and achieved.`,
    long: (n: number) =>
      `**Long CV (${n} words, more than two pages).** Cut older jobs to one line and keep the last 10 years in detail.`,
    unevidenced: (skills: string) =>
      `**Skills your experience does not show:** ${skills}. Name them in a bullet point where you used them, or the reader has only your word for it.`,
    noBullets: '**Jobs without descriptions.** Add 3–5 bullet points of what you did and achieved under',
  },
  da: {
    title: (name: string) => `## Gennemgang af dit CV “${name}”`,
    intro: (n: number) =>
      n
        ? `Jeg har kørt dit CV gennem ${CHECKS} tjek og fundet ${n} ting at rette:`
        : `Jeg har kørt dit CV gennem ${CHECKS} tjek og fandt intet at rette. Tilpas det til hvert jobopslag med ATS-rapporten i generatoren.`,
    missing: (s: string) =>
      `**Manglende afsnit: ${s}.** Tilføj det; rekrutterere og ATS-systemer leder efter det.`,
    section: {
      summary: 'en profiltekst (3–4 linjer om hvem du er, og hvad du kan)',
      experience: 'erhvervserfaring',
      education: 'uddannelse',
      skills: 'kompetencer',
      languages: 'sprog',
      email: 'en e-mailadresse',
      phone: 'et telefonnummer',
    } satisfies Record<Section, string>,
    unquantified: (n: number, total: number) =>
      `**Resultater uden tal (${n} af ${total} punkter).** Sig hvor meget, hvor mange eller hvor ofte, fx omskriv`,
    dates: '**Datoer mangler eller er uklare.** Angiv start og slut (måned og år) for',
    gap: (from: string, to: string, months: number) =>
      `**Et hul på ${months} måneder** mellem ${from} og ${to}: én linje om hvad du lavede imens, forebygger spørgsmålet.`,
    short: (n: number) =>
      `**Kort CV (${n} ord).** Beskriv hvert job med 3–5 punkter om hvad du gjorde og opnåede.`,
    long: (n: number) =>
      `**Langt CV (${n} ord, mere end to sider).** Skær ældre job ned til én linje, og hold de seneste 10 år detaljeret.`,
    unevidenced: (skills: string) =>
      `**Kompetencer som din erfaring ikke viser:** ${skills}. Nævn dem i et punkt, hvor du brugte dem, ellers har læseren kun dit ord for det.`,
    noBullets: '**Job uden beskrivelse.** Tilføj 3–5 punkter om hvad du gjorde og opnåede under',
  },
} as const;

/** Sections, bullets, job descriptions, dates, gaps, length, skills: the checks counted in the intro. */
const CHECKS = 7;

export function bulletsOf(e: TCvExperience): string[] {
  return e.description
    .split('\n')
    .map((l) => l.replace(/^[\s•\-–*·]+/, '').trim())
    .filter((l) => countWords(l) >= 4);
}

function monthIndex(date: string | null): number | null {
  if (!date) return null;
  const [y, m] = date.split('-');
  return Number(y) * 12 + (m ? Number(m) - 1 : 0);
}

function missingSections(cv: TCvData): Section[] {
  const out: Section[] = [];
  if (!cv.summary.trim()) out.push('summary');
  if (cv.experience.length === 0) out.push('experience');
  if (cv.education.length === 0) out.push('education');
  if (cv.skills.technical.length + cv.skills.soft.length === 0) out.push('skills');
  if (cv.skills.languages.length === 0) out.push('languages');
  if (!cv.personalInfo.email.trim()) out.push('email');
  if (!cv.personalInfo.phone.trim()) out.push('phone');
  return out;
}

/** Gaps between consecutive jobs (sorted by start), paid or not, longer than GAP_MONTHS. */
function gaps(cv: TCvData, now: Date): { from: string; to: string; months: number }[] {
  const dated = cv.experience
    .map((e) => ({
      e,
      start: monthIndex(e.startDate),
      end: e.current ? now.getFullYear() * 12 + now.getMonth() : monthIndex(e.endDate),
    }))
    .filter((d): d is { e: TCvExperience; start: number; end: number } => d.start !== null && d.end !== null)
    .sort((a, b) => a.start - b.start);
  const out: { from: string; to: string; months: number }[] = [];
  let reach = dated[0]?.end ?? 0;
  let last = dated[0];
  for (const d of dated.slice(1)) {
    const months = d.start - reach - 1;
    if (months >= GAP_MONTHS && last)
      out.push({ from: experienceLine(last.e), to: experienceLine(d.e), months });
    if (d.end > reach) {
      reach = d.end;
      last = d;
    }
  }
  return out;
}

/**
 * Resume review: the CV through concrete checks (missing sections, bullet points without numbers,
 * jobs without descriptions, dates, gaps, length, listed skills no experience shows), each finding
 * quoting the CV lines to fix.
 */
export function resumeAnswer(ctx: AssistantContext, language: AssistantLanguage): AssistantAnswer {
  if (!ctx.cv) return { tool: 'resume', language, content: noCvText(language), sources: [] };
  const w = WORDS[language];
  const cv = ctx.cv.data;
  const findings: string[] = [];

  for (const s of missingSections(cv)) findings.push(w.missing(w.section[s]));

  const bullets = cv.experience.flatMap(bulletsOf);
  const flat = bullets.filter((b) => !/\d/.test(b));
  if (flat.length > 0 && flat.length >= bullets.length / 3) {
    findings.push(
      `${w.unquantified(flat.length, bullets.length)}\n${flat
        .slice(0, MAX_QUOTED)
        .map((b) => `   > ${quote(b, 160)}`)
        .join('\n')}`,
    );
  }

  const bare = cv.experience.filter((e) => bulletsOf(e).length === 0);
  if (bare.length > 0)
    findings.push(
      `${w.noBullets} ${bare
        .slice(0, MAX_QUOTED)
        .map((e) => quote(experienceLine(e)))
        .join(', ')}.`,
    );

  const undated = cv.experience.filter((e) => !e.startDate || (!e.current && !e.endDate));
  if (undated.length > 0)
    findings.push(
      `${w.dates} ${undated
        .slice(0, MAX_QUOTED)
        .map((e) => quote(experienceLine(e)))
        .join(', ')}.`,
    );

  for (const g of gaps(cv, ctx.now).slice(0, 2)) findings.push(w.gap(quote(g.from), quote(g.to), g.months));

  const words = countWords(cvText(cv));
  if (words < CV_WORDS.min) findings.push(w.short(words));
  else if (words > CV_WORDS.max) findings.push(w.long(words));

  // A technology in the skills list that no job, summary or certificate mentions.
  const shown = [
    cv.summary,
    ...cv.experience.flatMap((e) => [e.position, e.description]),
    ...cv.certifications,
  ].join('\n');
  const unevidenced = cv.skills.technical.filter((s) => techSkill(s) && !mentions(shown, s));
  if (cv.experience.length > 0 && unevidenced.length > 0)
    findings.push(
      w.unevidenced(
        [
          ...unevidenced.slice(0, MAX_SKILLS),
          ...(unevidenced.length > MAX_SKILLS ? [`+${unevidenced.length - MAX_SKILLS}`] : []),
        ].join(', '),
      ),
    );

  const content = [
    w.title(ctx.cv.name),
    '',
    w.intro(findings.length),
    ...(findings.length ? ['', ...findings.map((f, i) => `${i + 1}. ${f}`)] : []),
  ].join('\n');
  return { tool: 'resume', language, content, sources: [cvSource(ctx.cv)] };
}
