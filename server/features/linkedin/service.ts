import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { LINKEDIN_LANGUAGES, type LinkedinLanguage, type TLinkedinAnalysis } from '#domain/linkedin';
import {
  analyzeLinkedinProfile,
  readLinkedinProfile,
  type LinkedinProfile,
  type ProfileLine,
} from '#engine/analyze/linkedin';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { withModel, type AiModel } from '../../infra/ai.ts';
import { analysisContext, saveAnalysis } from './repository.ts';

const LANGUAGE_NAME: Record<LinkedinLanguage, string> = { en: 'English', da: 'Danish' };

/**
 * With a model configured, the recommendations are reworded to read more naturally; the score and
 * the checklist stay the engine's (explainable and stable). The model gets only the engine's own
 * recommendations, so it has nothing to invent from; an answer with another number of items is
 * refused and the engine's wording stays.
 */
async function reworded(
  analysis: TLinkedinAnalysis,
  ai: AiModel | undefined,
  log: FastifyBaseLogger,
): Promise<TLinkedinAnalysis> {
  const count = analysis.recommendations.length;
  if (count === 0) return analysis;
  return withModel(
    ai,
    log,
    'LinkedIn recommendations',
    async (model) => {
      const { recommendations } = await model.object({
        system: `You edit advice for a job seeker's LinkedIn profile. Rewrite each item in ${
          LANGUAGE_NAME[analysis.language]
        } so it is clear, friendly and concrete. Keep every fact, number, name and address exactly; add no new advice; keep the order; one output item per input item.`,
        prompt: analysis.recommendations.map((r, i) => `${i + 1}. ${r}`).join('\n'),
        schema: z.object({ recommendations: z.array(z.string().trim().min(1).max(600)) }),
      });
      if (recommendations.length !== count)
        throw new Error('the model changed the number of recommendations');
      return { ...analysis, recommendations, enhanced: true };
    },
    () => analysis,
  );
}

/** Nothing LinkedIn prints was found: no headline, sections or experience. */
function isEmpty(profile: LinkedinProfile): boolean {
  return profile.sections.length === 0 && profile.experience.length === 0;
}

export interface AnalysisInput {
  userId: string;
  linkedinUrl: string;
  language: LinkedinLanguage | undefined;
  source: 'pdf' | 'text';
  /** The PDF's lines (with sizes) or the pasted text. */
  content: readonly ProfileLine[] | string;
}

/** Reads the profile, scores it against the user's target roles and default CV, and stores it. */
export async function analyseAndStore(
  deps: { db: Db; ai: AiModel | undefined; log: FastifyBaseLogger },
  input: AnalysisInput,
) {
  const profile = readLinkedinProfile(input.content);
  if (isEmpty(profile)) {
    throw new AppError(
      'VALIDATION_FAILED',
      input.source === 'pdf'
        ? 'This PDF does not look like a LinkedIn profile export. On your profile choose More → Save to PDF and upload that file.'
        : 'This text does not look like a LinkedIn profile. Paste the text of your profile or of its PDF export, including headings such as Experience.',
      { [input.source === 'pdf' ? 'file' : 'profileText']: 'No LinkedIn profile found' },
    );
  }
  const context = await analysisContext(deps.db, input.userId);
  const language: LinkedinLanguage =
    input.language ?? LINKEDIN_LANGUAGES.find((l) => l === context.preferredLanguage) ?? 'en';
  const analysis = await reworded(
    analyzeLinkedinProfile(profile, {
      linkedinUrl: input.linkedinUrl,
      targetRoles: context.targetRoles,
      cv: context.cv,
      language,
    }),
    deps.ai,
    deps.log,
  );
  return saveAnalysis(deps.db, {
    userId: input.userId,
    linkedinUrl: input.linkedinUrl,
    source: input.source,
    analysis,
  });
}
