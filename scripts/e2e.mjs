// `npm run test:e2e`: makes sure Chromium is there, builds the app if needed, then runs the
// Playwright specs against the built app served by the real server (see e2e/playwright.config.ts).
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { isStale, npmRun, run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    const update = await run('apt-get', ['update', '-qq']);
    const install =
      update === 0
        ? await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
            env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
          })
        : update;
    if (install !== 0 || !existsSync(chromium)) {
      console.error(
        'Could not install Chromium. Install it with `apt-get install chromium` or set CHROMIUM_PATH.',
      );
      process.exit(1);
    }
  } else {
    console.error(
      `End-to-end tests need Chromium at ${chromium}.\n` +
        'Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
}

const shared = ['domain', 'package.json', 'package-lock.json'];
if (isStale('dist/web/index.html', ['web', 'vite.config.ts', ...shared])) await npmRun('build:web');
if (isStale('dist/server/main.js', ['server', 'engine', 'scripts/build-server.mjs', ...shared]))
  await npmRun('build:server');

/** A port the OS says is free right now. */
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_OIDC_PORT ??= String(await freePort());
process.env.E2E_BOARDS_PORT ??= String(await freePort());

const code = await run(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(code);
