/**
 * The built-in writer: a complete cover letter in the chosen language and tone from the CV, the
 * analysed ad and its ATS report. Deterministic (phrasings vary by a hash of the input, not by
 * chance), offline, and limited to what gatherFacts found in the CV.
 */
import { OUTPUT_LANGUAGE_CODES, type TLetter, type TLetterParagraph } from '#domain/applications';
import { Picker } from './hash.ts';
import { gatherFacts } from './facts.ts';
import { composeBody } from './compose.ts';
import { PHRASEBOOKS, type CompanyForms, type Phrasebook } from './phrases/index.ts';
import type { LetterInput } from './types.ts';
import { cleanTitle, countWords, sentenceKey } from './text.ts';
import { doubtAboutName } from './cues.ts';

type Paragraph = TLetterParagraph;

const form = (role: Paragraph['role'], text: string): Paragraph => ({
  role,
  text,
  cvEvidence: [],
  requirementIds: [],
});

/** The applicant's details: the profile's where given, else the CV's. */
export function applicantOf(input: LetterInput) {
  const p = input.cv.personalInfo;
  const a = input.applicant;
  const pickOne = (x: string, y: string) => x.trim() || y.trim();
  // A heading or an address the parser read as the name ("CURRICULUM VITAE") never signs a letter.
  const cvName = doubtAboutName(p.fullName) ? '' : p.fullName;
  return {
    fullName: pickOne(a.fullName, cvName),
    location: pickOne(a.location, p.location),
    // A placeholder ("EMAIL", "+00 000") or a mis-read field is not a way to reach the applicant.
    phone: pickOne(
      a.phone,
      (p.phone.match(/\d/g) ?? []).length >= 6 && !/^(\+?0+[\s-]*)+$/.test(p.phone) ? p.phone : '',
    ),
    email: pickOne(a.email, /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(p.email.trim()) ? p.email : ''),
  };
}

export function letterDate(book: Phrasebook, date: Date): string {
  return book.date(date.getUTCDate(), book.months[date.getUTCMonth()]!, date.getUTCFullYear());
}

/** The town of an address ("Wendenstraße 4, 20537 Hamburg" → "Hamburg"), for the French date line. */
function townOf(location: string): string | null {
  const parts = location
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // The part with a postcode names the town ("20537 Hamburg"); otherwise the first ("Bristol, UK").
  const part = parts.find((p) => /\b\d{4,5}\b/.test(p)) ?? parts[0] ?? '';
  const town = part.replace(/\b[A-Z]{0,2}-?\d{3,6}\b/g, '').trim();
  return /\p{L}{2}/u.test(town) ? town : null;
}

export function roleName(input: LetterInput): string {
  return cleanTitle(input.jobTitle) || cleanTitle(input.ad.title);
}

/**
 * The role as the letter names it: a title from an ad in another language than the letter is
 * quoted ("the position of “Rengøringsassistent”"), never worked into the sentence as if it
 * were a word of the letter's language.
 */
function roleInLetter(input: LetterInput, book: Phrasebook): string {
  const role = roleName(input);
  if (!role) return book.fallbackRole;
  return input.ad.language === OUTPUT_LANGUAGE_CODES[input.language] ? role : book.quote(role);
}

export function companyName(input: LetterInput): string | null {
  return input.companyName.trim() || input.ad.company.trim() || null;
}

/** Sender, date, recipient and subject, in the order the language's letters put them. */
function head(input: LetterInput, book: Phrasebook, co: CompanyForms, role: string): Paragraph[] {
  const me = applicantOf(input);
  const sender = [me.fullName, me.location, me.phone, me.email].filter(Boolean).join('\n');
  const date = form('date', book.dateLine(letterDate(book, input.date), townOf(me.location)));
  const recipientLines = co.named ? [co.name, input.ad.location?.trim() ?? ''].filter(Boolean) : [];
  const recipient = recipientLines.length ? [form('recipient', recipientLines.join('\n'))] : [];
  const subjectText = book.subject(role);
  const subject = subjectText ? [form('subject', subjectText)] : [];
  const senderPart = sender ? [form('sender', sender)] : [];
  // English letters date before the recipient; the others after it, just above the subject.
  return book.code === 'en'
    ? [...senderPart, date, ...recipient, ...subject]
    : [...senderPart, ...recipient, date, ...subject];
}

/** Words from the greeting to the sign-off (the 250–400 target). */
export function bodyWordCount(paragraphs: readonly Paragraph[]): number {
  const start = paragraphs.findIndex((p) => p.role === 'greeting');
  return paragraphs
    .slice(Math.max(0, start))
    .reduce((n, p) => n + (p.role === 'sender' ? 0 : countWords(p.text)), 0);
}

export function letterOf(language: TLetter['language'], paragraphs: Paragraph[]): TLetter {
  return {
    language,
    paragraphs,
    text: paragraphs.map((p) => p.text).join('\n\n'),
    wordCount: bodyWordCount(paragraphs),
  };
}

/** A hash seed of what makes this letter this letter. */
function seedOf(input: LetterInput): string {
  return [
    input.language,
    input.tone,
    input.jobTitle,
    input.companyName,
    input.ad.title,
    input.cv.personalInfo.fullName,
    input.cv.experience.map((e) => e.position).join('|'),
  ].join('\u0000');
}

export function writeLetter(input: LetterInput): TLetter {
  const book = PHRASEBOOKS[input.language];
  const co = book.company(companyName(input));
  const role = roleInLetter(input, book);
  const picker = new Picker(seedOf(input));
  const me = applicantOf(input);
  const greeting = book.greeting(co, input.tone);
  const signoff = [book.signoff(input.tone), me.fullName].filter(Boolean).join('\n');
  const body = composeBody({
    book,
    picker,
    tone: input.tone,
    facts: gatherFacts(input),
    role,
    co,
    contact: { phone: me.phone, email: me.email },
    frameWords: countWords(greeting) + countWords(signoff),
    greetingNamesCompany: co.named && greeting.includes(co.name),
    earlier: new Set((input.earlierSentences ?? []).map(sentenceKey)),
  });
  const paragraphs: Paragraph[] = [
    ...head(input, book, co, role),
    form('greeting', greeting),
    ...body.map((p) => ({
      role: p.role,
      text: p.sentences.map((s) => s.text).join(' '),
      cvEvidence: [...new Set(p.sentences.flatMap((s) => s.cvEvidence))],
      requirementIds: [...new Set(p.sentences.flatMap((s) => s.requirementIds))],
    })),
    form('signoff', signoff),
  ];
  return letterOf(input.language, paragraphs);
}
