import type { TFunction } from 'i18next';
import type { TAtsReport, TSuggestion } from '#domain/applications';
import { EVIDENCE_WORDS } from '#domain/application-rules';
import { formatNumber } from '../../../lib/format';

/**
 * The report's sentences in the UI language. The engine stores facts (`reason`, `advice`) beside
 * its English sentences; the web words the facts, so a report reads in whatever language the UI
 * is in now, also after switching. Reports stored before the facts existed show the English.
 */

type Part = TAtsReport['parts'][number];

/** Spoken languages the engine names in English ("Danish"), by their ISO code. */
const LANGUAGE_CODES = [
  'en',
  'da',
  'de',
  'es',
  'fr',
  'it',
  'pt',
  'sv',
  'no',
  'nl',
  'pl',
  'ru',
  'uk',
  'zh',
  'ja',
  'ko',
  'ar',
  'tr',
  'fi',
] as const;

let englishNames: Map<string, string> | undefined;

/** "Danish" → "dansk" in Danish; a name it does not know stays as it is. */
export function spokenLanguageName(english: string, language: string): string {
  if (language.startsWith('en')) return english;
  try {
    englishNames ??= new Map(
      LANGUAGE_CODES.map((code) => [new Intl.DisplayNames(['en'], { type: 'language' }).of(code)!, code]),
    );
    const code = englishNames.get(english);
    return code ? (new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? english) : english;
  } catch {
    return english;
  }
}

export function partReasonText(part: Part, t: TFunction, language: string): string {
  const reason = part.reason;
  if (!reason) return part.detail;
  const n = (value: number) => formatNumber(value, language);
  const outOfField = (flag: boolean) => (flag ? t('generator.report.reasons.outOfField') : '');
  const kind = part.part === 'nice' ? 'nice' : 'must';
  switch (reason.code) {
    case 'noneListed':
      return t('generator.report.reasons.noneListed', { context: kind });
    case 'requirementsMet':
      return (
        t('generator.report.reasons.requirementsMet', {
          context: kind,
          met: n(reason.met),
          of: n(reason.of),
          partly: reason.partly ? t('generator.report.reasons.partly', { partly: n(reason.partly) }) : '',
        }) + outOfField(reason.outOfField)
      );
    case 'noTitle':
    case 'yearsNotAsked':
    case 'educationNotAsked':
    case 'languagesNotAsked':
      return t(`generator.report.reasons.${reason.code}`);
    case 'titleMatch':
    case 'titlePartial':
      return t(`generator.report.reasons.${reason.code}`, { title: reason.title });
    case 'titleNone':
      return t('generator.report.reasons.titleNone', { title: reason.title }) + outOfField(reason.outOfField);
    case 'fieldYears':
      return t('generator.report.reasons.fieldYears', {
        count: reason.years,
        years: n(reason.years),
        fields: reason.fields.map((field) => t(`generator.report.fields.${field}`)).join(', '),
      });
    case 'years':
      return t('generator.report.reasons.years', {
        count: reason.years,
        years: n(reason.years),
        related: n(reason.related),
        asked: n(reason.asked),
      });
    case 'educationLevel':
      return t('generator.report.reasons.educationLevel', {
        context: reason.inField ? undefined : 'otherField',
        level: t(`generator.report.levels.${reason.level}`),
        asked: t(`generator.report.levels.${reason.asked}`),
      });
    case 'noDegree':
      return t('generator.report.reasons.noDegree', { asked: t(`generator.report.levels.${reason.asked}`) });
    case 'languages': {
      const missing = reason.missing.map((name) => spokenLanguageName(name, language)).join(', ');
      return (
        t('generator.report.reasons.languages', { met: n(reason.met), of: n(reason.of) }) +
        (missing ? t('generator.report.reasons.languagesMissing', { missing }) : '') +
        outOfField(reason.outOfField)
      );
    }
  }
}

/** The keyword as the UI shows it: a spoken language in the UI language. */
export function suggestionKeyword(suggestion: TSuggestion, language: string): string {
  return suggestion.advice?.code === 'language'
    ? spokenLanguageName(suggestion.keyword, language)
    : suggestion.keyword;
}

export function suggestionText(suggestion: TSuggestion, t: TFunction, language: string): string {
  const advice = suggestion.advice;
  if (!advice) return suggestion.text;
  const keyword = suggestionKeyword(suggestion, language);
  switch (advice.code) {
    case 'skillMissing':
      return t('generator.report.advice.skillMissing', {
        keyword,
        wording:
          advice.adText !== suggestion.keyword
            ? t('generator.report.advice.adWording', { adText: advice.adText })
            : '',
      });
    case 'softSkill':
      return t('generator.report.advice.softSkill', { keyword: keyword.toLocaleLowerCase(language) });
    case 'experienceYears':
      return t('generator.report.advice.experienceYears', {
        adText: advice.adText,
        years: formatNumber(advice.years ?? 0, language),
      });
    default:
      return t(`generator.report.advice.${advice.code}`, { keyword, adText: advice.adText });
  }
}

const PREFIXES = ['skills', 'languages', 'certification'] as const;

/**
 * A CV line the engine cites ("Skills: TypeScript", "Senior Developer, Acme (2019–present)") with
 * the engine's words (EVIDENCE_WORDS) in the UI language; the CV's own text is left as written.
 */
export function evidenceLineText(line: string, t: TFunction): string {
  const word = (name: keyof typeof EVIDENCE_WORDS) => t(`generator.report.evidenceWords.${name}`);
  if (line === EVIDENCE_WORDS.summary) return word('summary');
  for (const name of PREFIXES) {
    const prefix = `${EVIDENCE_WORDS[name]}: `;
    if (line.startsWith(prefix)) return `${word(name)}: ${line.slice(prefix.length)}`;
  }
  let text = line;
  for (const name of ['job', 'education'] as const) {
    const bare = EVIDENCE_WORDS[name];
    if (text === bare || text.startsWith(`${bare} (`)) text = word(name) + text.slice(bare.length);
  }
  return text.replace(/([(–])present\)$/u, (_, before: string) => `${before}${word('present')})`);
}
