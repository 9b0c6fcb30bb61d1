import type { FastifyBaseLogger } from 'fastify';
import {
  TONES,
  type OutputLanguage,
  type TApplication,
  type TCreateApplicationRequest,
  type Tone,
} from '#domain/applications';
import { ZCvData, type TCvData } from '#domain/cv';
import { canGenerate, hasRequiredInfo, type TCvStatusSummary } from '#domain/onboarding';
import type { Db } from '../../db/client.ts';
import type { JobApplicationRow, ProfileRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AiModel } from '../../infra/ai.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import type { SessionUser } from '../../session.ts';
import { consumeApplication, releaseReservation, settleReservation } from '../billing/usage.ts';
import { cvStatusSummary, getCv } from '../cvs/repository.ts';
import { logServerError } from '../error-logs/repository.ts';
import { notify } from '../notifications/service.ts';
import { getOrCreateProfile } from '../profile/repository.ts';
import {
  generate,
  GenerationAborted,
  type Emit,
  type Generated,
  type GenerationInput,
} from './generation.ts';
import { EARLIER_LETTERS, sentencesOf } from '#engine/write/index';
import {
  getOwnedApplication,
  insertApplication,
  latestLetters,
  replaceGenerated,
  toApplication,
  type GeneratedContent,
} from './repository.ts';

/**
 * Creating and regenerating applications: the checks that refuse a request before anything is
 * spent (can-generate, the CV, the plan's usage), then the generation, the save and the
 * notification. Usage is counted before generating (atomically, so concurrent requests cannot pass
 * the limit) and given back when the generation fails, so in effect only successes count.
 */

export type GeneratorDeps = {
  db: Db;
  ai: AiModel | undefined;
  mailer: Mailer;
  log: FastifyBaseLogger;
  appUrl: string;
};

/** A request that passed every check and paid its usage: it must now succeed or be given back. */
export type PreparedGeneration = {
  userId: string;
  input: GenerationInput;
  /** The usage reservation it paid with: settled when saved, released when it failed. */
  reservation: string;
  /** Writes the result: a new row or the regenerated one. */
  save(generated: GeneratedContent): Promise<JobApplicationRow>;
  /** For the error log. */
  context: Record<string, unknown>;
};

const PG_FOREIGN_KEY_VIOLATION = '23503';

/** Why the form is locked (spec 001 §2 lock states), as the refusal's message. */
function cannotGenerateMessage(profile: ProfileRow, cvs: TCvStatusSummary): string {
  if (!hasRequiredInfo(profile))
    return 'Add your full name and email to your profile before generating applications.';
  if (!cvs.hasCv) return 'Upload your CV first: applications are written from it.';
  if (cvs.pending > 0)
    return 'Your CV is still being processed. You can generate applications as soon as it is ready.';
  return 'Your CV could not be read. Retry its processing or upload another CV.';
}

async function requireCanGenerate(db: Db, user: SessionUser): Promise<ProfileRow> {
  const profile = await getOrCreateProfile(db, user);
  const summary = await cvStatusSummary(db, user.id);
  if (!canGenerate(profile, summary)) {
    throw new AppError('CANNOT_GENERATE', cannotGenerateMessage(profile, summary));
  }
  return profile;
}

/** The CV's structured data; the CV must be the user's and processed. */
export async function processedCv(db: Db, userId: string, cvId: string): Promise<TCvData> {
  const row = await getCv(db, userId, cvId);
  const data = row.extractionStatus === 'completed' ? ZCvData.safeParse(row.extractedData) : undefined;
  if (!data?.success) {
    const message =
      row.extractionStatus === 'pending'
        ? 'This CV is still being processed. Please wait a moment or choose another CV.'
        : 'This CV could not be read. Retry its processing or choose another CV.';
    throw new AppError('VALIDATION_FAILED', message, { cvId: message });
  }
  return data.data;
}

async function consumeOrRefuse(db: Db, userId: string): Promise<string> {
  const usage = await consumeApplication(db, userId);
  if (!usage.allowed || !usage.reservation) {
    throw new AppError(
      'USAGE_LIMIT_REACHED',
      `You have used all ${usage.limit} applications of your Free plan this month. Upgrade to Pro for unlimited applications.`,
    );
  }
  return usage.reservation;
}

function toneOf(profile: ProfileRow): Tone {
  return TONES.find((t) => t === profile.preferredTone) ?? 'professional';
}

/** The sender block: what the user confirmed in the profile first, the CV's own details otherwise. */
function applicantOf(profile: ProfileRow, cv: TCvData): GenerationInput['applicant'] {
  const pick = (...values: (string | null | undefined)[]) => values.find((v) => v?.trim())?.trim() ?? '';
  return {
    fullName: pick(profile.fullName, cv.personalInfo.fullName),
    email: pick(profile.email, cv.personalInfo.email),
    phone: pick(profile.phone, cv.personalInfo.phone),
    location: pick(profile.contactAddress, cv.personalInfo.location),
  };
}

type Job = {
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  language: OutputLanguage;
  excludedFacts: readonly string[];
};

