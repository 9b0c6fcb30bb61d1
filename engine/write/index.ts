/**
 * The letter writer (engine/write): the built-in writer (writeLetter) and the model writer's
 * helpers (buildLetterPrompt, checkLetter, letterFromText). Pure and deterministic.
 */
export type { LetterInput } from './types.ts';
export { writeLetter } from './write.ts';
export { buildLetterPrompt } from './prompt.ts';
export { checkLetter } from './check.ts';
export { letterFromText } from './from-text.ts';
