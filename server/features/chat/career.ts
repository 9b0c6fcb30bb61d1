/**
 * Career questions in the public chat (issue 16). The help centre knows the product, not careers:
 * a question about changing field, interviews, salary or a CV's content would otherwise be matched
 * to whichever help entry shares a word with it ("change career" → how to cancel). Such questions
 * get a short, honest reply and a link to the AI assistant, which works from the user's own CV.
 * English and Danish, the languages of the help centre; the German, Spanish and French words for
 * "career" too, as the chat answers those languages.
 */
const CAREER_PATTERNS: readonly RegExp[] = [
  // English
  /\bcareers?\b/,
  /\b(?:switch|switching|change|changing)\s+(?:jobs|fields|industries|professions)\b/,
  /\b(?:transition|transitioning|move|moving|pivot|pivoting|break|breaking)\s+into\b/,
  // "become a UX designer", not "become a Pro member".
  /\bbecome\s+an?\s+(?!(?:pro|elite|premium|paying|member|subscriber|customer|user)\b)\w+/,
  /\bjob\s+interviews?\b/,
  /\binterviews?\s+(?:questions?|tips|prep\w*|advice|practice)\b/,
  /\bprepar\w*\s+(?:for\s+)?(?:an?\s+|my\s+|the\s+)?(?:job\s+)?interviews?\b/,
  /\b(?:salary|salaries|pay\s+rise|negotiat\w*)\b/,
  /\b(?:review|improve|critique|strengthen|feedback\s+on)\b[^.?!]{0,30}\b(?:cv|resume|résumé)\b/,
  /\b(?:find|get|land)\s+(?:a\s+|an?\s+new\s+|my\s+first\s+)?job\b/,
  /\bjob\s+(?:search|hunting)\b/,
  /\bskills?\s+(?:do\s+i\s+need|should\s+i\s+learn|to\s+learn)\b/,
  /\bcover\s+letter\s+(?:tips|advice)\b/,
  // Danish
  /\bkarriere\w*/,
  /\bskift\w*\s+(?:job|branche|fag|spor)\b/,
  /\bjobsamtale\w*/,
  /\bforbered\w*\s+(?:mig\s+)?(?:til\s+)?(?:en\s+)?samtale/,
  /\b(?:løn|lønnen|lønforhandling\w*|forhandle)\b/,
  /\bfor\s+at\s+blive\b/,
  /\bhvordan\s+bliver\s+jeg\b/,
  /\b(?:første|nyt|et\s+nyt)\s+job\b/,
  /\bjobsøgning\w*/,
  /\b(?:forbedre|gennemgå|feedback\s+på)\b[^.?!]{0,30}\bcv\b/,
  // German, Spanish, French
  /\b(?:karriere|berufswechsel|carrera|carrière)\b/,
];

/** Whether a chat message asks for career advice rather than help with the product. */
export function isCareerQuestion(message: string): boolean {
  const text = message.toLocaleLowerCase();
  return CAREER_PATTERNS.some((pattern) => pattern.test(text));
}

/** Where the assistant is: itself for a signed-in user, sign-up coming back to it for a visitor. */
export const ASSISTANT_PATH = '/ai-assistant';
export const ASSISTANT_SIGN_UP_PATH = `/auth?tab=signup&returnTo=${encodeURIComponent(ASSISTANT_PATH)}`;
