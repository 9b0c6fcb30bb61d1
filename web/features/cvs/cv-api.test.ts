import { describe, expect, it } from 'vitest';
import { readUploadResponse } from './cv-api';

const summary = {
  id: 'cv1',
  name: 'My CV',
  fileName: 'my-cv.pdf',
  format: 'pdf',
  sizeBytes: 1234,
  source: 'upload',
  extractionStatus: 'pending',
  extractionError: null,
  isDefault: true,
  detectedLanguage: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('readUploadResponse', () => {
  it('returns the created CV', () => {
    expect(readUploadResponse(201, JSON.stringify({ cv: summary }))).toEqual(summary);
  });

  it('throws the server’s error code', () => {
    const body = JSON.stringify({ error: { code: 'CV_UNSUPPORTED_TYPE', message: 'Nope' } });
    expect(() => readUploadResponse(415, body)).toThrow(
      expect.objectContaining({ status: 415, code: 'CV_UNSUPPORTED_TYPE' }),
    );
  });

  it('infers a code when the body is not the API’s (a proxy’s HTML page)', () => {
    expect(() => readUploadResponse(413, '<html>Too large</html>')).toThrow(
      expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }),
    );
  });

  it('refuses a success body that is not a CV', () => {
    expect(() => readUploadResponse(201, '{"ok":true}')).toThrow(
      expect.objectContaining({ code: 'INVALID_RESPONSE' }),
    );
  });
});
