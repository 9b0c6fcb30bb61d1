import { describe, expect, it } from 'vitest';
import { OUTPUT_LANGUAGES, OUTPUT_LANGUAGE_CODES, TONES, type OutputLanguage } from '#domain/applications';
import { detectLanguage, foldWords } from '#engine/text/index';
import { findTechSkills, techSkill } from '#engine/skills/index';
import { writeLetter } from './index.ts';
import { unknownEmployers } from './check.ts';
import { educationLine } from './facts.ts';
import { roleName } from './write.ts';
import {
  APPLICANT,
  BACKEND_AD,
  DANISH_WAREHOUSE_AD,
  GERMAN_BACKEND_AD,
  GRADUATE_AD,
  JAMES_GRADUATE,
  PAIRS,
  SARAH,
  TOBIAS,
  letterInput,
} from './test-fixtures.ts';
import type { TCvData } from '#domain/cv';
import type { TLetterParagraph } from '#domain/applications';
import { countWords, cvText } from './text.ts';
import { buildFactSheet } from './sheet.ts';

/** The fixtures' letter date (test-fixtures.ts). */
const DATE = new Date(Date.UTC(2026, 10, 22, 9));

const part = (letter: ReturnType<typeof writeLetter>, role: string) =>
  letter.paragraphs.filter((p) => p.role === role).map((p) => p.text);
const body = (letter: ReturnType<typeof writeLetter>) => {
  const start = letter.paragraphs.findIndex((p) => p.role === 'greeting');
  return letter.paragraphs
    .slice(start)
    .map((p) => p.text)
    .join('\n\n');
};

const ALL = PAIRS.flatMap((pair) =>
  OUTPUT_LANGUAGES.flatMap((language) => TONES.map((tone) => ({ ...pair, language, tone }))),
);

