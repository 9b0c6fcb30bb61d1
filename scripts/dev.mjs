// `npm run dev`: the API with reload (tsx watch) on API_PORT and Vite with hot reload on WEB_PORT,
// which proxies /api to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.WEB_PORT ?? '5173';
const env = { ...process.env, API_PORT: apiPort, WEB_PORT: webPort };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, SERVE_WEB: 'false', APP_URL: env.APP_URL ?? `http://localhost:${webPort}` },
  }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
