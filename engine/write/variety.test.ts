/**
 * Issue 12, item 3: two letters of one user do not repeat each other outside the greeting and the
 * closing paragraph; a driving licence is a sentence of its own, never a skill in a list or a
 * degree; the CV's skills are listed only where they bear on the ad.
 */
import { describe, expect, it } from 'vitest';
import { OUTPUT_LANGUAGES, TONES, type OutputLanguage, type TLetter } from '#domain/applications';
import { emptyCvData, type TCvData } from '#domain/cv';
import { letterClaimProblems, writeLetter } from './index.ts';
import { findTechSkills } from '#engine/skills/index';
import { cross, extendsSentence } from './phrases/cross.ts';
import { PHRASEBOOKS } from './phrases/index.ts';
import { sentencesOf } from './text.ts';
import {
  BACKEND_AD,
  DANISH_WAREHOUSE_AD,
  GERMAN_BACKEND_AD,
  GRADUATE_AD,
  JAMES_GRADUATE,
  LARS,
  SARAH,
  TOBIAS,
  adAndReport,
  letterInput,
} from './test-fixtures.ts';

type AdReport = typeof BACKEND_AD;

/** The sentences of the opening, evidence and motivation paragraphs, split as bench/letters.ts does. */
function bodySentences(letter: TLetter): string[] {
  return letter.paragraphs
    .filter((p) => p.role === 'opening' || p.role === 'evidence' || p.role === 'motivation')
    .flatMap((p) => sentencesOf(p.text));
}

const letter = (cv: TCvData, ad: AdReport, language: OutputLanguage, extra = {}) =>
  writeLetter(letterInput(cv, ad, language, 'professional', extra));