describe('writeLetter: length and language', () => {
  it.each(ALL.map((c) => [`${c.name}, ${c.language}, ${c.tone}`, c] as const))('%s', (_, c) => {
    const letter = writeLetter(letterInput(c.cv, c.adReport, c.language, c.tone));
    expect(letter.wordCount).toBe(countWords(body(letter)));
    expect(letter.wordCount).toBeGreaterThanOrEqual(250);
    expect(letter.wordCount).toBeLessThanOrEqual(400);
    expect(detectLanguage(letter.text).language).toBe(OUTPUT_LANGUAGE_CODES[c.language]);
    expect(letter.text).toBe(letter.paragraphs.map((p) => p.text).join('\n\n'));
    // Plain text: no markdown, no tables, no blanks to fill in, nothing undefined.
    expect(letter.text).not.toMatch(/\*\*|^#|^\s*[-*•] |\||\[|\]|undefined|null|NaN| {2}| [.,]/m);
  });
});

describe('writeLetter: letter form per language', () => {
  const sarah = (language: OutputLanguage, tone: (typeof TONES)[number] = 'professional') =>
    writeLetter(letterInput(SARAH, BACKEND_AD, language, tone, { applicant: APPLICANT }));

  it('English: sender block, date before the recipient, Dear Hiring Manager, Kind regards', () => {
    const letter = sarah('english');
    expect(letter.paragraphs.slice(0, 4).map((p) => p.role)).toEqual([
      'sender',
      'date',
      'recipient',
      'greeting',
    ]);
    expect(part(letter, 'sender')).toEqual([
      'Sarah Mitchell\nManchester, UK\n+44 7700 900123\nsarah.mitchell@gmail.com',
    ]);
    expect(part(letter, 'date')).toEqual(['22 November 2026']);
    expect(part(letter, 'recipient')).toEqual(['Tink\nStockholm']);
    expect(part(letter, 'greeting')).toEqual(['Dear Hiring Manager,']);
    expect(part(letter, 'signoff')).toEqual(['Kind regards,\nSarah Mitchell']);
    expect(part(letter, 'opening')[0]).toMatch(/Senior Backend Engineer.*Tink/);
  });

  it('German: recipient, date, "Bewerbung als" subject, Sehr geehrte Damen und Herren, lower case after it, Mit freundlichen Grüßen', () => {
    const letter = writeLetter(letterInput(TOBIAS, GERMAN_BACKEND_AD, 'german'));
    expect(letter.paragraphs.slice(0, 5).map((p) => p.role)).toEqual([
      'sender',
      'recipient',
      'date',
      'subject',
      'greeting',
    ]);
    expect(part(letter, 'date')).toEqual(['22. November 2026']);
    // The ad's gender marker "(m/w/d)" is not part of the role's name in a letter.
    expect(part(letter, 'subject')).toEqual(['Bewerbung als Backend-Entwickler']);
    expect(part(letter, 'greeting')).toEqual(['Sehr geehrte Damen und Herren,']);
    expect(part(letter, 'opening')[0]).toMatch(/^\p{Ll}/u);
    expect(part(letter, 'signoff')).toEqual(['Mit freundlichen Grüßen\nTobias Weber']);
  });

  it('Danish: "Ansøgning:" subject, Kære, Med venlig hilsen, Danish date', () => {
    for (const tone of TONES) {
      const letter = writeLetter(letterInput(SARAH, DANISH_WAREHOUSE_AD, 'danish', tone));
      expect(part(letter, 'date')).toEqual(['22. november 2026']);
      expect(part(letter, 'subject')).toEqual(['Ansøgning: Lagerchef']);
      expect(part(letter, 'greeting')[0]).toMatch(/^Kære (rekrutteringsansvarlige|Bilka),$/);
      expect(part(letter, 'signoff')).toEqual(['Med venlig hilsen\nSarah Mitchell']);
    }
  });

  it('Spanish: town and date, "Asunto:", Estimado/a responsable de selección:, Atentamente', () => {
    const letter = sarah('spanish');
    expect(part(letter, 'date')).toEqual(['Manchester, 22 de noviembre de 2026']);
    expect(part(letter, 'subject')).toEqual(['Asunto: Candidatura al puesto de «Senior Backend Engineer»']);
    expect(part(letter, 'greeting')).toEqual(['Estimado/a responsable de selección:']);
    expect(part(letter, 'signoff')).toEqual(['Atentamente,\nSarah Mitchell']);
  });

  it('French: "Ville, le …", "Objet :", Madame, Monsieur, the closing formula', () => {
    const letter = sarah('french');
    expect(part(letter, 'date')).toEqual(['Manchester, le 22 novembre 2026']);
    expect(part(letter, 'subject')).toEqual(['Objet : Candidature au poste de « Senior Backend Engineer »']);
    expect(part(letter, 'greeting')).toEqual(['Madame, Monsieur,']);
    expect(part(letter, 'signoff')).toEqual([
      "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.\nSarah Mitchell",
    ]);
  });

  it('the sender block holds only what exists', () => {
    const noPhone = { ...SARAH, personalInfo: { ...SARAH.personalInfo, phone: '', location: '' } };
    const letter = writeLetter(letterInput(noPhone, BACKEND_AD, 'english'));
    expect(part(letter, 'sender')).toEqual(['Sarah Mitchell\nsarah.mitchell@gmail.com']);
    expect(letter.text).not.toContain('900123');
  });
});

/** The CV's text with its dates (which cvText leaves out). */
const cvWithDates = (cv: TCvData) =>
  [
    cvText(cv),
    cv.personalInfo.phone,
    cv.personalInfo.email,
    ...[...cv.experience, ...cv.education].flatMap((e) => [e.startDate ?? '', e.endDate ?? '']),
  ].join(' ');

/** Numbers a letter may state: those in the CV, the years counted from it, and the date. */
function allowedNumbers(c: (typeof ALL)[number]): Set<string> {
  const text = `${cvWithDates(c.cv)} ${c.adReport.ad.companyHighlights.join(' ')} ${c.adReport.ad.title} 22 2026`;
  const numbers = new Set(text.match(/\d+/g) ?? []);
  // The years the fact sheet counts (paid roles only), not the report's figure for all entries.
  numbers.add(String(buildFactSheet(c.cv, DATE).years?.value ?? 0));
  return numbers;
}

function cvTech(c: (typeof ALL)[number]): Set<string> {
  const items = c.cv.skills.technical.map((s) => techSkill(s)).filter((s): s is string => s !== null);
  return new Set([...findTechSkills(cvText(c.cv)), ...items]);
}

describe('writeLetter: nothing that is not in the CV', () => {
  it.each(ALL.map((c) => [`${c.name}, ${c.language}, ${c.tone}`, c] as const))('%s', (_, c) => {
    const input = letterInput(c.cv, c.adReport, c.language, c.tone);
    const letter = writeLetter(input);
    const text = body(letter).split(input.companyName).join(' ').split(input.jobTitle).join(' ');
    const tech = cvTech(c);
    for (const skill of findTechSkills(text)) expect(tech, `${skill} is not in the CV`).toContain(skill);
    expect(unknownEmployers(letter.text, input)).toEqual([]);
    const allowed = allowedNumbers(c);
    for (const n of text.match(/\d+/g) ?? []) expect(allowed, `${n} is not in the CV`).toContain(n);
  });

  it('never names a missing technology, even a must-have', () => {
    for (const language of OUTPUT_LANGUAGES) {
      const letter = writeLetter(letterInput(SARAH, BACKEND_AD, language));
      expect(letter.text).not.toMatch(/Kubernetes|\bGo\b/);
    }
  });

  // Issue 12, class 1: saying "X is an area I have not covered yet" turned an ATS miss into a
  // self-damaging statement; a missing must-have is now never named at all.
  it('never names a missing must-have, not even as something to learn', () => {
    const letter = writeLetter(letterInput(JAMES_GRADUATE, GRADUATE_AD, 'english'));
    expect(letter.text).not.toMatch(/supply chain planning|not (yet|covered)/i);
    expect(letter.text).not.toContain('SAP');
  });

  it("uses the ad's own wording for a requirement the CV meets", () => {
    const letter = writeLetter(letterInput(SARAH, BACKEND_AD, 'english'));
    expect(letter.text).toContain('distributed systems');
    const ids = letter.paragraphs.flatMap((p) => p.requirementIds);
    expect(ids).toEqual(expect.arrayContaining(['r1', 'r2', 'r3', 'r10']));
    expect(ids).not.toContain('r4');
  });
});

describe('writeLetter: evidence', () => {
  it.each(PAIRS.map((p) => [p.name, p] as const))(
    '%s: every evidence paragraph rests on CV lines',
    (_, pair) => {
      for (const language of OUTPUT_LANGUAGES) {
        const letter = writeLetter(letterInput(pair.cv, pair.adReport, language));
        const evidence = letter.paragraphs.filter((p) => p.role === 'evidence');
        expect(evidence).toHaveLength(2);
        const reportLines = new Set(pair.adReport.report.matches.flatMap((m) => m.cvEvidence));
        const cv = ` ${foldWords(cvWithDates(pair.cv)).replace(/(\d{4}) (\d{2})\b/g, '$1 $2 $1')} `;
        for (const p of evidence) {
          expect(p.cvEvidence.length).toBeGreaterThan(0);
          for (const line of p.cvEvidence) {
            if (reportLines.has(line)) continue;
            // Every word of a cited line comes from the CV (the citation's own labels aside).
            const words = foldWords(
              line.replace(/^(Skills|Languages|Certification): /, '').replace(/present/, ''),
            ).split(' ');
            for (const w of words) if (w.length > 2) expect(cv, `"${w}" of "${line}"`).toContain(` ${w} `);
          }
        }
        const ids = new Set(pair.adReport.report.requirements.map((r) => r.id));
        for (const id of letter.paragraphs.flatMap((p) => p.requirementIds)) expect(ids).toContain(id);
        for (const p of letter.paragraphs.filter((x) =>
          ['sender', 'date', 'greeting', 'signoff'].includes(x.role),
        )) {
          expect(p.cvEvidence).toEqual([]);
        }
      }
    },
  );

  it('quotes an achievement from the CV when it is in the letter language', () => {
    const letter = writeLetter(letterInput(SARAH, BACKEND_AD, 'english'));
    const quoted = letter.paragraphs
      .flatMap((p) => p.cvEvidence)
      .filter((l) => SARAH.experience.some((e) => e.description.includes(l.replace(/\.$/, ''))));
    expect(quoted.length).toBeGreaterThan(0);
    const text = letter.paragraphs.find((p) => p.cvEvidence.includes(quoted[0]!))!.text;
    expect(foldWords(text)).toContain(foldWords(quoted[0]!.slice(5, 60)));
  });
});

describe('writeLetter: edge cases', () => {
  it.each(OUTPUT_LANGUAGES.map((l) => [l] as const))(
    '%s: a missing company name is written around',
    (language) => {
      for (const tone of TONES) {
        const adReport = { ...BACKEND_AD, ad: { ...BACKEND_AD.ad, company: '' } };
        const letter = writeLetter(letterInput(SARAH, adReport, language, tone, { companyName: '' }));
        expect(letter.paragraphs.map((p) => p.role)).not.toContain('recipient');
        expect(letter.wordCount).toBeGreaterThanOrEqual(250);
        expect(letter.text).not.toMatch(/\bat \.|\bbei \.| {2}| [.,]|\[|undefined/);
        expect(part(letter, 'greeting')[0]).not.toContain('Tink');
      }
    },
  );

  it('a CV without experience leans on education and skills', () => {
    for (const language of OUTPUT_LANGUAGES) {
      const letter = writeLetter(letterInput(JAMES_GRADUATE, GRADUATE_AD, language));
      const evidence = letter.paragraphs.filter((p) => p.role === 'evidence');
      expect(evidence[0]!.cvEvidence).toContain(
        'BA (Hons) Business Management, University of Bristol (2021–2024)',
      );
      expect(evidence[0]!.text).toContain('BA (Hons) Business Management');
      expect(letter.wordCount).toBeGreaterThanOrEqual(250);
    }
  });

  it('a CV that meets nothing is presented on its own terms, without claims', () => {
    const nothing = PAIRS[4];
    const letter = writeLetter(letterInput(nothing.cv, nothing.adReport, 'english'));
    expect(letter.text).toContain('Senior Software Engineer at Monzo Bank');
    expect(letter.text).not.toMatch(/Excel|ruteplanlægning|samarbejde/i);
    // At most the one missing must-have it offers to learn, in a sentence that says so.
    const ids = letter.paragraphs.flatMap((p) => p.requirementIds);
    expect(ids.length).toBeLessThanOrEqual(1);
    const learn = letter.text.split(/(?<=\.)\s+/).filter((s) => s.includes('SAP EWM'));
    for (const s of learn) expect(s).toMatch(/not (yet|covered)/);
  });

  it('is deterministic, and varies its phrasing with the input', () => {
    const input = letterInput(SARAH, BACKEND_AD, 'german', 'formal');
    expect(writeLetter(input)).toEqual(writeLetter({ ...input, date: new Date(input.date) }));
    const openings = new Set(
      ALL.filter((c) => c.language === 'english').map(
        (c) =>
          part(writeLetter(letterInput(c.cv, c.adReport, c.language, c.tone)), 'opening')[0]!.split('.')[0],
      ),
    );
    expect(openings.size).toBeGreaterThan(6);
  });

  it('writes each tone its own way', () => {
    for (const language of OUTPUT_LANGUAGES) {
      const letters = TONES.map((tone) => writeLetter(letterInput(SARAH, BACKEND_AD, language, tone)));
      const openings = new Set(letters.map((l) => part(l, 'opening')[0]!.split(/[.!]/)[0]));
      const closings = new Set(letters.map((l) => part(l, 'closing')[0]!.split(/[.!]/)[0]));
      expect(openings.size, language).toBeGreaterThanOrEqual(4);
      expect(closings.size, language).toBeGreaterThanOrEqual(4);
    }
    // A friendly English letter to a named company greets its team.
    expect(part(writeLetter(letterInput(SARAH, BACKEND_AD, 'english', 'friendly')), 'greeting')).toEqual([
      'Dear Tink team,',
    ]);
  });

  it('never opens two neighbouring sentences with the same word', () => {
    for (const c of ALL) {
      const letter = writeLetter(letterInput(c.cv, c.adReport, c.language, c.tone));
      for (const p of letter.paragraphs.filter((x) => x.role === 'evidence' || x.role === 'opening')) {
        const firsts = p.text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).map((s) => s.split(/\s/)[0]);
        firsts.forEach((w, i) => i > 0 && expect(`${w} ${i}`).not.toBe(`${firsts[i - 1]} ${i}`));
      }
    }
  });
});

/** Occurrences of a name in a text (a name inside a longer word does not count). */
function occurrences(text: string, name: string): number {
  if (!name.trim()) return 0;
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (text.match(new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, 'gu')) ?? []).length;
}

