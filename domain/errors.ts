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
  // The database is down or not answering: try again shortly (503 with Retry-After).
  'SERVICE_UNAVAILABLE',
  // Why a CV upload was refused (domain/cv.ts CV_API_ERROR_CODES).
  'CV_TOO_LARGE',
  'CV_UNSUPPORTED_TYPE',
  'CV_UNREADABLE',
  'CV_CORRUPT',
  'CV_PROCESSING_FAILED',
  // The local provider's test checkout refused the card (issue 7).
  'CARD_DECLINED',
  // The generator (issue 6): the form is locked (no processed CV or required profile info missing).
  'CANNOT_GENERATE',
  // The plan's applications for this period are used up; the message carries the upgrade hint.
  'USAGE_LIMIT_REACHED',
  // A job ad URL the server will not fetch (private address, bad scheme) or could not read.
  'URL_NOT_ALLOWED',
  'JOB_AD_FETCH_FAILED',
  // Shared links (spec 000 §4): the link wants a password, the password is wrong, the link expired.
  'PASSWORD_REQUIRED',
  'INVALID_PASSWORD',
  'EXPIRED',
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
