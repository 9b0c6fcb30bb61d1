import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHARED_DATA_DIR } from './shared-data.ts';

/**
 * The real job ads in ../shared/data/job-ads, next to the repository as on CI (SHARED_DATA_DIR
 * points elsewhere). Read in place and never copied into the repository: some of their licences
 * are non-commercial.
 */
export const JOB_ADS_DIR = resolve(SHARED_DATA_DIR, 'job-ads');

export interface JobAdFile {
  /** The file name without .txt, e.g. "06-en-backend-developer-python-django". */
  id: string;
  file: string;
  text: string;
}

/** Every ad ("NN-lang-title.txt"), in file order. */
export function loadJobAds(): JobAdFile[] {
  return readdirSync(JOB_ADS_DIR)
    .filter((file) => /^\d\d-[a-z]{2}-.+\.txt$/.test(file))
    .sort()
    .map((file) => ({ id: file.replace(/\.txt$/, ''), file, text: readJobAd(file) }));
}

export function readJobAd(file: string): string {
  return readFileSync(resolve(JOB_ADS_DIR, file), 'utf8');
}
