import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './save-file';

describe('fileNameFromDisposition', () => {
  it('reads the name the server sends for the export (server/features/cvs/routes.ts attachment)', () => {
    const header =
      'attachment; filename="applywise-export-2026-11-22.json"; filename*=UTF-8\'\'applywise-export-2026-11-22.json';
    expect(fileNameFromDisposition(header)).toBe('applywise-export-2026-11-22.json');
  });

  it('prefers the UTF-8 name over the ASCII fallback', () => {
    expect(
      fileNameFromDisposition('attachment; filename="S_ren.json"; filename*=UTF-8\'\'S%C3%B8ren.json'),
    ).toBe('Søren.json');
  });

  it('accepts an unquoted name and falls back to it when the UTF-8 name is malformed', () => {
    expect(fileNameFromDisposition('attachment; filename=data.json')).toBe('data.json');
    expect(fileNameFromDisposition('attachment; filename="ok.json"; filename*=UTF-8\'\'%E0%A4%A.json')).toBe(
      'ok.json',
    );
  });

  it('never returns a path and gives null when no name is given', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''..%2F..%2Fevil.json")).toBe(
      '.._.._evil.json',
    );
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });

  it('reads the letter export names, umlauts and Danish letters included', () => {
    expect(fileNameFromDisposition('attachment; filename="Frontend-Entwickler-Beispiel-GmbH.pdf"')).toBe(
      'Frontend-Entwickler-Beispiel-GmbH.pdf',
    );
    expect(
      fileNameFromDisposition(
        `attachment; filename="Udvikler.pdf"; filename*=UTF-8''Udvikler-%C3%86r%C3%B8.pdf`,
      ),
    ).toBe('Udvikler-Ærø.pdf');
  });
});
