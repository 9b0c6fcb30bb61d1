// Cold start of the production process: time from `node dist/server/main.js` to /api/health
// answering "ready", on a fresh data directory (first run: initdb + migrations) and again on the
// same directory (warm run). Prints figures; asserts nothing. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'applywise-bench-'));
const port = 20000 + Math.floor(Math.random() * 20000);

async function startOnce(label) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      const body = await response.json();
      if (body.status === 'ready') break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('server did not become ready in 120 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  console.log(`${label.padEnd(28)} ${(ms / 1000).toFixed(2)} s to /api/health ready`);
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
}

try {
  await startOnce('first start (fresh data dir)');
  await startOnce('second start (existing data)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