/** Everything checked, then the usage paid; the returned input is ready to generate from. */
async function checkAndConsume(
  db: Db,
  user: SessionUser,
  cvId: string,
  job: Job,
): Promise<{ input: GenerationInput; reservation: string }> {
  const profile = await requireCanGenerate(db, user);
  const cv = await processedCv(db, user.id, cvId);
  const reservation = await consumeOrRefuse(db, user.id);
  // Two letters of one applicant should not read alike: the writer sees the latest ones.
  const earlierSentences = (await latestLetters(db, user.id, EARLIER_LETTERS)).flatMap(sentencesOf);
  const input = {
    cv,
    ...job,
    tone: toneOf(profile),
    applicant: applicantOf(profile, cv),
    now: new Date(),
    earlierSentences,
  };
  return { input, reservation };
}

export async function prepareCreate(
  db: Db,
  user: SessionUser,
  body: TCreateApplicationRequest,
): Promise<PreparedGeneration> {
  const { jobTitle, companyName, jobDescription, cvId, outputLanguage } = body;
  const { input, reservation } = await checkAndConsume(db, user, cvId, {
    jobTitle,
    companyName,
    jobDescription,
    language: outputLanguage,
    excludedFacts: body.excludedFacts ?? [],
  });
  return {
    userId: user.id,
    input,
    reservation,
    context: { action: 'create', cvId },
    save: (generated) =>
      insertApplication(
        db,
        {
          userId: user.id,
          jobTitle,
          companyName,
          jobDescription,
          cvId,
          applicationUrl: body.applicationUrl ?? null,
        },
        generated,
      ),
  };
}

/** Regenerating uses the stored ad, CV and language, and counts like a new generation. */
export async function prepareRegenerate(db: Db, user: SessionUser, id: string): Promise<PreparedGeneration> {
  const row = await getOwnedApplication(db, user.id, id);
  if (!row.cvId) {
    const message = 'The CV of this application was deleted. Create a new application with another CV.';
    throw new AppError('VALIDATION_FAILED', message, { cvId: message });
  }
  const stored = toApplication(row);
  const { input, reservation } = await checkAndConsume(db, user, row.cvId, {
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    jobDescription: row.jobDescription ?? '',
    language: stored.outputLanguage ?? 'english',
    // The unticked facts are not stored: a regeneration writes from the whole fact sheet again.
    excludedFacts: [],
  });
  return {
    userId: user.id,
    input,
    reservation,
    context: { action: 'regenerate', applicationId: id, cvId: row.cvId },
    save: async (generated) => {
      const saved = await replaceGenerated(db, user.id, id, generated);
      if (!saved) throw new AppError('NOT_FOUND', 'The application was deleted while it was being written.');
      return saved;
    },
  };
}

function contentOf(generated: Generated, input: GenerationInput): GeneratedContent {
  return {
    content: generated.letter.text,
    stored: { report: generated.report, jobAd: generated.jobAd, paragraphs: generated.letter.paragraphs },
    generator: generated.generator,
    tone: input.tone,
    outputLanguage: input.language,
  };
}

/** Saving fails on the CV's foreign key when the CV was deleted during the generation. */
async function save(prepared: PreparedGeneration, generated: Generated): Promise<JobApplicationRow> {
  try {
    return await prepared.save(contentOf(generated, prepared.input));
  } catch (error) {
    // drizzle wraps the driver's error; its code is on the cause.
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code;
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      throw new AppError('NOT_FOUND', 'The CV was deleted while the application was being written.');
    }
    throw error;
  }
}

/** What a failed generation answers: our own refusals as they are, anything else as a retryable failure. */
export function generationFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError('INTERNAL', 'The application could not be generated. Please try again.');
}

/**
 * Generates and saves. On any failure (including the client going away) the usage is given back
 * and nothing is saved; failures other than the client leaving are logged as AI_GENERATION_ERROR.
 */
export async function runGeneration(
  deps: GeneratorDeps,
  prepared: PreparedGeneration,
  emit: Emit,
  signal: AbortSignal,
): Promise<TApplication> {
  let row: JobApplicationRow;
  try {
    const generated = await generate(prepared.input, deps, emit, signal);
    if (signal.aborted) throw new GenerationAborted();
    emit({ event: 'stage', data: { stage: 'saving' } });
    row = await save(prepared, generated);
  } catch (error) {
    await releaseReservation(deps.db, prepared.reservation).catch((e: unknown) =>
      deps.log.error(
        { err: e, userId: prepared.userId },
        'could not give back the usage of a failed generation',
      ),
    );
    if (error instanceof GenerationAborted) {
      deps.log.info({ userId: prepared.userId }, 'generation abandoned by the client');
    } else {
      deps.log.error({ err: error, userId: prepared.userId }, 'generation failed');
      await logServerError(deps.db, deps.log, {
        userId: prepared.userId,
        errorType: 'AI_GENERATION_ERROR',
        error,
        context: { component: 'generator', ...prepared.context, language: prepared.input.language },
      });
    }
    throw error;
  }
  // Saved: the application stays counted. Should this fail, the sweep gives it back later: the
  // user is not charged for our error.
  await settleReservation(deps.db, prepared.reservation).catch((e: unknown) =>
    deps.log.error({ err: e, userId: prepared.userId }, 'could not settle the usage of a generation'),
  );
  await notify(deps, prepared.userId, 'application_generated', (texts) => ({
    ...texts.applicationGenerated({ jobTitle: row.jobTitle, companyName: row.companyName }),
    link: `/applications/${row.id}`,
  }));
  return toApplication(row);
}
