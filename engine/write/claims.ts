/**
 * The claim checker: reads a finished letter (built-in or model-written) back into claims and
 * holds each against the fact sheet, as a recruiter who has the CV beside the letter would. Every
 * problem names the class of false claim it belongs to (issue 12):
 *   1 a stated absence or weakness, 2 years above the CV's, 3 the wrong kind of education or a
 *   degree not in the CV, 4 a language without its level or above it, 5 a trait no CV line shows,
 *   6 "exactly what I want" on a weak match, 7 broken CV data used as a fact, 8 the ad's wording
 *   pasted in (its sentences quoted back, its keywords in another language);
 *   0 a skill or employer the CV does not have.
 */
import { OUTPUT_LANGUAGE_CODES } from '#domain/applications';
import { SOFT_SKILLS, findTechSkills, languageOf, techSkill } from '#engine/skills/index';
import { foldWords } from '#engine/text/index';
import {
  doubtAboutName,
  levelOf,
  levelRank,
  looksLikeHeading,
  speaksOfStudy,
  type EducationKind,
} from './cues.ts';
import { weakMatch } from './facts.ts';
import type { LetterInput } from './types.ts';
import { buildFactSheet, statedYears, usable, type FactSheet } from './sheet.ts';
import { cvText, mentions } from './text.ts';

export type ClaimClass = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface ClaimProblem {
  claimClass: ClaimClass;
  message: string;
}

export const CLAIM_CLASSES: Readonly<Record<ClaimClass, string>> = {
  0: 'skill or employer not in the CV',
  1: 'stated absence or weakness',
  2: 'inflated years',
  3: 'wrong kind of education',
  4: 'language without or above its level',
  5: 'trait without a CV line',
  6: 'weak match sold as a perfect one',
  7: 'broken CV data used',
  8: 'ad wording pasted in',
};

/** A word boundary for any letter (the ASCII "\b" misses "å", "é", "ß"). */
function cue(alternatives: string): RegExp {
  return new RegExp(String.raw`(?<![\p{L}\d])(?:${alternatives})(?![\p{L}\d])`, 'iu');
}

/** Saying what one lacks: "X is an area I have not covered yet", "je ne couvre pas encore". */
const ABSENCE = cue(
  [
    String.raw`not (?:yet )?(?:worked|covered|used|had|gained|mastered)`,
    String.raw`have not|haven't|has not|no (?:professional |prior |direct )?experience|lack(?:ing)?|limited experience|I am new to|not (?:yet )?an area`,
    String.raw`endnu ikke|ikke (?:har )?arbejdet|ingen erfaring|mangler|begrænset erfaring|ikke dækker`,
    String.raw`noch nicht|noch keine|keine (?:Berufs)?erfahrung|fehlt mir|nicht abgedeckt|wenig Erfahrung|bislang nicht`,
    String.raw`todavía no|aún no|no he (?:trabajado|tenido|cubierto)|sin experiencia|no tengo experiencia|poca experiencia|me falta`,
    String.raw`pas encore|je n['’]ai pas|je ne couvre pas|ne maîtrise pas|aucune expérience|peu d['’]expérience|me manque`,
  ].join('|'),
);

/** "11 years", "25 Jahre", "7 års", "5 años", "10 ans" (not "30 years old"). */
const YEARS = new RegExp(
  String.raw`(?<![\p{L}\d])(\d{1,2})\+?\s*(?:years?|jahren?|års?|år|años|ans)(?![\p{L}])(?!\s+(?:old|alt|gammel))`,
  'giu',
);

