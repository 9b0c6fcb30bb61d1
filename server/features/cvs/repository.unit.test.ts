import { describe, expect, it } from 'vitest';
import { CV_FORMATS } from '#domain/cv';
import type { cvs } from '../../db/schema.ts';
import { MIME_BY_FORMAT, toCvSummary } from './repository.ts';

type CvRow = typeof cvs.$inferSelect;

function row(mimeType: string | null): CvRow {
  const at = new Date('2026-01-01T00:00:00Z');
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: 'user-1',
    name: 'CV',
    fileUrl: null,
    content: null,
    extractionStatus: 'completed',
    isDefault: false,
    createdAt: at,
    updatedAt: at,
    fileName: 'cv',
    mimeType,
    sizeBytes: 1000,
    storageKey: null,
    extractedData: null,
    layout: null,
    detectedLanguage: null,
    languageConfidence: null,
    extractionError: null,
    source: 'upload',
    templateId: null,
    customization: null,
  };
}

describe('CV formats at the storage edge', () => {
  it('stores every accepted format under a MIME type that reads back as the same format', () => {
    for (const format of CV_FORMATS) expect(toCvSummary(row(MIME_BY_FORMAT[format])).format).toBe(format);
  });

  it('lists an ODF template as ODT and either RTF MIME type as RTF', () => {
    expect(toCvSummary(row('application/vnd.oasis.opendocument.text-template')).format).toBe('odt');
    expect(toCvSummary(row('text/rtf')).format).toBe('rtf');
    expect(toCvSummary(row('application/zip')).format).toBeNull();
  });
});
