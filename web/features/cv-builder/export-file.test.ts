import { describe, expect, it } from 'vitest';
import { builderFileName, suggestedCvName } from './export-file';

describe('builderFileName', () => {
  it('names the file after the CV, with the format as extension', () => {
    expect(builderFileName('Product Manager 2026', 'Ada', 'pdf')).toBe('Product-Manager-2026.pdf');
    expect(builderFileName('CV', '', 'json')).toBe('CV.json');
  });

  it('spells Danish letters out and drops accents and separators', () => {
    expect(builderFileName('Søren Ærø – Ålborg/Café', '', 'docx')).toBe('Soeren-AEroe-AAlborg-Cafe.docx');
  });

  it('falls back to the person, then to "CV"', () => {
    expect(builderFileName('  ', 'Ada Lovelace', 'html')).toBe('Ada-Lovelace-CV.html');
    expect(builderFileName('///', '', 'pdf')).toBe('CV.pdf');
  });

  it('keeps names short without a dangling separator', () => {
    const name = builderFileName(`${'a'.repeat(99)} b`, '', 'pdf');
    expect(name).toBe(`${'a'.repeat(99)}.pdf`);
  });
});

describe('suggestedCvName', () => {
  it('puts the person before the template', () => {
    expect(suggestedCvName(' Ada ', 'Classic')).toBe('Ada – Classic');
    expect(suggestedCvName('', 'Classic')).toBe('Classic');
  });
});
