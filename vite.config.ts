import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
// The web's `zod`: zod set not to probe for eval, which our CSP forbids (web/lib/zod.ts).
const ZOD_WITHOUT_EVAL = fileURLToPath(new URL('./web/lib/zod.ts', import.meta.url));
const ENTRY_MODULES = /web[\\/](?:index\.html|main\.tsx|after-paint\.ts)$/;
// Our components that show Radix's dialogs, menus and tabs: bundled with Radix, not with the rest
// of our components, so a page without them (the shared letter) does not fetch Radix.
const RADIX_OVERLAYS =
  /web[\\/]components[\\/](?:ui[\\/](?:dialog|dropdown-menu|tabs|confirm-dialog|confirm-actions)|rename-dialog)\.tsx$/;
// Our modules that read data (the query client): a chunk of their own, so a page that shows only
// plain components (the landing page) does not fetch TanStack Query.
const DATA_MODULES = /web[\\/]lib[\\/](?:query-client|query-provider|use-public-config)\.tsx?$/;
// The marketing pages (landing, features), and what of theirs the groups below would otherwise take
// into bigger chunks: the icons, components and domain modules they import.
const MARKETING_PAGES = /web[\\/]features[\\/](?:landing|feature-overview)[\\/]/;
const ICON_OR_COMPONENT =
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]|web[\\/]components[\\/]|[\\/]domain[\\/]/;
// Our own modules whose only effect on import is to define what they export. A feature's index
// re-exports all it shares, and a module whose top level builds zod schemas (the domain's) counts
// as having side effects: without this, a page importing one export of an index also fetched and
// ran every module behind the index and every domain module those import (the sidebar's sign-out
// brought the password rules; the notification bell, the settings card and job discovery's schemas).
const WITHOUT_SIDE_EFFECTS = /[\\/](?:domain|web[\\/](?:features|components))[\\/]/;
const packages = (names: string[]) => new RegExp(`node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
const ZOD = packages(['zod']);
const RADIX = packages([
  '@radix-ui',
  '@floating-ui',
  'react-remove-scroll[^\\\\/]*',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'aria-hidden',
  'get-nonce',
  'detect-node-es',
  'tslib',
]);

// The SPA lives in web/; the server serves dist/web in production and proxies nothing.
// In development Vite proxies /api to the API server started by scripts/dev.mjs.
export default defineConfig(({ command }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every text asset, written once at build: the server picks one by
    // the browser's Accept-Encoding (with Vary) instead of compressing on every request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: {
    // React Router publishes a production build (its dev warnings and their texts compiled out) but
    // its package exports only the development one (remix-run/react-router#14102): the built app
    // takes the production one, 0.6 kB gzip less on a first visit; `npm run dev` keeps the warnings.
    // Both entries come from the same build, so they share one router and its contexts.
    alias: [
      { find: /^zod$/, replacement: ZOD_WITHOUT_EVAL },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks each module was built into: scripts/prerender.mjs turns it into the preload
    // links of the pages the server renders (web-ssr/chunks.json), then removes it.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => (WITHOUT_SIDE_EFFECTS.test(id) ? false : undefined),
      },
      // after-paint.ts: the loader of a pre-rendered page's scripts (scripts/prerender.mjs).
      input: { index: 'web/index.html', 'after-paint': 'web/after-paint.ts' },
      // Every module a first visit runs, bar the entries themselves, in one chunk instead of a score
      // of small ones split by which pages share them: gzip compresses them together, and the
      // browser fetches three files instead of twenty.
      //
      // Past the first visit, the rest is bundled by kind rather than split by which pages share a
      // module: a workspace page otherwise fetched over a hundred files of one or two kilobytes,
      // each a round trip and a kilobyte of headers on a phone's HTTP/1.1 connections.
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], test: (id) => !ENTRY_MODULES.test(id) },
            // What the landing and features pages import beyond the first visit's chunk, in a chunk of
            // its own: from the chunks of every icon and every component they fetched 17 kB gzip
            // for 3 kB they used. (Each icon is imported from its own module, so that its importers
            // are the pages that show it: eslint.config.js.)
            {
              name: (id, context) =>
                ICON_OR_COMPONENT.test(id) &&
                context.getModuleInfo(id)?.importers.some((importer) => MARKETING_PAGES.test(importer))
                  ? 'marketing'
                  : null,
            },
            { name: 'icons', test: packages(['lucide-react']) },
            { name: 'query', test: packages(['@tanstack']) },
            { name: 'zod', test: (id) => ZOD.test(id) || id === ZOD_WITHOUT_EVAL },
            { name: 'forms', test: packages(['react-hook-form', '@hookform']) },
            // Loaded only where someone signs in or is signed in (issue 14).
            {
              name: 'auth',
              test: /node_modules[\\/](?:better-auth|@better-auth|better-call|@better-fetch|nanostores|defu)[\\/]|web[\\/]lib[\\/]auth-client\.ts$/,
            },
            // The toaster stays its own chunk, loaded when the first toast shows.
            {
              name: 'ui',
              test: (id) =>
                /web[\\/](?:components|lib)[\\/](?!toaster\.tsx$)/.test(id) &&
                !RADIX_OVERLAYS.test(id) &&
                !DATA_MODULES.test(id),
            },
            { name: 'data', test: DATA_MODULES },
            // Last, so that what our other components need of Radix (the label of a form field) is
            // already theirs: a group takes the modules its own ones import, unless an earlier group has.
            { name: 'radix', test: (id) => RADIX_OVERLAYS.test(id) || RADIX.test(id) },
          ],
        },
      },
    },
  },
  // The password-strength worker loads its dictionaries by dynamic import: ES module workers split.
  worker: { format: 'es' },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
}));
