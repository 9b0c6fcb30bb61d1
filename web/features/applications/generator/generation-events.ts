import { z } from 'zod';
import { ZApplication, ZAtsReport, ZJobAd, type GenerationEvent } from '#domain/applications';
import { GENERATION_STAGES } from '#domain/application-rules';
import type { SseMessage } from '../../../lib/sse';

// The generation's wire format, imported when a generation starts (generator-api.ts): its schemas
// (the application, its ATS report and job ad) are not built while /new-job loads and hydrates.

const ZError = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

/** The wire format of each event's data (domain GenerationEvent), checked at the edge. */
const EVENT_DATA = {
  stage: z.object({ stage: z.enum(GENERATION_STAGES) }),
  report: z.object({ report: ZAtsReport, jobAd: ZJobAd }),
  delta: z.object({ text: z.string() }),
  notice: z.object({ code: z.literal('MODEL_FALLBACK'), message: z.string() }),
  done: ZApplication,
  error: ZError,
} as const;

/** One parsed generation event, or null for an event this client does not know or cannot read. */
export function toGenerationEvent(message: SseMessage): GenerationEvent | null {
  if (!Object.hasOwn(EVENT_DATA, message.event)) return null;
  const name = message.event as keyof typeof EVENT_DATA;
  let json: unknown;
  try {
    json = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = EVENT_DATA[name].safeParse(json);
  return parsed.success ? ({ event: name, data: parsed.data } as GenerationEvent) : null;
}

/** The finished application of a server that answered with plain JSON instead of a stream. */
export const parseApplication = (json: unknown) => ZApplication.safeParse(json);
