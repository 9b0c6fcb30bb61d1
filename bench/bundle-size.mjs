// Size of the built web app (run `npm run build:web` first): the JavaScript and CSS a first visit
// downloads (what index.html references) and every route chunk, raw and gzip. Prints figures only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/web/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} kB`;
// Each file read and compressed once: the tables below ask for the same chunks many times.
const sizes = new Map();
const size = (file) => {
  if (!sizes.has(file)) {
    const data = readFileSync(join(assets, file));
    sizes.set(file, { raw: statSync(join(assets, file)).size, gzip: gzipSync(data).length });
  }
  return sizes.get(file);
};

const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
const initial = files.filter((f) => html.includes(`/assets/${f}`));
let rawTotal = 0;
let gzipTotal = 0;
console.log('First visit (referenced by index.html):');
for (const f of initial) {
  const s = size(f);
  rawTotal += s.raw;
  gzipTotal += s.gzip;
  console.log(`  ${f.padEnd(48)} ${kb(s.raw)} ${kb(s.gzip)} gzip`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(rawTotal)} ${kb(gzipTotal)} gzip`);
console.log('Lazy chunks (largest first):');
for (const f of files.filter((x) => !initial.includes(x)).sort((a, b) => size(b).raw - size(a).raw)) {
  const s = size(f);
  console.log(`  ${f.padEnd(48)} ${kb(s.raw)} ${kb(s.gzip)} gzip`);
}

// What a page adds to the first visit: its route chunk and every chunk that one imports statically
// (its strings come in parallel and are not counted). Shared chunks count for each page using them.
const imports = new Map();
const importsOf = (file) => {
  if (!imports.has(file)) {
    const code = readFileSync(join(assets, file), 'utf8');
    imports.set(
      file,
      [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]),
    );
  }
  return imports.get(file);
};
function pageClosure(page) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || initial.includes(file)) return;
    seen.add(file);
    for (const next of importsOf(file)) visit(next);
  };
  visit(page);
  return [...seen];
}
console.log('Each page beyond the first visit (its chunk and what it imports, gzip):');
const pages = files
  .filter((f) => /-page-[\w-]+\.js$/.test(f))
  .map((page) => {
    const closure = pageClosure(page);
    return { page, files: closure.length, gzip: closure.reduce((sum, f) => sum + size(f).gzip, 0) };
  });
for (const p of pages.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${p.page.padEnd(48)} ${kb(p.gzip)} gzip in ${p.files} files`);
}
