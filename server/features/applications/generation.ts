import type { FastifyBaseLogger } from 'fastify';
import type {
  GenerationEvent,
  Generator,
  OutputLanguage,
  TAtsReport,
  TJobAd,
  TLetter,
  Tone,
} from '#domain/applications';
import type { TCvData } from '#domain/cv';
import { analyseJobAd, matchCv } from '#engine/match/index';
import {
  buildLetterPrompt,
  checkLetter,
  letterFromText,
  writeLetter,
  type LetterInput,
} from '#engine/write/index';
import type { AiModel } from '../../infra/ai.ts';
import { letterExclusions } from './facts.ts';

/**
 * The generator's work (spec 001 §5, issue 6): analyse the ad, match the CV, write the letter with
 * the configured model or the built-in writer, reporting progress as GenerationEvents. No I/O of
 * its own beyond the model; saving is the caller's.
 */

/** About 400 words in any of the five languages, with room for the letter's form parts. */
const MODEL_MAX_OUTPUT_TOKENS = 1_500;
/** The built-in writer's text goes out in pieces this many words long, so the UI shows it being written. */
const WORDS_PER_DELTA = 4;

export const MODEL_FALLBACK_MESSAGE =
  "The AI model was unavailable, so Applywise's built-in writer wrote this letter.";

export type Emit = (event: GenerationEvent) => void;

export type GenerationInput = {
  cv: TCvData;
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  language: OutputLanguage;
  tone: Tone;
  applicant: LetterInput['applicant'];
  now: Date;
  /** Fact ids the user unticked in the facts review (see facts.ts). */
  excludedFacts: readonly string[];
  /** Sentences of the user's latest letters: the built-in writer says things another way. */
  earlierSentences: readonly string[];
};

export type Generated = { letter: TLetter; report: TAtsReport; jobAd: TJobAd; generator: Generator };

/** The client went away: the work stops and nothing is saved. */
export class GenerationAborted extends Error {
  constructor() {
    super('the client closed the connection');
  }
}

/** Text in pieces of a few words; the pieces join back to exactly the text. */
export function textPieces(text: string, wordsPerPiece = WORDS_PER_DELTA): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece)
    pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new GenerationAborted();
}

function writeBuiltIn(input: LetterInput, emit: Emit): TLetter {
  const letter = writeLetter(input);
  for (const text of textPieces(letter.text)) emit({ event: 'delta', data: { text } });
  return letter;
}

/** The model's letter, streamed as it comes; throws when the model fails or its letter is refused. */
async function writeWithModel(ai: AiModel, input: LetterInput, emit: Emit, signal: AbortSignal) {
  const { system, prompt } = buildLetterPrompt(input);
  let text = '';
  for await (const delta of ai.stream({
    system,
    prompt,
    maxOutputTokens: MODEL_MAX_OUTPUT_TOKENS,
    abortSignal: signal,
  })) {
    text += delta;
    emit({ event: 'delta', data: { text: delta } });
  }
  const check = checkLetter(text, input);
  if (!check.ok) throw new Error(`model letter refused: ${check.problems.join('; ')}`);
  return letterFromText(text, input);
}

/**
 * Runs the pipeline. With a model, a provider error, timeout or refused letter falls back to the
 * built-in writer after a MODEL_FALLBACK notice (the UI then starts the letter afresh).
 */
export async function generate(
  input: GenerationInput,
  deps: { ai: AiModel | undefined; log: FastifyBaseLogger },
  emit: Emit,
  signal: AbortSignal,
): Promise<Generated> {
  emit({ event: 'stage', data: { stage: 'analysing' } });
  const jobAd = analyseJobAd(input.jobDescription, { title: input.jobTitle, company: input.companyName });
  throwIfAborted(signal);
  emit({ event: 'stage', data: { stage: 'matching' } });
  const report = matchCv(input.cv, jobAd, { now: input.now });
  emit({ event: 'report', data: { report, jobAd } });
  throwIfAborted(signal);

  emit({ event: 'stage', data: { stage: 'writing' } });
  // The letter (built-in or model, its prompt and its check alike) sees the exclusions; the saved report does not.
  const excluded = letterExclusions(input.excludedFacts, report, input.cv, input.now);
  const letterInput: LetterInput = {
    cv: input.cv,
    ad: jobAd,
    report: excluded.report,
    excludedFacts: excluded.excludedFacts,
    language: input.language,
    tone: input.tone,
    jobTitle: input.jobTitle,
    companyName: input.companyName,
    date: input.now,
    applicant: input.applicant,
    earlierSentences: input.earlierSentences,
  };
  if (deps.ai) {
    try {
      const letter = await writeWithModel(deps.ai, letterInput, emit, signal);
      return { letter, report, jobAd, generator: 'model' };
    } catch (error) {
      throwIfAborted(signal);
      deps.log.warn({ err: error }, 'model writer failed; the built-in writer takes over');
      emit({ event: 'notice', data: { code: 'MODEL_FALLBACK', message: MODEL_FALLBACK_MESSAGE } });
    }
  }
  const letter = writeBuiltIn(letterInput, emit);
  return { letter, report, jobAd, generator: 'builtin' };
}
