import MiniSearch from 'minisearch';
import type { FastifyBaseLogger } from 'fastify';
import { HELP_FAQ, type FaqEntry, type FaqTextLanguage } from '#domain/help-faq';
import type { ChatLanguage, TChatResponse } from '#domain/chat';
import { detectLanguage, foldForSearch } from '#engine/text/index';
import type { Config } from '../../config.ts';
import { withModel, type AiModel } from '../../infra/ai.ts';
import { ASSISTANT_PATH, ASSISTANT_SIGN_UP_PATH, isCareerQuestion } from './career.ts';

/**
 * The chat answerer behind `POST /api/chat` (spec 000 §7 chatbot). Help-centre answers are ranked
 * for the question with full-text search; the built-in answer quotes the best one, and a configured
 * OpenAI-compatible model may phrase an answer grounded on the same passages instead.
 */

type Doc = { id: string; question: string; answer: string };

/**
 * Words that carry no meaning for ranking; without them "How do I…" would match every entry. Asking
 * for a person is answered by the widget's escalation note, so those words must not pull in an
 * article that merely mentions "a person".
 */
const STOP_WORDS: Record<FaqTextLanguage, ReadonlySet<string>> = {
  en: new Set(
    'a an and are at be by can could do does for from get got have how i if in is it me my of on or our so that the this to was what when where which who why will with would you your there their human person people agent representative escalate speak talk someone real want'.split(
      ' ',
    ),
  ),
  da: new Set(
    'af at den der det du en er et for fra har hvad hvilke hvilken hvor hvordan hvornår i jeg kan man med mig min mit mine når og om op på skal som til vi vil ved være jer menneske person medarbejder tale snakke nogen rigtig gerne'.split(
      ' ',
    ),
  ),
  de: new Set(
    'aber als am an auf aus bei bin bis da das dass dem den der des die dir du ein eine einem einen einer es für gibt hat habe ich ihr ihre im in ist ja kann können man mein meine meinen meiner mich mir mit nach nicht noch ob oder sein sie sind so um und uns von was welche welcher welches wenn wie wir wird wo zu zum zur mensch menschen person mitarbeiter mitarbeiterin sprechen reden jemand jemandem echten möchte'.split(
      ' ',
    ),
  ),
  es: new Set(
    'a al algo como cómo con cual cuál cuales cuáles cuanto cuánto cuanta cuánta cuantos cuántos cuantas cuántas de del donde dónde el en es esta este esto hay la las lo los me mi mis mí no o para pero por puedo puede que qué se si sí su sus te tengo tu tú tus un una uno y ya yo humano persona agente representante hablar alguien real quiero'.split(
      ' ',
    ),
  ),
};

