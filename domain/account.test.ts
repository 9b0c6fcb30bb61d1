import { describe, expect, it } from 'vitest';
import { accountExportFileName } from './account.ts';

describe('accountExportFileName', () => {
  it('names the export with the UTC date', () => {
    expect(accountExportFileName(new Date('2026-03-09T23:30:00Z'))).toBe('applywise-export-2026-03-09.json');
  });
});
