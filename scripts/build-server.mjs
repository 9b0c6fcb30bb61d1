// Bundles the server (and engine/domain code it imports) into dist/server/main.js for `npm start`,
// and its worker threads' entries (dist/server/read-worker.js, password-worker.js);
// packages stay in node_modules. Node 20 cannot run TypeScript, so production runs this bundle.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

// `--outdir DIR` builds elsewhere (parallel test runs); chunk names carry hashes, so start clean.
const flag = process.argv.indexOf('--outdir');
const outdir = flag > 0 ? process.argv[flag + 1] : join(root, 'dist', 'server');
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  // Worker threads start from their own entries beside main.js: the read pool's (decision 013) and
  // the password-strength thread's (server/infra/password-pool.ts).
  entryPoints: {
    main: 'server/main.ts',
    'read-worker': 'server/infra/read-worker.ts',
    'password-worker': 'server/infra/password-worker.ts',
  },
  outdir,
  // Code behind dynamic imports (mail templates, the S3 client) becomes its own chunk, so the
  // packages it needs load on first use instead of at every start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`built ${join(outdir, 'main.js')}`);
