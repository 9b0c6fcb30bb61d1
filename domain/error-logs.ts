import { z } from 'zod';

/** Error types the spec names (000 §3); the top-level boundary sends ERROR_BOUNDARY. */
export const ERROR_LOG_TYPES = [
  'ERROR_BOUNDARY',
  'CV_PROCESSING_ERROR',
  'AI_GENERATION_ERROR',
  'PDF_GENERATION_ERROR',
] as const;

export const ZCreateErrorLogRequest = z
  .object({
    errorType: z.enum(ERROR_LOG_TYPES),
    errorMessage: z.string().min(1).max(2000),
    stackTrace: z.string().max(20000).optional(),
    context: z
      .object({
        component: z.string().max(200).optional(),
        action: z.string().max(200).optional(),
        url: z.string().max(2000).optional(),
        userAgent: z.string().max(1000).optional(),
        timestamp: z.string().max(100).optional(),
        additionalData: z.record(z.string(), z.unknown()).optional(),
      })
      .strict()
      .default({}),
  })
  .strict();
export type TCreateErrorLogRequest = z.infer<typeof ZCreateErrorLogRequest>;
