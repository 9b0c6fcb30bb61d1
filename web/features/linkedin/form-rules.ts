import { MAX_CV_BYTES } from '#domain/cv-rules';
import { LINKEDIN_URL_REQUIRED, MIN_PROFILE_TEXT, ZLinkedinUrl } from '#domain/linkedin';

/** Why the form cannot be sent or the server refused it; each has one message in `linkedin.errors`. */
export type FormProblem =
  | 'urlRequired'
  | 'urlInvalid'
  | 'textRequired'
  | 'fileRequired'
  | 'notPdf'
  | 'tooLarge'
  | 'notAProfile'
  | 'unreadable'
  | 'busy'
  | 'generic';

/** Spec 001 §5, the contract's own rule: empty → 'Indtast LinkedIn URL', not linkedin.com → 'Ugyldig URL'. */
export function urlProblem(value: string): 'urlRequired' | 'urlInvalid' | null {
  const parsed = ZLinkedinUrl.safeParse(value);
  if (parsed.success) return null;
  return parsed.error.issues[0]?.message === LINKEDIN_URL_REQUIRED ? 'urlRequired' : 'urlInvalid';
}

type FileLike = Pick<File, 'name' | 'size' | 'type'>;

/** The PDF export: a PDF (by type or name; the server decides from the bytes) within the upload limit. */
export function fileProblem(file: FileLike | null): FormProblem | null {
  if (!file) return 'fileRequired';
  const pdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!pdf) return 'notPdf';
  if (file.size > MAX_CV_BYTES) return 'tooLarge';
  return null;
}

export function textProblem(text: string): FormProblem | null {
  return text.trim().length < MIN_PROFILE_TEXT ? 'textRequired' : null;
}

/** The server's refusal as one of the form's problems (by code and field). */
export function problemFromApi(code: string, fields: Record<string, string> | undefined): FormProblem {
  if (fields?.linkedinUrl) return fields.linkedinUrl === LINKEDIN_URL_REQUIRED ? 'urlRequired' : 'urlInvalid';
  switch (code) {
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'CV_UNSUPPORTED_TYPE':
      return 'notPdf';
    case 'CV_TOO_LARGE':
    case 'PAYLOAD_TOO_LARGE':
      return 'tooLarge';
    case 'CV_UNREADABLE':
    case 'CV_CORRUPT':
    case 'CV_PROCESSING_FAILED':
      return 'unreadable';
    case 'RATE_LIMITED':
    case 'SERVICE_UNAVAILABLE':
      return 'busy';
    case 'VALIDATION_FAILED':
      return fields?.profileText === 'Required' ? 'textRequired' : fields ? 'notAProfile' : 'generic';
    default:
      return 'generic';
  }
}
