// Bundles the server (and engine/domain code it imports) into dist/server/main.js for `npm start`;
// packages stay in node_modules. Node 20 cannot run TypeScript, so production runs this bundle.
import { build } from 'esbuild';
import { root } from './lib.mjs';

await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server/main.js');