// Splits on anything that is not a letter or digit, keeping "cv’er" as "cv" + "er".
const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function processTermFor(language: FaqTextLanguage) {
  const stop = STOP_WORDS[language];
  return (term: string): string | null => {
    const lower = term.toLocaleLowerCase();
    if (stop.has(lower)) return null;
    // Folded as people type ("ansogning" finds "ansøgning", "vaelg" finds "vælg").
    const folded = foldForSearch(lower);
    // Light stemming: plural and possessive endings, so "types" meets "type" and "files" "file".
    return folded.length > 4 ? folded.replace(/(?:'s|s|er|erne|en)$/u, '') : folded;
  };
}

/** The words of a message that carry meaning, as the index sees them. */
function contentTerms(message: string, language: FaqTextLanguage): Set<string> {
  const process = processTermFor(language);
  return new Set(tokenize(message).flatMap((token) => process(token) ?? []));
}

function buildIndex(language: FaqTextLanguage): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({
    fields: ['question', 'answer'],
    storeFields: ['question', 'answer'],
    tokenize,
    processTerm: processTermFor(language),
    searchOptions: {
      // The question says what an entry is about; its answer only mentions things in passing.
      boost: { question: 2 },
      // Typos in longer words only: on short ones one edit turns "real" into "read".
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: true,
      combineWith: 'OR',
    },
  });
  index.addAll(
    HELP_FAQ.map((entry: FaqEntry) => ({
      id: entry.id,
      question: entry.question[language],
      answer: entry.answer[language],
    })),
  );
  return index;
}

/**
 * Spec 000 §5: the language a message is written in, by the engine's detector (its five languages
 * are the chat's five); a message without evidence, or with as much for English as for another
 * language, reads as English.
 */
export function guessLanguage(message: string): ChatLanguage {
  return detectLanguage(message).language;
}

const indexes: Partial<Record<FaqTextLanguage, MiniSearch<Doc>>> = {};
const indexFor = (language: FaqTextLanguage) => (indexes[language] ??= buildIndex(language));

/** The help centre's language for a chat language: French has no texts of its own and reads English. */
const faqLanguageOf = (language: ChatLanguage): FaqTextLanguage => (language === 'fr' ? 'en' : language);

/** Below this score a match rests on a passing word or a fuzzy guess, not on the question's topic. */
export const MIN_SCORE = 3;
/**
 * The relevance bar: an entry answers a message only when it contains at least this share of the
 * message's meaningful words. Measured on relevance-questions.ts (issue 16): the help questions'
 * answering entries cover 0.67 to 1 of their words, the off-topic and career questions' best
 * matches 0.4 at most ("switch careers into data science" met "data" in the data-protection entry).
 */
export const MIN_COVERAGE = 0.5;
/** A second entry is offered when it scores at least this share of the best one. */
export const RELATED_SHARE = 0.5;

export type Passage = {
  id: string;
  question: string;
  answer: string;
  score: number;
  /** The share of the message's meaningful words the entry contains (0..1). */
  coverage: number;
};

/** Every entry that shares a word with `message`, best first, before the relevance bar. */
export function searchPassages(message: string, language: ChatLanguage): Passage[] {
  const faqLanguage = faqLanguageOf(language);
  const terms = contentTerms(message, faqLanguage);
  return indexFor(faqLanguage)
    .search(message)
    .map((hit) => ({
      id: String(hit.id),
      question: String(hit['question']),
      answer: String(hit['answer']),
      score: hit.score,
      coverage: terms.size ? new Set(hit.queryTerms).size / terms.size : 0,
    }));
}

/** The help-centre entries that answer `message`, best first, in `language` (English otherwise). */
export function rankPassages(message: string, language: ChatLanguage, limit = 3): Passage[] {
  return searchPassages(message, language)
    .filter((hit) => hit.score >= MIN_SCORE && hit.coverage >= MIN_COVERAGE)
    .slice(0, limit);
}

type Texts = {
  related: string;
  unknown: (email: string) => string;
  career: string;
  openAssistant: string;
  signUpForAssistant: string;
};

const TEXT: Record<FaqTextLanguage, Texts> = {
  en: {
    related: 'You might also want to know:',
    career:
      "That sounds like a career question. I'm the help desk for Applywise and only know the app, so I won't guess. Our AI assistant can help: it works from your own CV and helps with changing careers, interview preparation, CV reviews and cover letters.",
    openAssistant: 'Open the AI assistant',
    signUpForAssistant: 'Create a free account to use the AI assistant',
    unknown: (email: string) =>
      `I'm sorry, I don't know the answer to that. Please send your question through our contact form at /contact or email ${email}, and our team will get back to you within 24 hours on weekdays.`,
  },
  da: {
    related: 'Du vil måske også vide:',
    career:
      'Det lyder som et karrierespørgsmål. Jeg er Applywise’ hjælp og kender kun appen, så jeg vil ikke gætte. Vores AI-assistent kan hjælpe: den tager udgangspunkt i dit eget CV og hjælper med karriereskift, forberedelse til jobsamtaler, gennemgang af dit CV og ansøgninger.',
    openAssistant: 'Åbn AI-assistenten',
    signUpForAssistant: 'Opret en gratis konto for at bruge AI-assistenten',
    unknown: (email: string) =>
      `Beklager, det kender jeg ikke svaret på. Send dit spørgsmål via kontaktformularen på /contact eller skriv til ${email}, så vender vores team tilbage inden for 24 timer på hverdage.`,
  },
  de: {
    related: 'Das könnte Sie auch interessieren:',
    career:
      'Das klingt nach einer Karrierefrage. Ich bin der Hilfe-Chat von Applywise und kenne nur die App, daher möchte ich nicht raten. Unser KI-Assistent hilft Ihnen weiter: Er arbeitet mit Ihrem eigenen Lebenslauf und hilft bei Berufswechsel, Vorbereitung auf Vorstellungsgespräche, Lebenslauf-Check und Anschreiben.',
    openAssistant: 'KI-Assistenten öffnen',
    signUpForAssistant: 'Kostenloses Konto erstellen und den KI-Assistenten nutzen',
    unknown: (email: string) =>
      `Das tut mir leid, darauf weiß ich keine Antwort. Bitte senden Sie Ihre Frage über unser Kontaktformular unter /contact oder per E-Mail an ${email}; unser Team meldet sich werktags innerhalb von 24 Stunden bei Ihnen.`,
  },
  es: {
    related: 'Quizá también te interese saber:',
    career:
      'Parece una pregunta sobre tu carrera. Soy el chat de ayuda de Applywise y solo conozco la aplicación, así que prefiero no adivinar. Nuestro asistente de IA puede ayudarte: trabaja con tu propio CV y te ayuda a cambiar de carrera, preparar entrevistas, revisar tu CV y escribir cartas de presentación.',
    openAssistant: 'Abrir el asistente de IA',
    signUpForAssistant: 'Crea una cuenta gratuita para usar el asistente de IA',
    unknown: (email: string) =>
      `Lo siento, no sé la respuesta a eso. Envía tu pregunta a través de nuestro formulario de contacto en /contact o escribe a ${email}, y nuestro equipo te responderá en un plazo de 24 horas en días laborables.`,
  },
};

const textFor = (language: ChatLanguage) => TEXT[faqLanguageOf(language)];
const sourcesOf = (passages: readonly Passage[]) => passages.map(({ id, question }) => ({ id, question }));

/** A career question's reply: short and honest, with the way to the assistant (sign-up for a visitor). */
export function careerAnswer(language: ChatLanguage, signedIn: boolean): TChatResponse {
  const text = textFor(language);
  return {
    response: text.career,
    sources: [],
    link: signedIn
      ? { href: ASSISTANT_PATH, label: text.openAssistant }
      : { href: ASSISTANT_SIGN_UP_PATH, label: text.signUpForAssistant },
  };
}

/** The built-in answer: the best passage, a pointer to a close second, or an honest "I don't know". */
export function builtInAnswer(
  passages: readonly Passage[],
  language: ChatLanguage,
  supportEmail: string,
): TChatResponse {
  const text = textFor(language);
  const [best, second] = passages;
  if (!best) return { response: text.unknown(supportEmail), sources: [] };
  const related = second && second.score >= best.score * RELATED_SHARE ? second : undefined;
  return {
    response: related ? `${best.answer}\n\n${text.related} ${related.question}` : best.answer,
    sources: sourcesOf(related ? [best, related] : [best]),
  };
}

const LANGUAGE_NAMES: Record<ChatLanguage, string> = {
  en: 'English',
  da: 'Danish',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
};

/** The model's instructions: the passages are the only knowledge it may use. */
export function modelSystemPrompt(
  language: ChatLanguage,
  passages: readonly Passage[],
  email: string,
): string {
  const context = passages.length
    ? passages.map((p, i) => `[${i + 1}] Q: ${p.question}\nA: ${p.answer}`).join('\n\n')
    : '(no matching help-centre passages)';
  return [
    'You are Ava, the support assistant of Applywise, a job-application assistant.',
    'Answer ONLY from the help-centre passages below. If they do not answer the question, say you do not know',
    `and point to the contact form at /contact or the support email ${email}.`,
    `Answer in ${LANGUAGE_NAMES[language]}, in at most three short sentences, as plain text without markdown.`,
    '',
    'Help-centre passages:',
    context,
  ].join('\n');
}

/**
 * Answers a chat message. A career question gets the way to the assistant; a message no help entry
 * answers (below the relevance bar) an honest "I don't know", without asking a model to improvise;
 * otherwise the model when configured (grounded on the passages), else the built-in answer.
 */
export async function answerChat(
  input: { message: string; language: ChatLanguage; isSignedIn: () => Promise<boolean> },
  deps: { config: Config; ai: AiModel | undefined; log: FastifyBaseLogger },
): Promise<TChatResponse> {
  const { message, language } = input;
  const { config, ai, log } = deps;
  if (isCareerQuestion(message)) return careerAnswer(language, await input.isSignedIn());
  const passages = rankPassages(message, language);
  if (!passages.length) return builtInAnswer(passages, language, config.supportEmail);
  return withModel(
    ai,
    log,
    'help chat',
    async (model) => {
      const response = await model.text({
        system: modelSystemPrompt(language, passages, config.supportEmail),
        prompt: message,
        maxOutputTokens: 300,
      });
      return { response, sources: sourcesOf(passages) };
    },
    () => builtInAnswer(passages, language, config.supportEmail),
  );
}