describe('two letters of one CV share few sentences outside the greeting and the closing', () => {
  const pairs: [string, TCvData, AdReport, AdReport][] = [
    ['Sarah', SARAH, BACKEND_AD, GERMAN_BACKEND_AD],
    ['Tobias', TOBIAS, GERMAN_BACKEND_AD, BACKEND_AD],
    ['Lars', LARS, DANISH_WAREHOUSE_AD, GRADUATE_AD],
    ['James', JAMES_GRADUATE, GRADUATE_AD, DANISH_WAREHOUSE_AD],
  ];
  const cases = pairs.flatMap(([name, cv, a, b]) =>
    OUTPUT_LANGUAGES.map((language) => [`${name}, ${language}`, cv, a, b, language] as const),
  );

  const sharedOf = (cv: TCvData, a: AdReport, b: AdReport, language: OutputLanguage) => {
    const first = new Set(bodySentences(letter(cv, a, language)));
    return bodySentences(letter(cv, b, language)).filter((s) => first.has(s));
  };

  // The opening sentence carries the ad (its role, its company) and is never the same twice.
  it.each(cases)('%s: the openings differ', (_, cv, a, b, language) => {
    const opening = (ad: AdReport) =>
      new Set(
        letter(cv, ad, language)
          .paragraphs.filter((p) => p.role === 'opening')
          .flatMap((p) => p.text.split(/(?<=[.!?])\s+/).slice(0, 1)),
      );
    const first = opening(a);
    expect([...opening(b)].filter((s) => first.has(s))).toEqual([]);
  });

  // The goal is none at all. What still repeats is mostly a line of the CV quoted in both
  // letters, a requirement both ads ask for (the same list of skills), or a phrasing both letters
  // happened to draw: the floor for a slot of n phrasings is about one pair in n.
  it('at most two per pair, 0.4 on average, over half the pairs none', () => {
    const counts = cases.map(([, cv, a, b, language]) => sharedOf(cv, a, b, language).length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(2);
    expect(counts.reduce((x, y) => x + y, 0) / counts.length).toBeLessThanOrEqual(0.4);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThanOrEqual(counts.length * 0.6);
  });

  // Every pair of the four ads for each CV and language (120 pairs), so that one lucky pick does not
  // decide the figure: a CV fact has many phrasings, chosen per ad, and no phrasing is the usual one.
  it('across every pair of four ads: at most three per pair, 0.4 on average', () => {
    const ads = [BACKEND_AD, GERMAN_BACKEND_AD, DANISH_WAREHOUSE_AD, GRADUATE_AD];
    const counts: number[] = [];
    for (const cv of [SARAH, TOBIAS, LARS, JAMES_GRADUATE])
      for (const language of OUTPUT_LANGUAGES)
        ads.forEach((a, i) =>
          ads.slice(i + 1).forEach((b) => counts.push(sharedOf(cv, a, b, language).length)),
        );
    expect(counts).toHaveLength(120);
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    expect(counts.reduce((x, y) => x + y, 0) / counts.length).toBeLessThanOrEqual(0.4);
  });
});

describe('a letter written knowing the applicant’s earlier letters', () => {
  // As the server writes them: each letter is given the sentences of the earlier ones.
  it('shares no sentence with them outside the greeting and the closing, in every language', () => {
    const ads = [BACKEND_AD, GERMAN_BACKEND_AD, DANISH_WAREHOUSE_AD, GRADUATE_AD];
    for (const cv of [SARAH, TOBIAS, LARS, JAMES_GRADUATE])
      for (const language of OUTPUT_LANGUAGES) {
        const earlier: TLetter[] = [];
        for (const ad of ads) {
          const next = letter(cv, ad, language, {
            earlierSentences: earlier.flatMap((l) => sentencesOf(l.text)),
          });
          const seen = new Set(earlier.flatMap(bodySentences));
          expect(
            bodySentences(next).filter((s) => seen.has(s)),
            `${language}`,
          ).toEqual([]);
          earlier.push(next);
        }
      }
  });
  it('still shares none after 20 letters from a CV with little to say (a shorter letter instead)', () => {
    const thin: TCvData = {
      ...emptyCvData(),
      personalInfo: JAMES_GRADUATE.personalInfo,
      summary: JAMES_GRADUATE.summary,
      education: JAMES_GRADUATE.education.slice(0, 1),
    };
    const ads = [BACKEND_AD, GERMAN_BACKEND_AD, DANISH_WAREHOUSE_AD, GRADUATE_AD];
    for (const language of ['english', 'spanish'] as const) {
      const earlier: TLetter[] = [];
      // Each ad in each tone once: what the applicant writes, not one application regenerated.
      for (let i = 0; i < ads.length * TONES.length; i++) {
        const next = writeLetter(
          letterInput(thin, ads[i % ads.length]!, language, TONES[Math.floor(i / ads.length)], {
            earlierSentences: earlier.flatMap((l) => sentencesOf(l.text)),
          }),
        );
        const seen = new Set(earlier.flatMap(bodySentences));
        expect(
          bodySentences(next).filter((s) => seen.has(s)),
          `${language}, letter ${i + 1}`,
        ).toEqual([]);
        earlier.push(next);
      }
    }
  });
});

describe('a sentence that letters of one CV keep writing has many phrasings', () => {
  it('cross pairs every head with every tail', () => {
    const variants = cross<{ x: string }>(
      [({ x }) => `A ${x}`, ({ x }) => `B ${x}`],
      [() => '.', () => ', and more.'],
    );
    expect(variants.map((v) => v({ x: 'y' }))).toEqual(['A y.', 'A y, and more.', 'B y.', 'B y, and more.']);
  });

  it('marks the phrasings that extend a sentence which could end with its head', () => {
    const [bare, extended] = cross<object>([() => 'A'], [() => '.', () => ', and more.']);
    expect(extendsSentence(bare!)).toBe(false);
    expect(extendsSentence(extended!)).toBe(true);
    // Two halves that only read as one sentence together extend nothing.
    const halves = cross<object>([() => 'Below I set out'], [() => ' what I can do.', () => ' why.']);
    expect(halves.map(extendsSentence)).toEqual([false, false]);
  });

  // Two letters of one CV share a slot's sentence in about one pair in n, n its phrasings: a slot
  // that states a CV fact (or fills a letter short of facts) in most letters needs far more than
  // a dozen, in every language.
  const FACTS = {
    roleAt: 'Staff Nurse at St James’s',
    period: ' (2019–2022)',
    list: 'PRINCE2',
    degreeAt: 'BSc Biology at the University of Leeds',
    degree: 'BSc Biology',
    institution: 'University of Leeds',
    years: 7,
    line: 'Led a ward of 12 beds.',
    from: 'Staff Nurse',
    role: 'Analyst',
  };
  const SLOTS = [
    'roleNowPlain',
    'previousRolePlain',
    'otherRole',
    'years',
    'careerChange',
    'noMatch',
    'openingExtra',
    'evidenceWrap',
    'example',
    'certifications',
    'studyEvidencePlain',
    'education.degree',
    'education.other',
  ];
  it.each(OUTPUT_LANGUAGES)(
    '%s: no phrasing names a skill the facts do not ("en vue de" is not Vue.js)',
    (language) => {
      const book = PHRASEBOOKS[language];
      const facts = {
        ...FACTS,
        co: book.company('Acme'),
        clause: 'I led a ward of 12 beds',
        town: 'Leeds',
        mode: 'remote',
        current: true,
      };
      const allowed = new Set(findTechSkills(Object.values(FACTS).join('\n')));
      const rendered: string[] = [];
      const walk = (value: unknown): void => {
        if (typeof value === 'function' && value.length <= 1) {
          const text = (value as (c: typeof facts) => unknown)(facts);
          if (typeof text === 'string') rendered.push(text);
        } else if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      };
      // The book's phrasings are its arrays (and tables of arrays); its functions are helpers.
      for (const value of Object.values(book)) if (typeof value !== 'function') walk(value);
      expect(rendered.length).toBeGreaterThan(1000);
      const named = rendered.flatMap((text) =>
        findTechSkills(text)
          .filter((skill) => !allowed.has(skill))
          .map((skill) => `${skill}: ${text}`),
      );
      expect(named).toEqual([]);
    },
  );
  it.each(OUTPUT_LANGUAGES)('%s: at least 24 phrasings each', (language) => {
    const book = PHRASEBOOKS[language];
    const facts = { ...FACTS, co: book.company('Acme') };
    for (const slot of SLOTS) {
      const variants = slot
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], book) as readonly ((
        c: typeof facts,
      ) => string)[];
      expect(new Set(variants.map((v) => v(facts))).size, slot).toBeGreaterThanOrEqual(24);
    }
  });
});

