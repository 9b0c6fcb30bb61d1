/**
 * Which of the five languages a text is written in (a CV, a job ad, a letter, a chat message): function-word frequencies per language, words
 * that CVs of each language use for their sections, and letters only one language has. Small and
 * deterministic; confidence comes from the margin between the best two languages and from how
 * much evidence there was.
 */
import type { CvLanguage } from '#domain/cv';

/** Function words plus CV vocabulary (section words, "present" words) per language. */
const PROFILES: Readonly<Record<CvLanguage, readonly string[]>> = {
  en: [
    'the',
    'and',
    'of',
    'to',
    'in',
    'for',
    'with',
    'on',
    'at',
    'as',
    'is',
    'was',
    'by',
    'from',
    'an',
    'a',
    'my',
    'i',
    'have',
    'has',
    'be',
    'are',
    'this',
    'that',
    'which',
    'our',
    'it',
    'or',
    'years',
    'experience',
    'education',
    'skills',
    'languages',
    'present',
    'university',
    'team',
    'developed',
    'responsible',
    'work',
    'worked',
    'including',
    'led',
    'built',
    'managed',
    'summary',
  ],
  da: [
    'og',
    'i',
    'på',
    'til',
    'med',
    'af',
    'for',
    'er',
    'en',
    'et',
    'den',
    'det',
    'de',
    'som',
    'har',
    'jeg',
    'at',
    'fra',
    'om',
    'ved',
    'hos',
    'min',
    'mit',
    'mine',
    'var',
    'blev',
    'også',
    'samt',
    'kan',
    'være',
    'eller',
    'der',
    'år',
    'erfaring',
    'uddannelse',
    'kompetencer',
    'sprog',
    'nu',
    'ansvarlig',
    'udvikling',
    'arbejde',
    'indenfor',
    'inden',
    'af',
    'mig',
    'mere',
    'gennem',
    'nye',
  ],
  de: [
    'und',
    'der',
    'die',
    'das',
    'in',
    'mit',
    'für',
    'von',
    'zu',
    'im',
    'den',
    'ich',
    'ist',
    'auf',
    'bei',
    'als',
    'ein',
    'eine',
    'einer',
    'des',
    'dem',
    'sowie',
    'durch',
    'über',
    'bis',
    'nach',
    'wurde',
    'habe',
    'sind',
    'oder',
    'auch',
    'aus',
    'zur',
    'zum',
    'berufserfahrung',
    'ausbildung',
    'kenntnisse',
    'sprachen',
    'heute',
    'verantwortlich',
    'entwicklung',
    'jahre',
    'meine',
    'mein',
  ],
  es: [
    'de',
    'la',
    'el',
    'en',
    'y',
    'los',
    'las',
    'del',
    'con',
    'para',
    'por',
    'un',
    'una',
    'que',
    'se',
    'al',
    'como',
    'mi',
    'es',
    'su',
    'sus',
    'más',
    'o',
    'sobre',
    'desde',
    'hasta',
    'entre',
    'experiencia',
    'formación',
    'educación',
    'habilidades',
    'idiomas',
    'actualidad',
    'años',
    'desarrollo',
    'responsable',
    'equipo',
    'gestión',
    'trabajo',
    'proyectos',
    'actual',
  ],
  fr: [
    'de',
    'la',
    'le',
    'les',
    'et',
    'en',
    'des',
    'du',
    'un',
    'une',
    'pour',
    'avec',
    'dans',
    'sur',
    'au',
    'aux',
    'par',
    'que',
    'qui',
    'est',
    'je',
    'mon',
    'ma',
    'mes',
    'ou',
    'à',
    'ce',
    'cette',
    'plus',
    'chez',
    'depuis',
    'expérience',
    'formation',
    'compétences',
    'langues',
    'ans',
    'développement',
    'gestion',
    'équipe',
    'projets',
    'aujourd',
    'hui',
    'été',
    'entreprise',
  ],
};

/** Letters that point at one language; each occurrence counts a little. */
const LETTER_HINTS: ReadonlyArray<readonly [CvLanguage, RegExp]> = [
  ['da', /[æøåÆØÅ]/g],
  ['de', /[ßäöüÄÖÜ]/g],
  ['es', /[ñÑ¿¡áíóúÁÍÓÚ]/g],
  ['fr', /[èêçëîïôûùœÈÊÇÎÔÛŒ]|[lLdDjJ]['’]\p{L}/gu],
];
const LETTER_WEIGHT = 0.5;
/** Below this much evidence, confidence is scaled down (a CV of bare keywords is uncertain). */
const EVIDENCE_FOR_FULL_CONFIDENCE = 25;

/** word → languages that use it, each weighted 1/(number of languages sharing the word). */
const WORD_WEIGHTS: ReadonlyMap<string, ReadonlyArray<readonly [CvLanguage, number]>> = (() => {
  const owners = new Map<string, CvLanguage[]>();
  for (const [language, words] of Object.entries(PROFILES) as [CvLanguage, readonly string[]][]) {
    for (const word of new Set(words)) owners.set(word, [...(owners.get(word) ?? []), language]);
  }
  return new Map(
    [...owners].map(([word, langs]) => [word, langs.map((l) => [l, 1 / langs.length] as const)]),
  );
})();

function emptyScores(): Record<CvLanguage, number> {
  return { en: 0, da: 0, de: 0, es: 0, fr: 0 };
}

function scoreText(text: string): Record<CvLanguage, number> {
  const scores = emptyScores();
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const [language, weight] of WORD_WEIGHTS.get(word) ?? []) scores[language] += weight;
  }
  for (const [language, re] of LETTER_HINTS)
    scores[language] += (text.match(re)?.length ?? 0) * LETTER_WEIGHT;
  return scores;
}

/**
 * The language of a text and how sure that is (0..1). With no evidence at all: English, 0.
 */
export function detectLanguage(text: string): { language: CvLanguage; confidence: number } {
  const ranked = (Object.entries(scoreText(text)) as [CvLanguage, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked as [[CvLanguage, number], [CvLanguage, number]];
  if (best[1] <= 0) return { language: 'en', confidence: 0 };
  const margin = (best[1] - second[1]) / best[1];
  const evidence = Math.min(1, best[1] / EVIDENCE_FOR_FULL_CONFIDENCE);
  return { language: best[0], confidence: Math.round(margin * (0.5 + 0.5 * evidence) * 100) / 100 };
}
