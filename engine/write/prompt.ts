/**
 * The model writer's prompt: the same rules the built-in writer follows (only the CV's facts, no
 * missing requirement claimed, the ad's wording for what is met, the language's letter form),
 * with the structured CV, the ad and the ATS report as data.
 */
import { OUTPUT_LANGUAGE_CODES } from '#domain/applications';
import { weakMatch } from './facts.ts';
import { PHRASEBOOKS } from './phrases/index.ts';
import { buildFactSheet, usable, type FactSheet } from './sheet.ts';
import type { LetterInput } from './types.ts';
import { applicantOf, companyName, letterDate, roleName } from './write.ts';

const LANGUAGE_NAME: Readonly<Record<LetterInput['language'], string>> = {
  english: 'English',
  german: 'German',
  spanish: 'Spanish',
  french: 'French',
  danish: 'Danish',
};

const MAX_JOBS = 6;
const MAX_DESCRIPTION = 700;

/**
 * What of the CV a letter may state: the verified fact sheet's facts above the bar and not
 * unticked, with what a model would otherwise guess (an exam is not a degree, a language has a
 * level, an internship is not a paid job) spelled out.
 */
function cvForPrompt(input: LetterInput, sheet: FactSheet) {
  const { cv } = input;
  const roles = sheet.roles.filter((r) => usable(r) && r.roleKind !== 'jobseeking');
  return {
    summary: cv.summary || undefined,
    experience: roles.slice(0, MAX_JOBS).map((r) => ({
      position: r.position,
      company: r.company,
      kind: r.roleKind,
      from: r.entry.startDate,
      to: r.current ? 'present' : r.entry.endDate,
      description: r.entry.description.slice(0, MAX_DESCRIPTION) || undefined,
    })),
    education: sheet.education.filter(usable).map((e) => ({
      title: e.entry.degree,
      kind: e.educationKind,
      institution: e.entry.institution,
      from: e.entry.startDate,
      to: e.entry.endDate,
    })),
    technicalSkills: sheet.skills.filter(usable).map((s) => s.label),
    softSkills: cv.skills.soft,
    languages: sheet.languages
      .filter((l) => usable(l) && l.level)
      .map((l) => ({ language: l.label, level: l.level })),
    certifications: sheet.certificates.filter(usable).map((c) => c.label),
  };
}

function reportForPrompt(input: LetterInput, sheet: FactSheet) {
  const { report } = input;
  const byId = new Map(report.requirements.map((r) => [r.id, r]));
  const of = (status: 'matched' | 'partial' | 'missing') =>
    report.matches
      .filter((m) => m.status === status)
      .flatMap((m) => {
        const r = byId.get(m.requirementId);
        return r ? [{ requirement: r.text, importance: r.importance, cvEvidence: m.cvEvidence }] : [];
      });
  return {
    score: report.score,
    matched: of('matched'),
    partlyMatched: of('partial'),
    missing: of('missing').map(({ requirement, importance }) => ({ requirement, importance })),
    // Paid roles only (no internships, student jobs or job seeking), never above the CV's own figure.
    yearsOfExperienceInCv: usable(sheet.years) ? sheet.years!.value : 0,
  };
}

/** The exact form parts, so the model does not have to guess the date or the sender block. */
function formParts(input: LetterInput): string[] {
  const book = PHRASEBOOKS[input.language];
  const co = book.company(companyName(input));
  const me = applicantOf(input);
  const sender = [me.fullName, me.location, me.phone, me.email].filter(Boolean).join(' / ');
  const subject = book.subject(roleName(input) || book.fallbackRole);
  return [
    sender ? `- Sender block (one item per line): ${sender}` : '- No sender block.',
    `- Date: ${letterDate(book, input.date)}`,
    co.named ? `- Recipient: ${co.name}` : '- The company is not named: write to it without a name.',
    subject ? `- Subject line: ${subject}` : '- No subject line.',
    `- Greeting: ${book.greeting(co, input.tone)}`,
    `- Sign-off: ${book.signoff(input.tone)}${me.fullName ? `, then ${me.fullName}` : ''}`,
  ];
}

export function buildLetterPrompt(input: LetterInput): { system: string; prompt: string } {
  const language = LANGUAGE_NAME[input.language];
  const sheet = buildFactSheet(input.cv, input.date, input.excludedFacts);
  const system = [
    `You write cover letters for job applications. Write the complete letter in ${language} (language code ${OUTPUT_LANGUAGE_CODES[input.language]}), in a ${input.tone} tone.`,
    '',
    'Rules:',
    "- Use only facts from the candidate's CV given below. Never invent or embellish a skill, technology, employer, job title, degree, certification, number or date.",
    '- Never claim a requirement the ATS report lists as missing. Do not name technologies that are not in the CV.',
    "- Where the candidate meets a requirement, name it in a grammatical phrase of the letter's language; never copy the ad's sentences.",
    '- Never state what the candidate lacks, has not done or is weak at.',
    '- Years of experience: at most yearsOfExperienceInCv. Name education by its kind (a degree is studied, an exam passed, an apprenticeship or a course completed). Name a spoken language only with its level as given.',
    '- Name a personal trait only when the CV names it.',
    ...(weakMatch(input.report)
      ? [
          '- The CV meets little of this ad: write a career-change letter (transferable experience, an honest reason for the change); never say the role is exactly what the candidate does or wants.',
        ]
      : []),
    '- The body, from the greeting to the sign-off, has 250 to 400 words.',
    '- Plain text only: no markdown, no bullet points, no tables, no placeholders in brackets. Separate paragraphs with one blank line.',
    '- Structure: sender block, date, recipient, subject line if given, greeting, an opening paragraph that names the role and the company, two paragraphs that tie the top requirements to concrete experience from the CV (roles, employers, years, achievements), one paragraph on why this company, a closing paragraph asking for an interview, the sign-off and the name.',
    '',
    'Use exactly these letter parts:',
    ...formParts(input),
    '',
    'Answer with the letter only.',
  ].join('\n');
  const data = {
    job: {
      title: roleName(input),
      company: companyName(input),
      location: input.ad.location,
      requirements: input.ad.requirements.map((r) => ({
        text: r.text,
        importance: r.importance,
        kind: r.kind,
      })),
      companyHighlights: input.ad.companyHighlights,
    },
    atsReport: reportForPrompt(input, sheet),
    candidate: cvForPrompt(input, sheet),
  };
  const prompt = `Write the cover letter from this data (JSON):\n\n${JSON.stringify(data, null, 2)}`;
  return { system, prompt };
}
