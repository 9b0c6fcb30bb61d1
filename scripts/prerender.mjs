// Renders the public pages to HTML after `vite build` (issue 14): an SSR build of
// web/prerender.tsx renders each page in each language into dist/web/index.html's #root, with the
// page's <title>, description, canonical and hreflang in <head>. The server sends these files to
// visitors without a session (server/web-pages.ts); the browser hydrates them (web/main.tsx).
// `--outdir DIR` reads and writes another web build (parallel test runs).
process.env.NODE_ENV = 'production';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { root } from './lib.mjs';

const flag = process.argv.indexOf('--outdir');
const webDir = flag > 0 ? resolve(process.argv[flag + 1]) : join(root, 'dist', 'web');
const ssrDir = join(dirname(webDir), 'prerender-ssr');

await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'prerender.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
});
const { renderPage, PUBLIC_PAGES, SHARED_APPLICATION_SHELL } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
);

const template = readFileSync(join(webDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

// React puts a page's <title>, <meta> and <link> elements first when it renders without <head>.
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

// The page is readable before any script runs: web/after-paint.ts loads the app's entry and the
// chunks it imports once the browser has painted, instead of the <script> and modulepreload tags.
const afterPaint = readdirSync(join(webDir, 'assets')).find((f) => /^after-paint-[\w-]+\.js$/.test(f));
if (!afterPaint) throw new Error('the build has no after-paint loader');
const MODULE_TAGS =
  /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">/g;
function scriptsAfterPaint(document) {
  const tags = [...document.matchAll(MODULE_TAGS)];
  const entry = tags.find((m) => m[1])?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const preload = tags.flatMap((m) => (m[2] ? [m[2]] : [])).join(' ');
  const loader = `<script type="module" src="/assets/${afterPaint}" data-entry="${entry}" data-preload="${preload}"></script>`;
  let placed = false;
  return document.replace(MODULE_TAGS, () => (placed ? '' : ((placed = true), loader)));
}

function documentFor(html, language) {
  const head = HEAD_TAGS.exec(html)?.[0] ?? '';
  return scriptsAfterPaint(template)
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html.slice(head.length)}</div>`);
}

const outDir = join(webDir, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
const jobs = [
  ...PUBLIC_PAGES.flatMap((path) => ['en', 'da'].map((language) => ({ path, language }))),
  SHARED_APPLICATION_SHELL,
];
for (const { path, language } of jobs) {
  const html = await renderPage(path, language);
  const file = join(outDir, language, `${path === '/' ? 'index' : path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, documentFor(html, language));
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Pre-rendered ${jobs.length} pages into ${outDir}`);
// The SSR bundle leaves timers of the app's modules (query client, chat idle) behind.
process.exit(0);
