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
// Kept: the server renders shared letters with it at request time (server/web-render.ts).
const ssrDir = join(dirname(webDir), 'web-ssr');

await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'prerender.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    manifest: false,
  },
});
// For each module a route names as built from (web/app/router.tsx `BuiltFrom`), its chunk and
// every chunk it imports statically, bar those the entry loads anyway: the modulepreload links
// the server puts into a page it renders (server/web-render.ts). The manifest itself is not served.
const manifestFile = join(webDir, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
rmSync(join(webDir, '.vite'), { recursive: true, force: true });
function chunksOf(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(imported, into);
  return into;
}
const entryChunks = chunksOf('index.html');
const {
  renderPage,
  renderLoading,
  documentFor,
  pageModules,
  PUBLIC_PAGES,
  SHARED_APPLICATION_SHELL,
  SERVER_RENDERED_WORKSPACE_PAGES,
} = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);
const builtModules = new Set(SERVER_RENDERED_WORKSPACE_PAGES.flatMap((path) => pageModules(path)));
if (builtModules.size === 0) throw new Error('no route names the module it is built from');
const chunks = Object.fromEntries(
  [...builtModules].map((module) => [
    module,
    [...chunksOf(module)].filter((file) => !entryChunks.has(file)).map((file) => `/${file}`),
  ]),
);
writeFileSync(join(ssrDir, 'chunks.json'), JSON.stringify(chunks));

const template = readFileSync(join(webDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

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

const pageTemplate = scriptsAfterPaint(template);

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
  writeFileSync(file, documentFor(pageTemplate, html, language));
}
// The loading state of every client-rendered route, in each language (server/web-pages.ts). Its
// scripts load at once, as index.html's do: there is nothing to read before them. The mark tells
// web/main.tsx to render, not hydrate.
const loadingDir = join(webDir, 'loading');
rmSync(loadingDir, { recursive: true, force: true });
mkdirSync(loadingDir);
for (const language of ['en', 'da']) {
  const html = template
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace('<div id="root"></div>', `<div id="root" data-loading>${await renderLoading(language)}</div>`);
  writeFileSync(join(loadingDir, `${language}.html`), html);
}
// The document the server puts a page rendered at request time into.
writeFileSync(join(ssrDir, 'document.html'), pageTemplate);
console.log(`Pre-rendered ${jobs.length} pages and the loading state into ${webDir}`);
// The SSR bundle leaves timers of the app's modules (query client, chat idle) behind.
process.exit(0);