describe('writeLetter: names the role and the company sparingly', () => {
  it.each(ALL.map((c) => [`${c.name}, ${c.language}, ${c.tone}`, c] as const))('%s', (_, c) => {
    const input = letterInput(c.cv, c.adReport, c.language, c.tone);
    const letter = writeLetter(input);
    const text = body(letter);
    // The subject line names the role; the body names it in the opening, then says "the role".
    expect(occurrences(text, roleName(input)), 'job title').toBeLessThanOrEqual(2);
    expect(occurrences(part(letter, 'opening').join(' '), roleName(input))).toBeGreaterThanOrEqual(1);
    // The company: at most twice from the greeting to the sign-off (the opening and the motivation).
    expect(occurrences(text, input.companyName), 'company').toBeLessThanOrEqual(2);
  });
});

/** What kind of extra fact a cited line or requirement is, for the recital check. */
function extraKinds(p: TLetterParagraph, c: (typeof ALL)[number]): Set<string> {
  const kinds = new Set<string>();
  const requirements = c.adReport.report.requirements;
  const educationLines = new Set(c.cv.education.map((e) => educationLine(e)));
  const soft = new Set(c.cv.skills.soft.map((s) => `Skills: ${s}`));
  for (const line of p.cvEvidence) {
    if (educationLines.has(line)) kinds.add('education');
    if (line.startsWith('Languages: ')) kinds.add('languages');
    if (line.startsWith('Certification: ')) kinds.add('certifications');
    if (soft.has(line)) kinds.add('soft skills');
  }
  for (const id of p.requirementIds) {
    const kind = requirements.find((r) => r.id === id)?.kind;
    if (kind === 'soft-skill') kinds.add('soft skills');
    if (kind === 'education') kinds.add('education');
    if (kind === 'language') kinds.add('languages');
  }
  return kinds;
}

