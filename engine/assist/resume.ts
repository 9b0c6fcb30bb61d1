import type { AssistantLanguage } from '#domain/assistant';
import type { CvLayoutContact, TCvData, TCvExperience, TCvLayout } from '#domain/cv';
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
/**
 * Shares of a CV's text from which its layout is a finding, set on the real-world corpus
 * (../shared/data/cvs, 38 files): every two-column PDF there has at least 12 % of its text in the
 * second column, every table-built Word file at least 79 % in tables, every header-held sidebar at
 * least 18 % in the page header; one-column files have none. A small table or one text box line
 * (a language grid, a logo caption) stays below them.
 */
export const LAYOUT_LIMITS = { secondColumn: 0.1, table: 0.2, textbox: 0.05, header: 0.1 } as const;
/** Formats with page header and footer parts, tables and text boxes that an ATS may skip. */
const WORD_FORMATS: ReadonlySet<TCvLayout['format']> = new Set(['docx', 'doc', 'odt', 'rtf']);

type Section = 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'email' | 'phone';

const WORDS = {
  en: {
    title: (name: string) => `## Review of your CV “${name}”`,
    intro: (n: number, checks: number) =>
      n
        ? `I ran your CV through ${checks} checks and found ${n} thing${n === 1 ? '' : 's'} to fix:`
        : `I ran your CV through ${checks} checks and found nothing to fix. Tailor it to each job ad with the ATS report in the generator.`,
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
    columns: (pages: number) =>
      `**Two columns${pages > 1 ? ` on ${pages} pages` : ''}.** Many ATS read a page straight across and mix the lines of both columns. Put everything in one column, or at least your jobs with their dates; the second column starts with`,
    table: (n: number) =>
      `**${n} lines inside tables.** Many ATS read table cells out of order or skip them. Write these sections as plain paragraphs and lists, e.g.`,
    textbox: (n: number) =>
      `**${n} lines inside text boxes.** Many ATS skip text boxes. Move the text into the body of the page, e.g.`,
    header: (n: number) =>
      `**${n} lines in the page header.** Many ATS skip page headers, so this may never reach the recruiter. Move it into the body of the page, e.g.`,
    margins: (what: string, n: number) =>
      `**Your ${what} ${n === 1 ? 'is' : 'are'} only in the page header or footer.** Many ATS skip headers and footers: put ${n === 1 ? 'it' : 'them'} in the first lines of the body too.`,
    contact: {
      name: 'name',
      email: 'email address',
      phone: 'phone number',
      linkedin: 'LinkedIn profile',
    } satisfies Record<CvLayoutContact, string>,
    and: 'and',
    layoutUnknown:
      'I could not check the layout: this CV was read before I looked at layouts (tables, text boxes, page headers, columns), and I will not guess. [Upload the file again](/cvs) and ask me again to have it checked.',
    layoutBuilder:
      'The layout is not checked here: this CV is made in the CV builder, so it is laid out by the template you export with. Templates marked ATS-safe in the gallery read back whole.',
  },
  da: {
    title: (name: string) => `## Gennemgang af dit CV “${name}”`,
    intro: (n: number, checks: number) =>
      n
        ? `Jeg har kørt dit CV gennem ${checks} tjek og fundet ${n} ting at rette:`
        : `Jeg har kørt dit CV gennem ${checks} tjek og fandt intet at rette. Tilpas det til hvert jobopslag med ATS-rapporten i generatoren.`,
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
    columns: (pages: number) =>
      `**To spalter${pages > 1 ? ` på ${pages} sider` : ''}.** Mange ATS-systemer læser siden lige over og blander linjerne fra de to spalter. Sæt det hele i én spalte, i det mindste dine job med datoer; anden spalte begynder med`,
    table: (n: number) =>
      `**${n} linjer i tabeller.** Mange ATS-systemer læser tabelceller i forkert rækkefølge eller springer dem over. Skriv afsnittene som almindelige afsnit og punktlister, fx`,
    textbox: (n: number) =>
      `**${n} linjer i tekstbokse.** Mange ATS-systemer springer tekstbokse over. Flyt teksten ind på selve siden, fx`,
    header: (n: number) =>
      `**${n} linjer i sidehovedet.** Mange ATS-systemer springer sidehoveder over, så det når måske aldrig frem til rekrutteringen. Flyt det ind på selve siden, fx`,
    margins: (what: string, _n: number) =>
      `**${what.charAt(0).toUpperCase()}${what.slice(1)} står kun i sidehovedet eller sidefoden.** Mange ATS-systemer springer sidehoveder og sidefødder over: skriv det også i de første linjer på selve siden.`,
    contact: {
      name: 'dit navn',
      email: 'din e-mailadresse',
      phone: 'dit telefonnummer',
      linkedin: 'din LinkedIn-profil',
    } satisfies Record<CvLayoutContact, string>,
    and: 'og',
    layoutUnknown:
      'Jeg kunne ikke tjekke layoutet: dette CV blev læst, før jeg så på layout (tabeller, tekstbokse, sidehoveder, spalter), og jeg gætter ikke. [Upload filen igen](/cvs), og spørg mig igen for at få det tjekket.',
    layoutBuilder:
      'Layoutet tjekkes ikke her: dette CV er lavet i CV Builder, så det sættes op af den skabelon, du eksporterer med. Skabeloner markeret ATS-sikre i galleriet læses helt tilbage.',
  },
} as const;

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

/** What every check sees: the CV, its layout as read (null when unknown) and the answer's words. */
interface Review {
  cv: TCvData;
  layout: TCvLayout | null;
  now: Date;
  w: (typeof WORDS)[AssistantLanguage];
}