/** "I studied X" in each language: true of a degree, false of an exam, an apprenticeship or a course. */
const STUDIED = [
  /\bI studied (.+?)(?:\.(?=\s|$)|\n|$)/gu,
  /\b(?:Jeg har studeret|Jeg har læst) (.+?)(?:\.(?=\s|$)|\n|$)/gu,
  /\b[Ii]ch habe (.+?) studiert/gu,
  /\b(?:[Ee]studié|[Cc]ursé) (.+?)(?:\.(?=\s|$)|\n|$)/gu,
  /\b[Jj]['’]ai étudié (.+?)(?:\.(?=\s|$)|\n|$)/gu,
];

/** Degree names a letter may claim only when the CV's education has them. */
const DEGREE_WORDS = cue(
  String.raw`bachelor(?:'s)?|master(?:'s)?|máster|msc|bsc|mba|phd|ph\.d\.|doctorate|doktorat|doctorado|doctorat|diplom-\p{L}+|licenciatura|(?<!driving\s|driver'?s\s)licence|kandidatgrad|cand\.\s?\p{L}+`,
);

/** The words that make a sentence about spoken languages. */
const SPEAKING = cue(
  String.raw`speak|spoken|taler|sprogligt|sprogkundskaber|spreche|sprachlich\p{L}*|Sprachkenntnisse|hablo|idiomas|parle|langues`,
);

/**
 * The role as a whole called a perfect fit ("exactly what I want to work on next", "genau hier liegt
 * meine Erfahrung"): true only of a close match. A claim about one requirement is judged elsewhere.
 */
export const PERFECT_FIT = cue(
  [
    String.raw`exactly (?:what I (?:want|am looking for|have been (?:hoping|looking))|the kind of (?:role|position|job)|what I have worked with)`,
    // A weak match is no "strong candidate" either, however confident the tone.
    String.raw`a strong candidate|et stærkt match|eine? starker? Kandidat(?:in)?|mi perfil encaja con el puesto|mon profil correspond au poste`,
    String.raw`precisely what my (?:background|experience) offers|where my experience lies|perfect (?:fit|match)`,
    String.raw`præcis (?:den slags|dem,? jeg gerne vil|det,? jeg søger)|netop her,? min erfaring ligger|perfekt match`,
    String.raw`genau (?:die Aufgabe|dem,? was ich|das,? was ich (?:suche|möchte))|genau hier liegt meine Erfahrung|genau damit arbeite ich`,
    String.raw`justo (?:el tipo de|lo que (?:ofrece mi perfil|busco)|aquellas en las que quiero)|encaje perfecto`,
    String.raw`correspond(?:ent)? exactement à ce que je|précisément là que se situe mon expérience|exactement ce que j['’]ai pratiqué|parfaitement à mon profil`,
  ].join('|'),
);

/** Stock traits letters reach for; each group holds what would show it in a CV. */
const STOCK_TRAITS: readonly string[][] = [
  [
    'careful work',
    'attention to detail',
    'detail oriented',
    'sorgfaltiges arbeiten',
    'sorgfalt',
    'omhyggeligt arbejde',
    'omhyggelig',
    'trabajo cuidadoso',
    'travail soigne',
    'rigueur',
  ],
  [
    'clear communication',
    'klare absprachen',
    'klar kommunikation',
    'comunicacion clara',
    'communication claire',
  ],
];
const MIN_TRAIT_ALIAS = 6;
let traitGroups: string[][] | null = null;

function traits(): string[][] {
  traitGroups ??= [
    ...STOCK_TRAITS,
    ...SOFT_SKILLS.map((s) => [...Object.values(s.labels), ...s.aliases].map(foldWords)),
  ].map((g) => g.filter((a) => a.length >= MIN_TRAIT_ALIAS));
  return traitGroups;
}

/** Phrasings that call a role the latest or the current one. */
const LATEST = cue(
  String.raw`most recently|my most recent|senest|min seneste|zuletzt|meine letzte|mi puesto más reciente|recientemente|mon dernier poste|j'ai récemment`,
);
const CURRENT = cue(
  String.raw`currently work|at present I am|i dag arbejder jeg|i øjeblikket ansat|derzeit arbeite|aktuell bin ich|actualmente trabajo|en la actualidad|actuellement|aujourd'hui en tant que`,
);

const EMAIL_AFTER_CUE = cue(String.raw`(?:at|bei|hos|en|chez)\s+[\w.+-]+@[\w-]+\.[\w.]+`);
/**
 * Runs of this many words shared with the ad are its sentences, not the applicant's ("One line in
 * your advertisement stood out: …"); a shorter echo of a requirement ("integrating multiple data
 * sources") is how letters answer an ad.
 */
const QUOTE_RUN = 9;

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** List items of a sentence: "English (native) and German (basic)" → two items. */
function itemsOf(sentence: string): string[] {
  return sentence.split(/,\s*|\s+(?:and|og|und|y|et|e|sowie)\s+/u);
}

function absence(sentences: string[]): ClaimProblem[] {
  return sentences
    .filter((s) => ABSENCE.test(s))
    .map((s) => ({ claimClass: 1, message: `The letter states an absence or weakness: "${s}"` }));
}

function years(text: string, input: LetterInput, sheet: FactSheet): ClaimProblem[] {
  const allowed = usable(sheet.years) ? sheet.years!.value : 0;
  const out: ClaimProblem[] = [];
  for (const gap of sheet.roles.filter((r) => r.roleKind === 'jobseeking' && r.position))
    if (mentions(text, gap.position))
      out.push({ claimClass: 2, message: `The letter presents "${gap.position}" as work experience.` });
  for (const m of text.matchAll(YEARS)) {
    const n = Number(m[1]);
    // A figure the CV states of itself is the applicant's own claim only when it is not above the jobs.
    if (n > allowed)
      out.push({
        claimClass: 2,
        message: `The letter claims ${n} years; the CV's paid work comes to ${allowed}${statedYears(input.cv) !== null ? ` (it states ${statedYears(input.cv)})` : ''}.`,
      });
  }
  return out;
}

function kindName(kind: EducationKind): string {
  return kind === 'exam'
    ? 'an exam'
    : kind === 'apprenticeship'
      ? 'an apprenticeship'
      : kind === 'course'
        ? 'a course'
        : 'a school qualification';
}

function education(text: string, sheet: FactSheet, input: LetterInput): ClaimProblem[] {
  const out: ClaimProblem[] = [];
  for (const pattern of STUDIED) {
    for (const m of text.matchAll(pattern)) {
      const object = m[1]!;
      const facts = sheet.education.filter(
        (e) =>
          e.entry.degree.trim() && (mentions(object, e.entry.degree) || mentions(e.entry.degree, object)),
      );
      if (!facts.length) {
        out.push({
          claimClass: 3,
          message: `The letter says the applicant studied "${object}", which the CV does not list.`,
        });
        continue;
      }
      for (const f of facts.filter((f) => f.educationKind !== 'degree' && f.educationKind !== 'other'))
        out.push({
          claimClass: 3,
          message: `The letter calls "${f.entry.degree}" a course of study; the CV shows it as ${kindName(f.educationKind)}.`,
        });
    }
  }
  // "Derzeit studiere ich Ausbildung zum …", "my studies for the Apprenticeship …": a sentence that
  // names a qualification that is not a degree and calls it study, in any wording.
  const trained = sheet.education.filter(
    (f) => f.entry.degree.trim() && f.educationKind !== 'degree' && f.educationKind !== 'other',
  );
  for (const s of sentencesOf(text)) {
    const f = trained.find((f) => mentions(s, f.entry.degree));
    if (f && speaksOfStudy(s) && !out.some((p) => p.message.includes(`"${f.entry.degree}"`)))
      out.push({
        claimClass: 3,
        message: `The letter calls "${f.entry.degree}" a course of study; the CV shows it as ${kindName(f.educationKind)}.`,
      });
  }
  const cvEducation = input.cv.education.map((e) => `${e.degree} ${e.institution}`).join('\n');
  const named = new Set<string>();
  for (const s of sentencesOf(text)) {
    const m = s.match(DEGREE_WORDS);
    if (m && !mentions(cvEducation, m[0]) && !mentions(cvText(input.cv), m[0])) named.add(m[0]);
  }
  for (const d of named)
    out.push({ claimClass: 3, message: `The letter names a ${d}, which the CV's education does not have.` });
  return out;
}

function spokenLanguages(sentences: string[], sheet: FactSheet): ClaimProblem[] {
  const out: ClaimProblem[] = [];
  for (const s of sentences.filter((x) => SPEAKING.test(x))) {
    for (const item of itemsOf(s)) {
      const code = languageOf(item.replace(/\(.*?\)/g, ' ').replace(SPEAKING, ' '));
      if (!code) continue;
      const fact = sheet.languages.find((l) => l.code === code);
      const claimed = levelOf(item);
      if (!fact || !usable({ ...fact, confidence: 1 }))
        out.push({
          claimClass: 4,
          message: `The letter says the applicant speaks "${item.trim()}", which the CV does not list.`,
        });
      else if (!fact.level)
        out.push({
          claimClass: 4,
          message: `The letter names ${fact.label}, for which the CV gives no level.`,
        });
      else if (!claimed)
        out.push({
          claimClass: 4,
          message: `The letter names "${item.trim()}" without its level (${fact.label}).`,
        });
      else if (levelRank(claimed) > levelRank(fact.level))
        out.push({
          claimClass: 4,
          message: `The letter claims "${item.trim()}"; the CV says ${fact.label}.`,
        });
    }
  }
  return out;
}

function unsupportedTraits(text: string, input: LetterInput): ClaimProblem[] {
  const letter = ` ${foldWords(text)} `;
  const cv = ` ${foldWords(cvText(input.cv))} `;
  // A soft skill the ATS report matched to CV lines is shown by those lines.
  const evidence = ` ${foldWords(
    input.report.requirements
      .filter((r) =>
        input.report.matches.some(
          (m) => m.requirementId === r.id && m.status === 'matched' && m.cvEvidence.length,
        ),
      )
      .flatMap((r) => [r.text, r.canonical ?? ''])
      .join(' | '),
  )} `;
  const out: ClaimProblem[] = [];
  const shown = (group: string[]) => group.some((a) => cv.includes(` ${a} `) || evidence.includes(` ${a} `));
  for (const group of traits()) {
    const said = group.find((a) => letter.includes(` ${a} `));
    if (!said) continue;
    // A trait in more than one group ("attention to detail" is a stock trait and a soft skill) is
    // shown by a CV line of any of them ("Eye for detail").
    if (traits().some((g) => g.includes(said) && shown(g))) continue;
    out.push({ claimClass: 5, message: `The letter claims "${said}", which no CV line shows.` });
  }
  return out;
}

function perfectFit(sentences: string[], input: LetterInput): ClaimProblem[] {
  if (!weakMatch(input.report)) return [];
  return sentences
    .filter((s) => PERFECT_FIT.test(s))
    .map((s) => ({ claimClass: 6, message: `The CV meets little of the ad, yet the letter says: "${s}"` }));
}

function brokenData(
  text: string,
  sentences: string[],
  sheet: FactSheet,
  known: readonly string[],
): ClaimProblem[] {
  const out: ClaimProblem[] = [];
  // The applicant's own address in the contact line ("reach me at …") is not an employer.
  let other = text;
  for (const k of known) if (k.includes('@')) other = other.split(k).join(' ');
  const email = other.match(EMAIL_AFTER_CUE);
  if (email)
    out.push({ claimClass: 7, message: `The letter names an email address as an employer: "${email[0]}".` });
  const trusted = sheet.roles.filter(usable);
  for (const role of sheet.roles.filter((r) => !usable(r) && !r.excluded)) {
    for (const name of [role.company, role.position]) {
      const reused = trusted.some((t) => mentions(`${t.position} ${t.company}`, name));
      // As written: a heading in capitals ("PROFESSIONNELLE") is a name only where the letter
      // repeats it in capitals, not where the word occurs in prose ("expérience professionnelle").
      if (name && doubtAboutName(name) && !reused && mentions(text, name) && text.includes(name))
        out.push({
          claimClass: 7,
          message: `The letter uses "${name}" (${doubtAboutName(name)}) as a name.`,
        });
    }
  }
  const said = (s: string, cueRe: RegExp, ok: (r: (typeof trusted)[number]) => boolean, what: string) => {
    if (!cueRe.test(s)) return;
    // The most specific title the sentence names ("Enfermero de Urgencias" over "Enfermero").
    const role = sheet.roles
      .filter((r) => r.position && mentions(s, r.position))
      .sort((a, b) => b.position.length - a.position.length)[0];
    if (role && !ok(role))
      out.push({
        claimClass: 7,
        message: `The letter calls ${role.position} ${what}, which the CV does not.`,
      });
  };
  for (const s of sentences) {
    said(s, LATEST, (r) => r.latest, 'the most recent job');
    said(s, CURRENT, (r) => r.current, 'the current job');
  }
  const lines = text.trim().split('\n');
  const signature = lines[lines.length - 1]!.trim();
  if (lines.length > 1 && signature && (looksLikeHeading(signature) || /@/.test(signature)))
    out.push({ claimClass: 7, message: `The letter is signed "${signature}", which is not a name.` });
  return out;
}

function adWording(letter: string, input: LetterInput): ClaimProblem[] {
  const out: ClaimProblem[] = [];
  // What the ad says of itself and what it asks for: quoted back, it is the employer's text, not the applicant's.
  const adText = [
    ...input.ad.companyHighlights,
    ...input.ad.requirements.map((r) => r.source ?? r.text),
  ].join('\n');
  const adWords = foldWords(adText).split(' ');
  const runs = new Set<string>();
  for (let i = 0; i + QUOTE_RUN <= adWords.length; i++) runs.add(adWords.slice(i, i + QUOTE_RUN).join(' '));
  const words = foldWords(letter).split(' ');
  const cv = ` ${foldWords(cvText(input.cv))} `;
  for (let i = 0; i + QUOTE_RUN <= words.length; i++) {
    const run = words.slice(i, i + QUOTE_RUN).join(' ');
    // A run the CV has as well is the applicant's own wording.
    if (runs.has(run) && !cv.includes(` ${run} `)) {
      out.push({ claimClass: 8, message: `The letter repeats the ad's own words: "${run}".` });
      break;
    }
  }
  const code = OUTPUT_LANGUAGE_CODES[input.language];
  if (input.ad.language !== code) {
    const folded = ` ${foldWords(letter.replace(/[“„«»"‘][^”“»«"’]*[”“»«"’]/gu, ' '))} `;
    for (const r of input.ad.requirements) {
      const phrase = foldWords(r.text);
      const n = phrase.split(' ').length;
      // Technologies keep their one name in every language ("Data analytics", "Kubernetes").
      if (n < 2 || n > 6 || techSkill(r.text) || findTechSkills(r.text).length || languageOf(r.text))
        continue;
      if (folded.includes(` ${phrase} `) && !cv.includes(` ${phrase} `))
        out.push({
          claimClass: 8,
          message: `The letter pastes the ad's "${r.text}" into a ${input.language} sentence.`,
        });
    }
  }
  return out;
}

/** Every false claim the letter makes, by class; `sheet` defaults to the CV's own. */
export function checkClaims(
  text: string,
  input: LetterInput,
  known: readonly string[] = [],
  sheet: FactSheet = buildFactSheet(input.cv, input.date, input.excludedFacts),
): ClaimProblem[] {
  // The target's name, the role's title and the applicant's own details are not claims.
  let claimsText = text;
  for (const k of known) if (k.trim().length > 1) claimsText = claimsText.split(k).join(' | ');
  const sentences = sentencesOf(claimsText);
  return [
    ...absence(sentences),
    ...years(claimsText, input, sheet),
    ...education(claimsText, sheet, input),
    ...spokenLanguages(sentences, sheet),
    ...unsupportedTraits(claimsText, input),
    ...perfectFit(sentences, input),
    ...brokenData(text, sentencesOf(text), sheet, known),
    ...adWording(claimsText, input),
  ];
}
