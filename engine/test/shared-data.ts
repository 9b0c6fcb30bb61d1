import { readFileSync, readdirSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shared real-world data (job ads, CVs, skills), next to the repository as on CI
 * (SHARED_DATA_DIR points elsewhere). Read in place and never copied into the repository: some
 * of the files carry non-commercial licences or none.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED_DATA_DIR = resolve(process.env.SHARED_DATA_DIR ?? resolve(repoRoot, '../shared/data'));

/** The real-world CV corpus: `files/` and the hand-written answer key `truth.json`. */
export const SHARED_CVS_DIR = resolve(SHARED_DATA_DIR, 'cvs');
/** The corpus's scorer (shared/tools next to shared/data), the one the team is measured with. */
export const SHARED_CV_SCORER = resolve(SHARED_DATA_DIR, '../tools/score-cvs.mjs');

export interface SharedCvFile {
  /** The file name, e.g. "03-rendercv-classic-typst-en.pdf" (the scorer keys outputs by it). */
  name: string;
  /** The extension without the dot: pdf, docx, odt, ott, rtf. */
  format: string;
  bytes: Uint8Array;
}

/**
 * The rendered corpus kept in the repository: fictional CVs rendered by third-party producers
 * (TeX Live classes, LibreOffice, JSON Resume themes via Chromium) with the answer key
 * `truth.json` in the shared corpus's format, scored by the same scorer. `npm run corpus:build`
 * regenerates it; see engine/test/rendered-corpus/README.md.
 */
export const RENDERED_CORPUS_DIR = resolve(repoRoot, 'engine/test/rendered-corpus');

/** Every CV file of a corpus folder (one holding `files/` and `truth.json`), in file order. */
export function loadCvFiles(corpusDir: string): SharedCvFile[] {
  const dir = resolve(corpusDir, 'files');
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => ({
      name,
      format: extname(name).slice(1).toLowerCase(),
      bytes: new Uint8Array(readFileSync(resolve(dir, name))),
    }));
}

/** Every CV of the real-world corpus, in file order. */
export function loadSharedCvs(): SharedCvFile[] {
  return loadCvFiles(SHARED_CVS_DIR);
}

/** Every CV of the rendered corpus, in file order. */
export function loadRenderedCvs(): SharedCvFile[] {
  return loadCvFiles(RENDERED_CORPUS_DIR);
}