describe('a driving licence is neither a skill in a list nor a degree', () => {
  const cv: TCvData = {
    ...LARS,
    skills: { ...LARS.skills, technical: [...LARS.skills.technical, 'Kørekort B'] },
  };
  const ad = adAndReport({
    language: 'da',
    title: 'Lagermedarbejder',
    company: 'Bilka',
    rows: [
      ['r1', 'hard-skill', 'must', 'Kørekort B', 'matched', ['Skills: Kørekort B'], 'Driving licence'],
      ['r2', 'hard-skill', 'must', 'truckcertifikat', 'matched', ['Skills: Truckcertifikat A og B']],
      ['r3', 'hard-skill', 'nice', 'lagerstyring', 'matched', ['Skills: Lagerstyring']],
    ],
    cvYears: 12,
    score: 70,
  });
  const LICENCE = /driving licence|kørekort|führerschein|carné de conducir|permis de conduire/i;

  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    const input = letterInput(cv, ad, language, 'professional');
    const written = writeLetter(input);
    const said = written.text.split(/(?<=[.!?])\s+|\n+/).filter((s) => LICENCE.test(s));
    // Said once, in one of the phrasebook's licence sentences, with its article where one is due.
    expect(said).toHaveLength(1);
    const book = PHRASEBOOKS[language];
    expect(book.licence.map((v) => v({}))).toContain(said[0]);
    expect(written.text).not.toMatch(/bring driving licence|\bKørekort B\b|I studied/);
    expect(letterClaimProblems(written.text, input)).toEqual([]);
  });
});

describe('the CV’s skills are listed only when they bear on the ad', () => {
  // A developer who also lists a nurse's and a warehouse worker's skills.
  const cv: TCvData = {
    ...SARAH,
    skills: {
      ...SARAH.skills,
      technical: [...SARAH.skills.technical, 'Wound care', 'Forklift driving', 'Cleaning'],
    },
  };

  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    const text = letter(cv, BACKEND_AD, language).text;
    expect(text).not.toMatch(/wound care|forklift|cleaning/i);
    // What the ad does bear on is still there: TypeScript and PostgreSQL, which it asks for.
    expect(text).toMatch(/TypeScript/);
    expect(text).toMatch(/PostgreSQL/);
  });
});

