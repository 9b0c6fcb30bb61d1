import type { CvErrorCode } from '#domain/cv';
import { CV_ACCEPT, CV_API_ERROR_CODES, MAX_CV_BYTES } from '#domain/cv-rules';

/** Why an upload did not go through; each has one message in `cvs.upload.errors`. */
export type UploadProblem =
  | 'tooMany'
  | 'tooLarge'
  | 'tooSmall'
  | 'unsupportedType'
  | 'unreadable'
  | 'processingFailed'
  | 'authRequired'
  | 'limitReached'
  | 'busy'
  | 'generic';

/** The file picker's `accept`: MIME types and extensions. The server decides from the bytes. */
export const CV_ACCEPT_ATTRIBUTE = Object.entries(CV_ACCEPT)
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(',');

const ACCEPTED_EXTENSIONS: readonly string[] = Object.values(CV_ACCEPT).flat();
const ACCEPTED_MIME_TYPES: readonly string[] = Object.keys(CV_ACCEPT);

type FileLike = Pick<File, 'name' | 'size' | 'type'>;

function hasAcceptedType(file: FileLike): boolean {
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  // Browsers leave `type` empty for .doc/.docx on some systems: the extension alone then decides.
  if (file.type && !ACCEPTED_MIME_TYPES.includes(file.type) && file.type !== 'application/octet-stream')
    return false;
  return ACCEPTED_EXTENSIONS.includes(extension);
}

/**
 * The drop zone's own checks (spec 001 §5 generic drop rejections), the same limits the server
 * enforces, so an obviously wrong file is refused before it is sent. Returns the file to upload.
 */
export function checkCvFiles<F extends FileLike>(
  files: readonly F[],
): { problem: UploadProblem } | { file: F } {
  if (files.length !== 1) return { problem: files.length === 0 ? 'generic' : 'tooMany' };
  const file = files[0]!;
  if (!hasAcceptedType(file)) return { problem: 'unsupportedType' };
  if (file.size > MAX_CV_BYTES) return { problem: 'tooLarge' };
  if (file.size === 0) return { problem: 'tooSmall' };
  return { file };
}

const PROBLEM_BY_CODE: Record<string, UploadProblem> = {
  [CV_API_ERROR_CODES.unreadable]: 'unreadable',
  [CV_API_ERROR_CODES['unsupported-type']]: 'unsupportedType',
  [CV_API_ERROR_CODES['too-large']]: 'tooLarge',
  [CV_API_ERROR_CODES.corrupt]: 'processingFailed',
  [CV_API_ERROR_CODES['processing-failed']]: 'processingFailed',
  // A body-size limit hit before the CV route (the multipart plugin), or a refused content type.
  PAYLOAD_TOO_LARGE: 'tooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedType',
  UNAUTHORIZED: 'authRequired',
  // The only conflict an upload can meet: the per-user number of CVs is reached.
  CONFLICT: 'limitReached',
  // Too many uploads at once: the user's own files are still being read, or the server's queue
  // of reads is full (decision 013), or the per-minute upload limit.
  RATE_LIMITED: 'busy',
  SERVICE_UNAVAILABLE: 'busy',
};

/** Spec 001 §8 CV upload messages, chosen by the API error code (never by message text). */
export function uploadProblemFromCode(code: string): UploadProblem {
  return PROBLEM_BY_CODE[code] ?? 'generic';
}

/** The same message for a CV whose extraction failed after it was stored. */
export function uploadProblemFromExtraction(error: CvErrorCode | null): UploadProblem {
  return error ? uploadProblemFromCode(CV_API_ERROR_CODES[error]) : 'processingFailed';
}
