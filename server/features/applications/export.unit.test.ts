import { describe, expect, it } from 'vitest';
import { readDocument } from '#engine/read/index';
import { readZipSafely } from '#engine/read/zip';
import { letterBlocks, type LetterExport } from './export.ts';
import { readPdf } from './export-test-helpers.ts';
import { renderLetterDocx } from './export-docx.ts';
import { renderLetterPdf } from './export-pdf.ts';

const LETTER = [
  'Søren Æbelø-Müller\nØster Allé 12, 8000 Århus C\nsoren@example.com · +45 20 30 40 50',
  '22. november 2026',
  'Kære rekrutteringsteam hos Brød & Smør ApS',
  'Jeg søger stillingen som Frontend-udvikler, fordi jeg i fire år har bygget brugerflader i React og TypeScript til danske og tyske kunder. Grüße an das Team in Köln und in Dänemark; señor Muñoz kender også mit arbejde, og mit CV følger vedlagt.',
  'Hos Łukasz Dvořák Consulting ledede jeg overgangen til et designsystem, som halverede tiden fra skitse til færdig side.',
  'Med venlig hilsen\nSøren Æbelø-Müller',
].join('\n\n');

function exportOf(content: string): LetterExport {
  return {
    title: 'Frontend-udvikler – Brød & Smør ApS',
    author: 'Søren Æbelø-Müller',
    language: 'da',
    blocks: letterBlocks(content),
    pdfName: 'Frontend-udvikler-Brod-Smor-ApS.pdf',
    docxName: 'Frontend-udvikler-Brod-Smor-ApS.docx',
  };
}

describe('letterBlocks', () => {
  it('sets the first block apart as the sender when it is a few short lines, keeping line breaks', () => {
    const blocks = letterBlocks(LETTER);
    expect(blocks[0]).toEqual({
      kind: 'sender',
      lines: ['Søren Æbelø-Müller', 'Øster Allé 12, 8000 Århus C', 'soren@example.com · +45 20 30 40 50'],
    });
    expect(blocks.slice(1).every((b) => b.kind === 'paragraph')).toBe(true);
    expect(blocks.at(-1)?.lines).toEqual(['Med venlig hilsen', 'Søren Æbelø-Müller']);
  });

  it('treats a letter that opens with a sentence as paragraphs only, and normalises line endings', () => {
    const blocks = letterBlocks('Dear hiring team,\r\n\r\nI am applying.\r\n\r\n\r\nBest regards,\r\nAnna');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(blocks[2]?.lines).toEqual(['Best regards,', 'Anna']);
  });

  it('composes decomposed accents (NFC), so the fonts find the glyphs', () => {
    expect(letterBlocks('Cafe\u0301')[0]?.lines[0]).toBe('Café');
  });
});

describe('renderLetterPdf', () => {
  it('writes an A4 PDF whose text, including æøåäöüßñé and Central European letters, reads back', async () => {
    const bytes = await renderLetterPdf(exportOf(LETTER));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, totalPages, info } = await readPdf(bytes);
    expect(totalPages).toBe(1);
    for (const phrase of [
      'Søren Æbelø-Müller',
      'Øster Allé 12, 8000 Århus C',
      'Kære rekrutteringsteam hos Brød & Smør ApS',
      'Grüße an das Team in Köln und in Dänemark; señor Muñoz',
      'Łukasz Dvořák Consulting',
      'Med venlig hilsen',
    ]) {
      expect(text).toContain(phrase);
    }
    for (const char of 'æøåÆØÅäöüßñé') expect(text).toContain(char);
    expect(info.Title).toBe('Frontend-udvikler – Brød & Smør ApS');
    expect(info.Author).toBe('Søren Æbelø-Müller');
  });

  it('embeds Source Serif 4 and sets the page to A4', async () => {
    const raw = (await renderLetterPdf(exportOf(LETTER))).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+SourceSerif4/);
    expect(raw).toMatch(/\/FontFile2|\/FontFile3/);
    // 210 × 297 mm in points.
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('breaks a long letter over pages, numbers them, and loses no paragraph', async () => {
    const paragraphs = Array.from(
      { length: 40 },
      (_, i) =>
        `Afsnit ${i + 1}: Jeg har arbejdet med tilgængelighed, ydeevne og test i store kodebaser, og jeg sætter en ære i at skrive kode, som andre kan vedligeholde.`,
    );
    const { text, totalPages } = await readPdf(await renderLetterPdf(exportOf(paragraphs.join('\n\n'))));
    expect(totalPages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Afsnit 1:');
    expect(text).toContain('Afsnit 40:');
    expect(text).toContain(`1 / ${totalPages}`);
    expect(text).toContain(`${totalPages} / ${totalPages}`);
  });
});

describe('renderLetterDocx', () => {
  it('writes a Word document with the letter in word/document.xml, A4 and the title in its properties', async () => {
    const bytes = await renderLetterDocx(exportOf(LETTER));
    const parts = await readZipSafely(new Uint8Array(bytes), (name) =>
      ['word/document.xml', 'docProps/core.xml'].includes(name),
    );
    const xml = parts.get('word/document.xml')?.toString('utf8') ?? '';
    const text = xml.replace(/<w:br\/>/g, '\n').replace(/<[^>]+>/g, '');
    expect(text).toContain('Søren Æbelø-Müller');
    expect(text).toContain('Grüße an das Team in Köln und in Dänemark; señor Muñoz');
    expect(text).toContain('Brød &amp; Smør ApS');
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(xml).toMatch(/<w:pgMar w:top="1417"/);
    expect(parts.get('docProps/core.xml')?.toString('utf8')).toContain(
      '<dc:title>Frontend-udvikler – Brød &amp; Smør ApS</dc:title>',
    );
  });

  it('carries Source Serif 4 inside and opens in a DOCX reader with the letter intact', async () => {
    const bytes = await renderLetterDocx(exportOf(LETTER));
    const parts = await readZipSafely(new Uint8Array(bytes), (name) => name === 'word/fontTable.xml');
    expect(parts.get('word/fontTable.xml')?.toString('utf8')).toMatch(
      /<w:font w:name="Source Serif 4">.*<w:embedRegular r:id="rId\d+" w:fontKey="\{[0-9a-f-]+\}"\/>/,
    );
    const doc = await readDocument(new Uint8Array(bytes));
    expect(doc.format).toBe('docx');
    expect(doc.text).toContain('Kære rekrutteringsteam hos Brød & Smør ApS');
    expect(doc.text).toContain('Hos Łukasz Dvořák Consulting');
  });
});