describe('two sentences in a row seldom both add a clause', () => {
  // The clauses a phrasebook adds to a sentence that could end with its head ("…, and that
  // experience comes with me."), as they end the sentences of a letter.
  const tailsOf = (language: OutputLanguage): string[] => {
    const book = PHRASEBOOKS[language] as unknown as Record<string, unknown>;
    const facts = { roleAt: 'R', period: '', list: 'L', degreeAt: 'D', years: 7, from: 'F', role: 'X' };
    const slots = Object.values(book).flatMap((v) =>
      Array.isArray(v) ? [v] : v && typeof v === 'object' ? Object.values(v).filter(Array.isArray) : [],
    ) as ((c: unknown) => string)[][];
    return slots.flatMap((variants) => {
      const render = (v: (c: unknown) => string) => {
        try {
          return v({ ...facts, co: PHRASEBOOKS[language].company(null) });
        } catch {
          return null;
        }
      };
      const bare = variants
        .filter((v) => !extendsSentence(v))
        .map(render)
        .filter((t) => t?.endsWith('.'));
      return variants.filter(extendsSentence).flatMap((v) => {
        const text = render(v);
        const head = bare.find((b) => text?.startsWith(b!.slice(0, -1)));
        return text && head ? [text.slice(head.length - 1)] : [];
      });
    });
  };

  it.each(OUTPUT_LANGUAGES)('%s', (language) => {
    const tails = [...new Set(tailsOf(language))].filter((t) => t.length > 12);
    expect(tails.length).toBeGreaterThan(20);
    const ads = [BACKEND_AD, GERMAN_BACKEND_AD, DANISH_WAREHOUSE_AD, GRADUATE_AD];
    const heavy: string[] = [];
    for (const cv of [SARAH, TOBIAS, LARS, JAMES_GRADUATE])
      for (const ad of ads)
        for (const p of letter(cv, ad, language).paragraphs) {
          const sentences = sentencesOf(p.text);
          sentences.forEach((s, i) => {
            const next = sentences[i + 1];
            if (next && tails.some((t) => s.endsWith(t)) && tails.some((t) => next.endsWith(t)))
              heavy.push(`${s} ${next}`);
          });
        }
    // The writer avoids it where it can (sentences it dropped for length may have separated
    // them when it chose); without that, these 16 letters hold 10 to 16 such pairs per language.
    expect(heavy.length, heavy.join('\n')).toBeLessThanOrEqual(3);
  });
});

describe('a sentence that adds a clause is not joined to the next fact', () => {
  // "I studied …, and I would build on what I learned there, and I speak German (basic)."
  it('no sentence runs on with two “, and” clauses, with or without earlier letters', () => {
    const runOn: string[] = [];
    const ads = [BACKEND_AD, GERMAN_BACKEND_AD, DANISH_WAREHOUSE_AD, GRADUATE_AD];
    for (const cv of [SARAH, TOBIAS, LARS, JAMES_GRADUATE]) {
      const earlier: string[] = [];
      for (const ad of ads)
        for (const extra of [{}, { earlierSentences: earlier }]) {
          const written = letter(cv, ad, 'english', extra);
          runOn.push(...sentencesOf(written.text).filter((s) => /, and [^.]*, and /.test(s)));
          earlier.push(...sentencesOf(written.text));
        }
    }
    expect(runOn).toEqual([]);
  });
});

describe('sentences are split where they end', () => {
  it('before a Spanish ¡ or ¿, and not after an abbreviation', () => {
    expect(
      sentencesOf('Me gustaría crecer con ustedes. ¡Espero tener noticias suyas! ¿Hablamos pronto?'),
    ).toEqual(['Me gustaría crecer con ustedes.', '¡Espero tener noticias suyas!', '¿Hablamos pronto?']);
    expect(sentencesOf('I hold a B.S. in Physics from Acme Inc. (Europe). It helps.')).toEqual([
      'I hold a B.S. in Physics from Acme Inc. (Europe).',
      'It helps.',
    ]);
  });
});
