import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A worker thread's file, by name (`read-worker`). From source (tsx, Vitest) it is the TypeScript
 * file in this folder, loaded through tsx; in the production bundle it is the entry of that name
 * that scripts/build-server.mjs builds beside main.js (this code may sit in main.js or in a chunk
 * one folder down).
 */
export function workerEntry(name: string): { filename: string; execArgv?: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return { filename: fileURLToPath(new URL(`./${name}.ts`, here)), execArgv: ['--import', 'tsx'] };
  }
  const candidates = [`./${name}.js`, `../${name}.js`].map((path) => fileURLToPath(new URL(path, here)));
  const filename = candidates.find((path) => existsSync(path));
  if (!filename) throw new Error(`The worker ${name} is missing (looked for ${candidates.join(', ')}).`);
  return { filename };
}
