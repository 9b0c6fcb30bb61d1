import { z } from 'zod';

/**
 * The public chat widget's contract and rules (spec 000 §2, §4, §5, §8, §9), shared by the widget
 * and `POST /api/chat`.
 */

/** Languages a chat message may be answered in; the help centre itself exists in en and da. */
export const CHAT_LANGUAGES = ['en', 'da', 'de', 'es', 'fr'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** Longest message accepted: a real question fits easily, a pasted document does not. */
export const CHAT_MESSAGE_MAX = 1000;

export const ZChatRequest = z
  .object({
    message: z
      .string({ error: 'Please enter a message.' })
      .trim()
      .min(1, 'Please enter a message.')
      .max(CHAT_MESSAGE_MAX, `Please keep your message under ${CHAT_MESSAGE_MAX} characters.`),
    /** The language to answer in; without it the server guesses it from the message. */
    language: z.enum(CHAT_LANGUAGES).optional(),
  })
  .strict();
export type TChatRequest = z.infer<typeof ZChatRequest>;

export const ZChatSource = z.object({ id: z.string(), question: z.string() });
export const ZChatResponse = z.object({
  response: z.string(),
  /** The help-centre entries the answer is built from (empty when nothing matched). */
  sources: z.array(ZChatSource),
});
export type TChatResponse = z.infer<typeof ZChatResponse>;

/** Spec 000 §9: 1200 ms plus 40 ms per reply character, clamped to 2000..6000 ms. */
export const CHAT_REPLY_DELAY = { baseMs: 1200, perCharMs: 40, minMs: 2000, maxMs: 6000 } as const;

/** How long the typing indicator shows before a reply of this length appears. */
export function chatReplyDelay(reply: string): number {
  const { baseMs, perCharMs, minMs, maxMs } = CHAT_REPLY_DELAY;
  return Math.min(maxMs, Math.max(minMs, baseMs + perCharMs * reply.length));
}

/** Spec 000 §8: a message with any of these asks for a person, so the reply adds how to reach one. */
export const ESCALATION_KEYWORDS = [
  'human',
  'person',
  'agent',
  'representative',
  'escalate',
  'speak to someone',
  'real person',
] as const;

const escalationPattern = new RegExp(
  `\\b(?:${ESCALATION_KEYWORDS.map((k) => k.replace(/ /g, '\\s+')).join('|')})\\b`,
  'iu',
);

/** Case-insensitive, whole words or phrases only, so "personal" or "agency" do not count. */
export function needsEscalation(message: string): boolean {
  return escalationPattern.test(message);
}

/**
 * Frequent short words per language. A message is scored by how many of its words are on each list
 * (plus letters only that language uses); function words are what short questions have most of.
 */
const MARKERS: Record<Exclude<ChatLanguage, 'en'>, { words: readonly string[]; letters: RegExp }> = {
  da: {
    words: [
      'jeg',
      'hvad',
      'hvordan',
      'hvilke',
      'hvilken',
      'hvor',
      'hvornår',
      'ikke',
      'kan',
      'og',
      'det',
      'er',
      'min',
      'mit',
      'mine',
      'du',
      'jer',
      'med',
      'til',
      'af',
      'på',
      'om',
      'har',
      'skal',
      'vil',
      'gratis',
      'meget',
      'koster',
      'ansøgning',
      'ansøgninger',
      'hej',
      'tak',
      'mig',
      'også',
      'eller',
      'få',
      'hvis',
    ],
    letters: /[æøå]/iu,
  },
  de: {
    words: [
      'ich',
      'und',
      'nicht',
      'wie',
      'was',
      'ist',
      'der',
      'die',
      'das',
      'ein',
      'eine',
      'mein',
      'meine',
      'kann',
      'können',
      'welche',
      'wo',
      'warum',
      'bitte',
      'mit',
      'für',
      'hallo',
      'sie',
      'auf',
      'bewerbung',
      'lebenslauf',
      'hochladen',
      'kostenlos',
      'danke',
      'gibt',
      'es',
    ],
    letters: /[äöüß]/iu,
  },
  fr: {
    words: [
      'je',
      'le',
      'la',
      'les',
      'est',
      'comment',
      'pourquoi',
      'vous',
      'mon',
      'ma',
      'mes',
      'et',
      'une',
      'un',
      'des',
      'quels',
      'quelle',
      'quel',
      'puis',
      'pour',
      'avec',
      'bonjour',
      'merci',
      'candidature',
      'télécharger',
      'gratuit',
      'est-ce',
      'que',
      'ne',
      'pas',
      'du',
      'sur',
    ],
    letters: /[çèêëàâîïôœù]/iu,
  },
  es: {
    words: [
      'el',
      'la',
      'los',
      'las',
      'que',
      'qué',
      'cómo',
      'como',
      'es',
      'mi',
      'mis',
      'y',
      'puedo',
      'cuál',
      'cuáles',
      'por',
      'para',
      'con',
      'una',
      'un',
      'hola',
      'gracias',
      'solicitud',
      'subir',
      'gratis',
      'no',
      'del',
      'cuántas',
      'tengo',
      'dónde',
    ],
    letters: /[ñ¿¡áíóú]/iu,
  },
};

const ENGLISH_WORDS = new Set([
  'the',
  'is',
  'are',
  'how',
  'what',
  'which',
  'can',
  'i',
  'do',
  'does',
  'my',
  'you',
  'your',
  'and',
  'to',
  'a',
  'an',
  'of',
  'for',
  'with',
  'it',
  'get',
  'where',
  'why',
  'hello',
  'thanks',
]);

/**
 * Spec 000 §5: a guess at the message's language (German, French, Spanish, else English), plus
 * Danish since the app speaks it. Ties and unknown text count as English.
 */
export function guessLanguage(message: string): ChatLanguage {
  const words = message.toLocaleLowerCase().match(/[\p{L}'-]+/gu) ?? [];
  let best: ChatLanguage = 'en';
  // A foreign language must beat the English evidence, not just one stray shared word.
  let bestScore = Math.max(1.5, words.filter((w) => ENGLISH_WORDS.has(w)).length);
  for (const [language, { words: list, letters }] of Object.entries(MARKERS) as [
    Exclude<ChatLanguage, 'en'>,
    (typeof MARKERS)['da'],
  ][]) {
    const set = new Set(list);
    let score = words.filter((w) => set.has(w)).length;
    if (letters.test(message)) score += 1.5;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}
