import { describe, expect, it } from 'vitest';
import { CV_ERROR_CODES, MAX_CV_BYTES } from '#domain/cv';
import {
  CV_ACCEPT_ATTRIBUTE,
  checkCvFiles,
  uploadProblemFromCode,
  uploadProblemFromExtraction,
} from './upload-rules';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('checkCvFiles (the drop zone’s own checks)', () => {
  it('accepts one PDF, DOC or DOCX within the limit, by MIME type or extension', () => {
    const pdf = file('cv.pdf', 5000, 'application/pdf');
    expect(checkCvFiles([pdf])).toEqual({ file: pdf });
    expect(checkCvFiles([file('CV.DOCX')])).toHaveProperty('file');
    expect(checkCvFiles([file('old.doc', 10, 'application/msword')])).toHaveProperty('file');
    expect(checkCvFiles([file('exactly.pdf', MAX_CV_BYTES)])).toHaveProperty('file');
  });

  it('refuses several files, none, an empty file and one over 10 MB', () => {
    expect(checkCvFiles([file('a.pdf'), file('b.pdf')])).toEqual({ problem: 'tooMany' });
    expect(checkCvFiles([])).toEqual({ problem: 'generic' });
    expect(checkCvFiles([file('empty.pdf', 0)])).toEqual({ problem: 'tooSmall' });
    expect(checkCvFiles([file('big.pdf', MAX_CV_BYTES + 1)])).toEqual({ problem: 'tooLarge' });
  });

  it('refuses other types, whatever the extension or MIME type says alone', () => {
    expect(checkCvFiles([file('notes.txt', 10, 'text/plain')])).toEqual({ problem: 'unsupportedType' });
    expect(checkCvFiles([file('photo.png', 10, 'image/png')])).toEqual({ problem: 'unsupportedType' });
    expect(checkCvFiles([file('cv.pdf', 10, 'image/png')])).toEqual({ problem: 'unsupportedType' });
    expect(checkCvFiles([file('no-extension', 10, 'application/pdf')])).toEqual({
      problem: 'unsupportedType',
    });
  });

  it('also accepts ODT, its .ott template and RTF, by MIME type or extension', () => {
    expect(checkCvFiles([file('cv.odt', 10, 'application/vnd.oasis.opendocument.text')])).toHaveProperty(
      'file',
    );
    expect(checkCvFiles([file('Lebenslauf.ott')])).toHaveProperty('file');
    expect(checkCvFiles([file('cv.rtf', 10, 'text/rtf')])).toHaveProperty('file');
    expect(checkCvFiles([file('cv.rtf', 10, 'application/rtf')])).toHaveProperty('file');
    expect(checkCvFiles([file('cv.odt', 10, 'image/png')])).toEqual({ problem: 'unsupportedType' });
  });

  it('offers the accepted types to the file picker', () => {
    expect(CV_ACCEPT_ATTRIBUTE.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', '.pdf', '.doc', '.docx', '.odt', '.ott', '.rtf']),
    );
  });
});

describe('upload problems from API codes (spec 001 §8, never by message text)', () => {
  it('maps each CV error code to its message', () => {
    expect(uploadProblemFromCode('CV_UNREADABLE')).toBe('unreadable');
    expect(uploadProblemFromCode('CV_UNSUPPORTED_TYPE')).toBe('unsupportedType');
    expect(uploadProblemFromCode('CV_CORRUPT')).toBe('processingFailed');
    expect(uploadProblemFromCode('CV_PROCESSING_FAILED')).toBe('processingFailed');
    expect(uploadProblemFromCode('CV_TOO_LARGE')).toBe('tooLarge');
    expect(uploadProblemFromCode('PAYLOAD_TOO_LARGE')).toBe('tooLarge');
    expect(uploadProblemFromCode('UNAUTHORIZED')).toBe('authRequired');
    expect(uploadProblemFromCode('CONFLICT')).toBe('limitReached');
    expect(uploadProblemFromCode('RATE_LIMITED')).toBe('busy');
    expect(uploadProblemFromCode('SERVICE_UNAVAILABLE')).toBe('busy');
  });

  it('falls back to the generic message', () => {
    for (const code of ['VALIDATION_ERROR', 'INTERNAL', 'NETWORK_ERROR', 'Unsupported file type'])
      expect(uploadProblemFromCode(code)).toBe('generic');
  });

  it('gives a failed extraction a specific message for every stored reason', () => {
    for (const reason of CV_ERROR_CODES) expect(uploadProblemFromExtraction(reason)).not.toBe('generic');
    expect(uploadProblemFromExtraction('unreadable')).toBe('unreadable');
    expect(uploadProblemFromExtraction(null)).toBe('processingFailed');
  });
});
