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
  it('returns the created CV', async () => {
    await expect(readUploadResponse(201, JSON.stringify({ cv: summary }))).resolves.toEqual(summary);
  });

  it('throws the server’s error code', async () => {
    const body = JSON.stringify({ error: { code: 'CV_UNSUPPORTED_TYPE', message: 'Nope' } });
    await expect(readUploadResponse(415, body)).rejects.toThrow(
      expect.objectContaining({ status: 415, code: 'CV_UNSUPPORTED_TYPE' }),
    );
  });

  it('infers a code when the body is not the API’s (a proxy’s HTML page)', async () => {
    await expect(readUploadResponse(413, '<html>Too large</html>')).rejects.toThrow(
      expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }),
    );
  });

  it('refuses a success body that is not a CV', async () => {
    await expect(readUploadResponse(201, '{"ok":true}')).rejects.toThrow(
      expect.objectContaining({ code: 'INVALID_RESPONSE' }),
    );
  });
});
