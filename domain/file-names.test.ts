import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-names.ts';

describe('exportFileName', () => {
  it('joins title and company with hyphens and drops slashes and punctuation', () => {
    expect(exportFileName('Frontend Developer', 'Acme A/S', 'pdf')).toBe('Frontend-Developer-Acme-A-S.pdf');
    expect(exportFileName('C++ / Rust engineer', 'Foo, Inc.', 'docx')).toBe('C-Rust-engineer-Foo-Inc.docx');
  });

  it('spells Danish and German letters in ASCII', () => {
    expect(exportFileName('Økonomimedarbejder', 'Ærø Bådværft', 'pdf')).toBe(
      'Okonomimedarbejder-AEro-Badvaerft.pdf',
    );
    expect(exportFileName('Straßenbauer', 'Müller GmbH', 'pdf')).toBe('Strassenbauer-Muller-GmbH.pdf');
    expect(exportFileName('Développeur', 'Société Générale', 'docx')).toBe(
      'Developpeur-Societe-Generale.docx',
    );
  });

  it('never produces a path: no slash, backslash or dots before the extension', () => {
    const name = exportFileName('../../etc/passwd', 'a\\b', 'pdf');
    expect(name).toBe('etc-passwd-a-b.pdf');
  });

  it('falls back to "application" when nothing usable is left', () => {
    expect(exportFileName('', '', 'pdf')).toBe('application.pdf');
    expect(exportFileName('///', '   ', 'docx')).toBe('application.docx');
    expect(exportFileName('', 'Acme', 'pdf')).toBe('Acme.pdf');
  });

  it('keeps the name to a sensible length', () => {
    const name = exportFileName('x'.repeat(300), 'y'.repeat(300), 'pdf');
    expect(name.length).toBeLessThanOrEqual(124);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
