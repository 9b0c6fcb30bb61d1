/**
 * The letter writer (engine/write): the built-in writer (writeLetter), the verified fact sheet it
 * is limited to (buildFactSheet: what "What your letter will say" shows, each fact with its CV line
 * and confidence, unticked ids passed back as LetterInput.excludedFacts), the claim checker that
 * reads any letter back against it (checkClaims, letterClaimProblems), and the model writer's
 * helpers (buildLetterPrompt, checkLetter, letterFromText). Pure and deterministic.
 */
export type { LetterInput } from './types.ts';
export { writeLetter } from './write.ts';
export { sentencesOf, sentenceKey } from './text.ts';

/** How many of an applicant's latest letters the writer is shown, not to repeat their sentences. */
export const EARLIER_LETTERS = 40;
export { buildLetterPrompt } from './prompt.ts';
export { checkLetter, letterClaimProblems } from './check.ts';
export { CLAIM_CLASSES, checkClaims, type ClaimClass, type ClaimProblem } from './claims.ts';
export { CONFIDENCE_BAR, buildFactSheet, usable, type Fact, type FactKind, type FactSheet } from './sheet.ts';
export { letterFromText } from './from-text.ts';