describe('writeLetter: no CV recital', () => {
  it.each(ALL.map((c) => [`${c.name}, ${c.language}, ${c.tone}`, c] as const))('%s', (_, c) => {
    const letter = writeLetter(letterInput(c.cv, c.adReport, c.language, c.tone));
    const evidence = letter.paragraphs.filter((p) => p.role === 'evidence');
    // The second evidence paragraph adds at most two of education, languages, certifications, soft skills.
    expect([...extraKinds(evidence[1]!, c)].length).toBeLessThanOrEqual(2);
    // Every evidence paragraph is more than one sentence.
    for (const p of evidence) expect(p.text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).length).toBeGreaterThan(1);
    // Nothing that sounds like a template reading out the CV.
    expect(letter.text).not.toMatch(
      /\b(in|my|mein|meinem|mit|mon|mi|mit) (CV|Lebenslauf)\b|\bCV (shows|lists|include)/i,
    );
  });

  it('leads the first evidence paragraph with a role that shows the ad’s requirements', () => {
    for (const c of ALL.filter((x) => x.tone === 'professional')) {
      const letter = writeLetter(letterInput(c.cv, c.adReport, c.language, c.tone));
      const [first] = letter.paragraphs.filter((p) => p.role === 'evidence');
      const matched = c.adReport.report.matches.some((m) => m.status === 'matched');
      if (matched && c.cv.experience.length) expect(first!.requirementIds.length, c.name).toBeGreaterThan(0);
    }
  });
});

describe('writeLetter: a job title in another language than the letter', () => {
  it('is quoted, and a title in the letter’s language is not', () => {
    const spanish = writeLetter(letterInput(SARAH, BACKEND_AD, 'spanish'));
    expect(spanish.text).toContain('«Senior Backend Engineer»');
    const same = writeLetter(letterInput(SARAH, BACKEND_AD, 'english'));
    expect(same.text).toContain('Senior Backend Engineer');
    expect(same.text).not.toMatch(/[“«»]Senior Backend Engineer/);
  });
});
