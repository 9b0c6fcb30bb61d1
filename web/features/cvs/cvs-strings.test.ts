import { describe, expect, it } from 'vitest';
import { da, en } from '../../app/locales';
import { I18n } from '../../lib/i18n-core';

// Spec 001 §2 My CVs and §8 CV upload / CV management toasts, verbatim in English.
describe('the /cvs strings', () => {
  it('carry the spec text', () => {
    const c = en.cvs;
    expect(en.shell.links.cvs).toBe('My CVs');
    expect(c.header.title).toBe('My CVs');
    expect(c.row.failed).toBe('Processing failed. Please try uploading again or contact support.');
    expect(c.upload.errors).toMatchObject({
      unreadable:
        'Your CV appears to be corrupt, image-based, or unreadable. Please try uploading a different file or ensure your CV contains searchable text.',
      unsupportedType: 'Unsupported file type. Please upload a PDF, DOC, or DOCX file.',
      processingFailed:
        'There was an issue processing your CV. The file may be corrupted or in an unsupported format. Please try again with a different file.',
      generic: 'Failed to upload CV. Please try again.',
    });
    expect(c.rename.required).toBe('Please enter a name for your CV.');
    expect(c.toasts).toMatchObject({
      authRequired: 'Authentication Required',
      loadError: 'Error Loading CVs',
      uploadFailed: 'Upload Failed',
      tryAgainAction: 'Try Again',
      updateFailed: 'Update Failed',
      deleteFailed: 'Delete Failed',
      retryFailed: 'Retry Failed',
      notFound: 'CV not found',
      refreshed: 'CVs Refreshed',
      uploaded: 'CV Uploaded Successfully',
      processed: 'CV Processed Successfully',
      updated: 'CV Updated',
      deleted: 'CV Deleted',
      retried: 'Extraction Restarted',
    });
  });

  it('pluralise "Found N CVs" in both languages', () => {
    const i18n = new I18n('en');
    i18n.addStrings('en', en);
    i18n.addStrings('da', da);
    const found = (lng: string, count: number) => i18n.getFixedT(lng)('cvs.toasts.found', { count });
    expect(found('en', 1)).toBe('Found 1 CV');
    expect(found('en', 3)).toBe('Found 3 CVs');
    expect(found('en', 0)).toBe('Found 0 CVs');
    expect(found('da', 1)).toBe('Fandt 1 CV');
    expect(found('da', 2)).toBe("Fandt 2 CV'er");
  });
});
