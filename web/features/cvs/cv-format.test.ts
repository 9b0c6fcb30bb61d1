import { describe, expect, it } from 'vitest';
import { formatCvMonth, formatFileSize, formatLabel, formatLanguage } from './cv-format';

describe('CV facts in the reader’s language', () => {
  it('formats file sizes in decimal units', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(245_300, 'en')).toBe('245 kB');
    expect(formatFileSize(1_450_000, 'en')).toBe('1.5 MB');
    expect(formatFileSize(1_450_000, 'da')).toBe('1,5 MB');
  });

  it('formats stored CV dates: month and year, year alone, or nothing', () => {
    expect(formatCvMonth('2019-03', 'en')).toBe('Mar 2019');
    expect(formatCvMonth('2019', 'en')).toBe('2019');
    expect(formatCvMonth(null, 'en')).toBeNull();
  });

  it('labels the format', () => {
    expect(formatLabel('docx')).toBe('DOCX');
    expect(formatLabel(null)).toBeNull();
  });

  it('names the detected language with its confidence', () => {
    expect(formatLanguage('da', 0.93, 'en')).toBe('Danish (93%)');
    expect(formatLanguage('de', null, 'da')).toBe('tysk');
    expect(formatLanguage(null, 0.5, 'en')).toBeNull();
  });
});
