import { readFile } from 'node:fs/promises';
import { buildDocx } from '../build-docx.ts';
import { buildPdf } from '../build-pdf.ts';
import { DANISH_FIXTURES } from './da.ts';
import { GERMAN_FIXTURES } from './de.ts';
import { DOC_FIXTURES } from './doc.ts';
import { ENGLISH_FIXTURES } from './en.ts';
import { SPANISH_FIXTURES } from './es.ts';
import { FRENCH_FIXTURES } from './fr.ts';
import { HELD_OUT_ROUND_2 } from './held-out-2.ts';
import { HELD_OUT_ROUND_1 } from './held-out-1.ts';
import type { CorpusFile, CorpusFixture } from './types.ts';

export type { CorpusFile, CorpusFixture, CorpusFormat, ExpectedCv } from './types.ts';
export { DOC_FIXTURES } from './doc.ts';

/** Every CV described as data, built into DOCX and PDF by the test builders (held-out ones last). */
export const CORPUS: CorpusFixture[] = [
  ...ENGLISH_FIXTURES,
  ...DANISH_FIXTURES,
  ...GERMAN_FIXTURES,
  ...SPANISH_FIXTURES,
  ...FRENCH_FIXTURES,
  ...HELD_OUT_ROUND_1,
  ...HELD_OUT_ROUND_2,
];

/** The CVs written after the parser, to measure how it generalises (the bench reports them apart). */
export const HELD_OUT_FIXTURES: CorpusFixture[] = [...HELD_OUT_ROUND_1, ...HELD_OUT_ROUND_2];

const BUILDERS = { docx: buildDocx, pdf: buildPdf } as const;

/**
 * The corpus as files: each fixture in each of its formats, plus the committed DOC files (Word 97
 * cannot be written by a library, so those are binaries in engine/test/fixtures). Test-side I/O
 * only; the engine itself never touches the disk.
 */
export async function loadCorpusFiles(): Promise<CorpusFile[]> {
  const built = CORPUS.flatMap((fixture) =>
    fixture.formats.map(async (format): Promise<CorpusFile> => {
      const bytes = await BUILDERS[format](fixture.doc);
      return { id: fixture.id, format, bytes, expected: fixture.expected };
    }),
  );
  const committed = DOC_FIXTURES.map(async ({ id, url, expected }): Promise<CorpusFile> => ({
    id,
    format: 'doc',
    bytes: new Uint8Array(await readFile(url)),
    expected,
  }));
  return Promise.all([...built, ...committed]);
}
