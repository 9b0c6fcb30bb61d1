import type { AssistantLanguage, AssistantTool } from '#domain/assistant';
import { fold } from '#engine/text/index';
import type { ToolCall } from './types.ts';

/**
 * Which tool a question is for, by the words people use for each in English and Danish. Each
 * pattern adds its weight to its tool; the highest total wins, and a question that names none is
 * `help` (an honest "this is what I can do"), never a guess.
 */
type Cue = readonly [RegExp, number];

const CUES: Readonly<Record<Exclude<AssistantTool, 'help'>, readonly Cue[]>> = {
  interview: [
    [/interview/, 2],
    [/\b(job|ansaettelses)?samtale/, 2],
    [/\bstar\b/, 2],
    [/\bmock\b/, 1],
    [/\bbehaviou?ral\b/, 1],
    [/\b(practice|typical|likely|expect\w*)\b.*\bquestions?\b|\bquestions?\b.*\b(ask|expect)\b/, 1],
    [/\bspoergsmal\b/, 1],
    [/\b(oeve|forbered\w*|prepare|preparation)\b/, 1],
  ],
  resume: [
    [/\b(resume|cv|curriculum vitae)\b/, 3],
    [/\bbullet points?\b/, 1],
    [/\b(review|feedback|improve|check|gennemga|forbedre|tjek)\b/, 1],
  ],
  'cover-letter': [
    [/\bcover(ing)? letter\b|\b(application|motivation(al)?) letter\b/, 3],
    [/\b(job)?ansoegning(sbrev)?\w*\b|\bfoelgebrev\b/, 3],
    [/\bletter\b|\bbrev\b/, 1],
  ],
  'career-change': [
    [/\bcareers?\b.*\b(change|switch|shift)|\b(change|switch|shift)\w*\b.*\bcareers?\b|\bcareer change\b/, 3],
    [/\bkarriere\w*\b|\bbranche\b|\bomskol\w*|\bomstil\w*/, 3],
    [/\b(transition|retrain|reskill|new field|move into|moving into|switch\w*)\b/, 2],
    [/\b(become|blive)\b/, 2],
    [/\bskift\w*\b/, 1],
    [/\b(skills?|kompetencer)\b.*\b(need|mangler|kraever)\b|\bbackground\b|\bbaggrund\b/, 1],
  ],
};

/** Folded, with æ and ø written out, so every pattern is plain ASCII (å folds to a). */
export function plain(text: string): string {
  return fold(text).replace(/æ/g, 'ae').replace(/ø/g, 'oe');
}

/**
 * The tool a question is for, with the question itself as the text naming its application or
 * target occupation (the tools find the name in it).
 */
export function routeQuestion(question: string): ToolCall {
  const tool = routeTool(question);
  switch (tool) {
    case 'interview':
    case 'cover-letter':
      return { tool, args: { application: question } };
    case 'career-change':
      return { tool, args: { target: question } };
    default:
      return { tool, args: {} };
  }
}

function routeTool(question: string): AssistantTool {
  const text = ` ${plain(question)} `;
  let best: AssistantTool = 'help';
  let bestScore = 0;
  for (const [tool, cues] of Object.entries(CUES) as [Exclude<AssistantTool, 'help'>, readonly Cue[]][]) {
    const score = cues.reduce((sum, [re, weight]) => sum + (re.test(text) ? weight : 0), 0);
    if (score > bestScore) {
      best = tool;
      bestScore = score;
    }
  }
  // A lone generic verb ("check", "prepare") is not a request for any tool.
  return bestScore >= 2 ? best : 'help';
}

const DANISH_WORDS =
  /\b(jeg|mit|min|mine|mig|hvordan|hvad|hvilke|kan|du|til|med|og|er|det|en|et|at|skal|gerne|om|pa|fra|hjaelp|ansoegning|samtale)\b/g;
const ENGLISH_WORDS =
  /\b(i|my|me|how|what|which|can|you|to|with|and|is|the|a|an|should|help|for|from|please|do)\b/g;

/**
 * The language to answer in: Danish letters (æ, ø, å) or more Danish than English function words
 * make it Danish, more English ones English; otherwise the UI's language.
 */
export function questionLanguage(question: string, fallback: AssistantLanguage): AssistantLanguage {
  if (/[æøå]/i.test(question)) return 'da';
  const text = plain(question);
  const da = text.match(DANISH_WORDS)?.length ?? 0;
  const en = text.match(ENGLISH_WORDS)?.length ?? 0;
  if (da > en) return 'da';
  if (en > da) return 'en';
  return fallback;
}
