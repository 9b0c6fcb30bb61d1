// `npm start`: builds what is missing or out of date (web bundle, server bundle), then runs the
// one production process: API + SPA on one port, embedded PostgreSQL unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { isStale, npmRun, root } from './lib.mjs';

const shared = ['domain', 'package.json', 'package-lock.json'];
if (isStale('dist/web/index.html', ['web', 'vite.config.ts', ...shared])) {
  console.log('Building the web app…');
  await npmRun('build:web');
}
if (isStale('dist/server/main.js', ['server', 'engine', 'scripts/build-server.mjs', ...shared])) {
  console.log('Building the server…');
  await npmRun('build:server');
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Forward Ctrl+C / SIGTERM so the server can stop the embedded database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
