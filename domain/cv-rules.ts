import type { ErrorCode } from './errors.ts';

/**
 * The CV files the upload takes, the languages CVs are read in and why a read fails (spec 001 §5,
 * §8, §9). Without zod, as onboarding-rules.ts: the upload card shows these before any CV schema
 * is needed. domain/cv.ts re-exports all of this with the contracts.
 */

/** Spec 001 §5 and §9: the upload limit, 10 MB, enforced on the CV management path. */
export const MAX_CV_BYTES = 10 * 1024 * 1024;
/**
 * What the upload accepts: the spec's PDF, DOC and DOCX (001 §5), and quietly ODT (with its .ott
 * template) and RTF, which LibreOffice writes and users have. The real type is decided from the
 * bytes, never the name; the spec's messages still name only PDF, DOC and DOCX.
 */
export const CV_FORMATS = ['pdf', 'docx', 'doc', 'odt', 'rtf'] as const;
export type CvFormat = (typeof CV_FORMATS)[number];
/** For the file picker's `accept`; the server does not trust it. */
export const CV_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.oasis.opendocument.text': ['.odt'],
  'application/vnd.oasis.opendocument.text-template': ['.ott'],
  // Browsers name RTF either way (text/rtf on macOS and Linux, application/rtf on Windows).
  'application/rtf': ['.rtf'],
  'text/rtf': ['.rtf'],
} as const;

export const CV_EXTRACTION_STATUSES = ['pending', 'completed', 'failed'] as const;
export type CvExtractionStatus = (typeof CV_EXTRACTION_STATUSES)[number];
export const CV_SOURCES = ['upload', 'builder'] as const;

/** Languages the engine reads CVs in (ISO 639-1). */
export const CV_LANGUAGES = ['en', 'da', 'de', 'es', 'fr'] as const;
export type CvLanguage = (typeof CV_LANGUAGES)[number];

/**
 * Why an extraction failed, stored on the CV and sent to the web, which maps each to the spec's
 * §8 message (never by matching message text).
 * - unreadable: no or too little text (image-only scan, empty document).
 * - unsupported-type: the bytes are not a PDF, DOC, DOCX, ODT or RTF (whatever the name says).
 * - too-large: over MAX_CV_BYTES.
 * - corrupt: the container is broken, or refused by a guard (zip bomb, page cap, time limit).
 * - processing-failed: anything else that went wrong while parsing.
 */
export const CV_ERROR_CODES = [
  'unreadable',
  'unsupported-type',
  'too-large',
  'corrupt',
  'processing-failed',
] as const;
export type CvErrorCode = (typeof CV_ERROR_CODES)[number];

/** The API error codes for these reasons (upper snake case, like every other API code). */
export const CV_API_ERROR_CODES = {
  unreadable: 'CV_UNREADABLE',
  'unsupported-type': 'CV_UNSUPPORTED_TYPE',
  'too-large': 'CV_TOO_LARGE',
  corrupt: 'CV_CORRUPT',
  'processing-failed': 'CV_PROCESSING_FAILED',
} as const satisfies Record<CvErrorCode, ErrorCode>;

/** A date in a CV's data: "2019-03" (month known) or "2019" (year only); ZCvDate is its schema. */
export const CV_DATE = /^\d{4}(-(0[1-9]|1[0-2]))?$/;
