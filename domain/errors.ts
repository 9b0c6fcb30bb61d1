import { z } from 'zod';

/** Error codes shared by server and web; the web maps them to the spec's toast texts. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  // Why a CV upload was refused (domain/cv.ts CV_API_ERROR_CODES).
  'CV_TOO_LARGE',
  'CV_UNSUPPORTED_TYPE',
  'CV_UNREADABLE',
  'CV_CORRUPT',
  'CV_PROCESSING_FAILED',
  // The local provider's test checkout refused the card (issue 7).
  'CARD_DECLINED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;