/** One check: its findings (Markdown, each a bold lead and the fix), none when the CV passes it. */
type Check = (r: Review) => string[];

/**
 * A finding that names the CV lines to fix: entries inline after the lead ("…under “Developer,
 * Acme”, “…”."), sentences as quotes below it, at most MAX_QUOTED of them.
 */
function citing(lead: string, lines: readonly string[], as: 'inline' | 'quotes' = 'inline'): string {
  const shown = lines.slice(0, MAX_QUOTED);
  return as === 'inline'
    ? `${lead} ${shown.map((line) => quote(line)).join(', ')}.`
    : `${lead}\n${shown.map((line) => `   > ${quote(line, 160)}`).join('\n')}`;
}

/** "a, b and c" in the answer's language. */
function listed(items: readonly string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

const missing: Check = ({ cv, w }) => missingSections(cv).map((s) => w.missing(w.section[s]));

const unquantified: Check = ({ cv, w }) => {
  const bullets = cv.experience.flatMap(bulletsOf);
  const flat = bullets.filter((b) => !/\d/.test(b));
  return flat.length > 0 && flat.length >= bullets.length / 3
    ? [citing(w.unquantified(flat.length, bullets.length), flat, 'quotes')]
    : [];
};

const undescribed: Check = ({ cv, w }) => {
  const bare = cv.experience.filter((e) => bulletsOf(e).length === 0);
  return bare.length ? [citing(w.noBullets, bare.map(experienceLine))] : [];
};

const undated: Check = ({ cv, w }) => {
  const found = cv.experience.filter((e) => !e.startDate || (!e.current && !e.endDate));
  return found.length ? [citing(w.dates, found.map(experienceLine))] : [];
};

const gapsCheck: Check = ({ cv, now, w }) =>
  gaps(cv, now)
    .slice(0, 2)
    .map((g) => w.gap(quote(g.from), quote(g.to), g.months));

const length: Check = ({ cv, w }) => {
  const words = countWords(cvText(cv));
  return words < CV_WORDS.min ? [w.short(words)] : words > CV_WORDS.max ? [w.long(words)] : [];
};

/** A technology in the skills list that no job, summary or certificate mentions. */
const unevidenced: Check = ({ cv, w }) => {
  const shown = [
    cv.summary,
    ...cv.experience.flatMap((e) => [e.position, e.description]),
    ...cv.certifications,
  ].join('\n');
  const skills = cv.skills.technical.filter((s) => techSkill(s) && !mentions(shown, s));
  if (cv.experience.length === 0 || skills.length === 0) return [];
  const more = skills.length > MAX_SKILLS ? [`+${skills.length - MAX_SKILLS}`] : [];
  return [w.unevidenced([...skills.slice(0, MAX_SKILLS), ...more].join(', '))];
};

/**
 * What an ATS may skip or read out of order, from the layout stored at read time: a second column
 * (PDF), tables, text boxes and page headers (Word formats), and contact details that only a
 * header or footer holds. A PDF's repeated top or bottom line is page text, not a header part.
 */
const layoutCheck: Check = ({ layout, w }) => {
  if (!layout) return [];
  const { regions } = layout;
  const word = WORD_FORMATS.has(layout.format);
  const findings: string[] = [];
  if (regions.secondColumn.share >= LAYOUT_LIMITS.secondColumn)
    findings.push(citing(w.columns(layout.columnPages), regions.secondColumn.examples));
  if (word && regions.table.share >= LAYOUT_LIMITS.table)
    findings.push(citing(w.table(regions.table.lines), regions.table.examples));
  if (word && regions.textbox.share >= LAYOUT_LIMITS.textbox)
    findings.push(citing(w.textbox(regions.textbox.lines), regions.textbox.examples));
  if (word && regions.header.share >= LAYOUT_LIMITS.header)
    findings.push(citing(w.header(regions.header.lines), regions.header.examples));
  const contacts = layout.contactOnlyInMargins;
  if (word && contacts.length)
    findings.push(
      w.margins(
        listed(
          contacts.map((c) => w.contact[c]),
          w.and,
        ),
        contacts.length,
      ),
    );
  return findings;
};

/** Every check, in the order its findings are listed; the intro counts them. */
const CHECKS: readonly Check[] = [
  missing,
  unquantified,
  undescribed,
  undated,
  gapsCheck,
  length,
  unevidenced,
  layoutCheck,
];

/**
 * Resume review: the CV through concrete checks (missing sections, bullet points without numbers,
 * jobs without descriptions, dates, gaps, length, listed skills no experience shows, a layout an
 * ATS may not read whole), each finding quoting the CV lines to fix. A CV whose layout is not
 * known is not judged on it; the answer says so and how to get it checked.
 */
export function resumeAnswer(ctx: AssistantContext, language: AssistantLanguage): AssistantAnswer {
  if (!ctx.cv) return { tool: 'resume', language, content: noCvText(language), sources: [] };
  const w = WORDS[language];
  const { data: cv, layout, builder } = ctx.cv;
  const findings = CHECKS.flatMap((check) => check({ cv, layout, now: ctx.now, w }));
  const checks = layout ? CHECKS.length : CHECKS.length - 1;
  const note = layout ? null : builder ? w.layoutBuilder : w.layoutUnknown;
  const content = [
    w.title(ctx.cv.name),
    '',
    w.intro(findings.length, checks),
    ...(findings.length ? ['', ...findings.map((f, i) => `${i + 1}. ${f}`)] : []),
    ...(note ? ['', note] : []),
  ].join('\n');
  return { tool: 'resume', language, content, sources: [cvSource(ctx.cv)] };
}
