// Builds the rendered CV corpus (`npm run corpus:build`): fictional CVs from ../persons rendered
// through third-party producers -- LaTeX classes from TeX Live, LibreOffice Writer, JSON Resume
// themes printed by Chromium -- into ../files, plus the answer key ../truth.json.
//
//   npm run corpus:build                      every file and the key
//   npm run corpus:build -- --only latex      one producer (latex, chromium, libreoffice)
//   npm run corpus:build -- --person de-nurse one person's files
//   npm run corpus:build -- --truth           only the key (no TeX Live, LibreOffice or Chromium)
//   npm run corpus:build -- --verify          also check that every key value is in the PDFs' text
//
// Needs (Debian): texlive-latex-extra (moderncv, moderntimeline, europasscv), texlive-publishers
// (limecv), texlive-luatex, texlive-fonts-extra (fontawesome5, EB Garamond, Kurier),
// texlive-fonts-recommended, texlive-plain-generic (soul), tex-gyre,
// texlive-lang-{german,french,spanish,european}, libreoffice-writer, fonts-liberation, chromium,
// poppler-utils (for --verify); the JSON Resume themes come from npm into a temporary prefix.
// Runs one tool at a time: the machine is shared.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { PERSONS, person } from '../persons/index.ts';
import type { Person } from '../persons/types.ts';
import { formatDate, locality } from './i18n.ts';
import { THEME_VERSIONS, fixEscapedParagraphs, jsonResume, themeDate, type Theme } from './html.ts';
import { europasscv, limecv, moderncv, type LatexTemplate } from './latex.ts';
import { fodt, type OfficeLayout } from './office.ts';
import { truthEntry, type TruthEntry, type View } from './truth.ts';

const CORPUS = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FILES = join(CORPUS, 'files');
const WORK = join(tmpdir(), 'applywise-rendered-corpus');
// Fixed build time for the producers that stamp one (pdfTeX and LibreOffice read it): the same
// sources give the same bytes.
const SOURCE_DATE_EPOCH = '1736931600'; // 2025-01-15T09:00:00Z

type OfficeFormat = 'docx' | 'doc' | 'odt' | 'pdf';
type Rendering =
  | { producer: 'latex'; person: string; template: LatexTemplate }
  | { producer: 'chromium'; person: string; theme: Theme }
  | { producer: 'libreoffice'; person: string; layout: OfficeLayout; format: OfficeFormat };

const L = (person: string, template: LatexTemplate): Rendering => ({ producer: 'latex', person, template });
const C = (person: string, theme: Theme): Rendering => ({ producer: 'chromium', person, theme });
const O = (person: string, layout: OfficeLayout, format: OfficeFormat): Rendering => ({
  producer: 'libreoffice',
  person,
  layout,
  format,
});

/**
 * Which person goes through which producer: every person gets two to four renderings in
 * different producers and layouts; persons whose CVs print years only are kept away from the
 * JSON Resume themes (the themes format full dates themselves).
 */
const PLAN: Rendering[] = [
  L('en-nurse', 'moderncv-classic'),
  L('en-nurse', 'europasscv'),
  C('en-nurse', 'stackoverflow'),
  O('en-nurse', 'table-dates', 'docx'),
  L('en-developer', 'moderncv-casual'),
  L('en-developer', 'limecv'),
  C('en-developer', 'even'),
  O('en-developer', 'sidebar-frame', 'docx'),
  L('en-accountant', 'moderncv-banking'),
  C('en-accountant', 'macchiato'),
  O('en-accountant', 'label-table', 'doc'),
  L('en-electrician', 'moderncv-timeline'),
  O('en-electrician', 'table-dates', 'odt'),
  O('en-electrician', 'sidebar-frame', 'pdf'),
  L('en-marketing', 'moderncv-oldstyle'),
  C('en-marketing', 'elegant'),
  O('en-marketing', 'table-dates', 'docx'),
  L('en-logistics', 'moderncv-fancy'),
  C('en-logistics', 'even'),
  O('en-logistics', 'label-table', 'docx'),
  L('da-nurse', 'moderncv-fancy'),
  C('da-nurse', 'even'),
  O('da-nurse', 'sidebar-frame', 'docx'),
  L('da-electrician', 'moderncv-casual'),
  L('da-electrician', 'europasscv'),
  O('da-electrician', 'table-dates', 'doc'),
  L('da-teacher', 'moderncv-classic'),
  L('da-teacher', 'limecv'),
  O('da-teacher', 'label-table', 'odt'),
  O('da-teacher', 'sidebar-frame', 'docx'),
  L('da-developer', 'moderncv-timeline'),
  C('da-developer', 'macchiato'),
  O('da-developer', 'table-dates', 'pdf'),
  L('da-accountant', 'moderncv-banking'),
  C('da-accountant', 'elegant'),
  O('da-accountant', 'sidebar-frame', 'doc'),
  L('de-sales', 'moderncv-casual'),
  C('de-sales', 'macchiato'),
  O('de-sales', 'label-table', 'docx'),
  L('de-electrician', 'moderncv-banking'),
  C('de-electrician', 'even'),
  O('de-electrician', 'sidebar-frame', 'odt'),
  L('de-accountant', 'moderncv-classic'),
  L('de-accountant', 'limecv'),
  O('de-accountant', 'table-dates', 'docx'),
  O('de-accountant', 'label-table', 'pdf'),
  L('de-developer', 'europasscv'),
  C('de-developer', 'elegant'),
  O('de-developer', 'sidebar-frame', 'docx'),
  L('de-nurse', 'moderncv-oldstyle'),
  C('de-nurse', 'stackoverflow'),
  O('de-nurse', 'table-dates', 'doc'),
  L('es-nurse', 'europasscv'),
  L('es-nurse', 'limecv'),
  C('es-nurse', 'elegant'),
  O('es-nurse', 'sidebar-frame', 'odt'),
  L('es-accountant', 'moderncv-timeline'),
  C('es-accountant', 'even'),
  O('es-accountant', 'label-table', 'docx'),
  L('es-teacher', 'moderncv-classic'),
  O('es-teacher', 'table-dates', 'odt'),
  O('es-teacher', 'sidebar-frame', 'doc'),
  L('es-logistics', 'moderncv-casual'),
  C('es-logistics', 'macchiato'),
  O('es-logistics', 'table-dates', 'docx'),
  L('es-marketing', 'moderncv-oldstyle'),
  C('es-marketing', 'stackoverflow'),
  O('es-marketing', 'label-table', 'doc'),
  L('fr-nurse', 'europasscv'),
  C('fr-nurse', 'macchiato'),
  O('fr-nurse', 'table-dates', 'docx'),
  L('fr-developer', 'moderncv-classic'),
  C('fr-developer', 'stackoverflow'),
  O('fr-developer', 'sidebar-frame', 'pdf'),
  L('fr-sales', 'moderncv-banking'),
  L('fr-sales', 'limecv'),
  C('fr-sales', 'even'),
  O('fr-sales', 'label-table', 'odt'),
  L('fr-electrician', 'moderncv-fancy'),
  O('fr-electrician', 'table-dates', 'pdf'),
  O('fr-electrician', 'sidebar-frame', 'docx'),
];

const slug = (r: Rendering) =>
  r.producer === 'latex'
    ? r.template
    : r.producer === 'chromium'
      ? `jsonresume-${r.theme}`
      : `libreoffice-${r.layout}`;
const ext = (r: Rendering) => (r.producer === 'libreoffice' ? r.format : 'pdf');
export const fileName = (r: Rendering) => `${r.person}-${slug(r)}.${ext(r)}`;

const LAYOUTS: Record<string, string> = {
  'moderncv-classic':
    'LaTeX moderncv "classic": one main column, dates in a left column, contact block top right',
  'moderncv-casual':
    'LaTeX moderncv "casual": one column, dates in a left column, name top left, contacts in the page footer',
  'moderncv-banking':
    'LaTeX moderncv "banking": centred header with contacts on one line, employer/date right-aligned rows',
  'moderncv-oldstyle':
    'LaTeX moderncv "oldstyle": narrow left column with the contact block beside the main column, dates at the end of each entry line, Kurier font',
  'moderncv-fancy':
    'LaTeX moderncv "fancy": EB Garamond, contact block in a narrow left column beside the name (a long e-mail is hyphenated), dates in a left column',
  'moderncv-timeline':
    'LaTeX moderncv "classic" with moderntimeline: timeline bars with year labels in the date column, "since YEAR" for ongoing roles',
  europasscv:
    'LaTeX europasscv (Europass 2013 look): label/date column left, values right, personal information block, mother tongue and other languages',
  limecv:
    'LuaLaTeX limecv: two columns, coloured left sidebar (name, contact with icon glyphs, profile, languages), main column with timeline dots, skills with dot ratings; 2 pages, each main column a TikZ overlay',
  'jsonresume-even':
    'HTML-to-PDF (JSON Resume "even" theme, Chromium): one column, English headings, "Mon YYYY – Present"',
  'jsonresume-elegant':
    'HTML-to-PDF (JSON Resume "elegant" theme, Chromium): profile card with contacts and cards per section, "Mon, YYYY"',
  'jsonresume-macchiato':
    'HTML-to-PDF (JSON Resume "macchiato" theme, Chromium): two columns, left sidebar with contact, skills and languages; "MM/YYYY"; no certificates section',
  'jsonresume-stackoverflow':
    'HTML-to-PDF (JSON Resume "stackoverflow" theme, Chromium): one column, letter-spaced headings, "Position at Company  Mon YYYY - Current"',
  'libreoffice-table-dates':
    'LibreOffice Writer: name and title in the page header, contacts in the page footer, entries in tables with a date column, skills in a three-column grid',
  'libreoffice-sidebar-frame':
    'LibreOffice Writer: page-anchored text frame (a text box in Word formats) as left sidebar with contacts, skills, languages; main column to the right',
  'libreoffice-label-table':
    'LibreOffice Writer: Europass-like label/value tables ("Phone", "E-mail", dates as labels), name and contacts repeated in the page footer',
};

const LICENSES: Record<string, string> = {
  latex: 'moderncv: LPPL 1.3c; moderntimeline, europasscv, limecv: LPPL 1.3 (TeX Live 2022, Debian 12)',
  chromium: 'JSON Resume theme: MIT (npm)',
  libreoffice: 'layout written for this corpus; LibreOffice Writer (MPL 2.0) writes the file',
};

function view(p: Person, r: Rendering): View {
  const fmt = (ym: string) => formatDate(ym, p.dateStyle, p.lang);
  const certsWithIssuer = p.certs.map((c) => (c.issuer ? `${c.name}, ${c.issuer}` : c.name));
  const certNames = p.certs.map((c) => c.name);
  if (r.producer === 'latex') {
    if (r.template === 'europasscv' || r.template === 'limecv')
      return { date: fmt, location: locality(p), linkedin: true, certs: certNames };
    const year = (ym: string) => ym.slice(0, 4);
    const date = r.template === 'moderncv-timeline' ? year : fmt;
    return { date, location: locality(p), linkedin: true, certs: certsWithIssuer };
  }
  if (r.producer === 'chromium') {
    const date = (ym: string) => themeDate(r.theme, ym);
    const town = themeLocality(p, r.theme);
    // The themes print an education date only with a start date.
    if (r.theme === 'macchiato')
      return { date, location: town, linkedin: true, certs: false, endOnlyEducation: false };
    return {
      date,
      location: town,
      linkedin: true,
      certs: r.theme === 'elegant' ? certsWithIssuer : certNames,
      endOnlyEducation: false,
    };
  }
  return { date: fmt, location: locality(p), linkedin: true, certs: certNames };
}

/** The town line each theme prints from the JSON Resume location (checked against the PDFs). */
function themeLocality(p: Person, theme: Theme): string {
  switch (theme) {
    case 'even':
      return [p.city, p.country ? COUNTRY_EN[COUNTRY[p.country] ?? ''] : null].filter(Boolean).join(', ');
    case 'elegant':
      return [p.city, p.country ? COUNTRY[p.country] : null, p.postcode].filter(Boolean).join(', ');
    case 'macchiato':
      return [p.city, p.postcode, p.country ? COUNTRY[p.country] : null].filter(Boolean).join(' ');
    case 'stackoverflow':
      return [p.postcode, p.city].join(', ') + (p.country ? `, (${COUNTRY[p.country]})` : '');
  }
}
const COUNTRY: Record<string, string> = {
  'United Kingdom': 'GB',
  USA: 'US',
  Danmark: 'DK',
  Deutschland: 'DE',
  España: 'ES',
  France: 'FR',
};
// "even" prints the English name of the country code.
const COUNTRY_EN: Record<string, string> = {
  GB: 'United Kingdom',
  US: 'United States',
  DK: 'Denmark',
  DE: 'Germany',
  ES: 'Spain',
  FR: 'France',
};

function truth(r: Rendering): TruthEntry {
  const p = person(r.person);
  const template = slug(r);
  const producer =
    r.producer === 'latex'
      ? `${r.template === 'limecv' ? 'LuaLaTeX' : 'pdfLaTeX'} (TeX Live 2022, Debian 12)`
      : r.producer === 'chromium'
        ? `Chromium print of jsonresume-theme-${r.theme}@${THEME_VERSIONS[r.theme]}`
        : `LibreOffice Writer 7.4 (${r.format.toUpperCase()} export of a generated .fodt)`;
  return truthEntry(
    p,
    {
      file: `files/${fileName(r)}`,
      format: ext(r),
      producer,
      template,
      layout: LAYOUTS[template] ?? template,
      license_if_known: LICENSES[r.producer] ?? '',
    },
    view(p, r),
  );
}

// ---- producers ---------------------------------------------------------------------------------
const env = { ...process.env, SOURCE_DATE_EPOCH, FORCE_SOURCE_DATE: '1', TZ: 'UTC' };
const run = (cmd: string, args: string[], cwd = WORK) =>
  execFileSync(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 });

function buildLatex(r: Extract<Rendering, { producer: 'latex' }>): void {
  const p = person(r.person);
  const dir = join(WORK, 'latex');
  mkdirSync(dir, { recursive: true });
  const name = basename(fileName(r), '.pdf');
  const source =
    r.template === 'europasscv'
      ? europasscv(p)
      : r.template === 'limecv'
        ? limecv(p)
        : moderncv(p, r.template);
  writeFileSync(join(dir, `${name}.tex`), source);
  // limecv needs LuaLaTeX (fontspec, Fira Sans); the others are pdfLaTeX classes. Two runs where
  // the class reads positions or page totals back from the .aux (limecv's TikZ overlays,
  // europasscv's "page X / Y"); one is enough otherwise.
  const engine = r.template === 'limecv' ? 'lualatex' : 'pdflatex';
  const runs = r.template === 'europasscv' || r.template === 'limecv' ? 2 : 1;
  for (let i = 0; i < runs; i++) {
    try {
      run(engine, ['-interaction=nonstopmode', '-halt-on-error', `${name}.tex`], dir);
    } catch (e) {
      throw new Error(
        `${engine} failed for ${name}: see ${join(dir, `${name}.log`)}\n${String(e).slice(0, 400)}`,
        { cause: e },
      );
    }
  }
  copy(join(dir, `${name}.pdf`), join(FILES, fileName(r)));
}

let themesDir: string | undefined;
/** Installs the JSON Resume themes into a temporary prefix once (never into the project). */
function themes(): string {
  if (themesDir) return themesDir;
  const prefix = join(WORK, 'themes');
  const wanted = Object.entries(THEME_VERSIONS).map(([t, v]) => `jsonresume-theme-${t}@${v}`);
  const have = Object.keys(THEME_VERSIONS).every((t) =>
    existsSync(join(prefix, 'node_modules', `jsonresume-theme-${t}`, 'package.json')),
  );
  if (!have) {
    mkdirSync(prefix, { recursive: true });
    writeFileSync(join(prefix, 'package.json'), '{"private":true}\n');
    console.log(`installing ${wanted.join(' ')} into ${prefix}`);
    run(
      'npm',
      ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--ignore-scripts', '--no-save', ...wanted],
      prefix,
    );
  }
  return (themesDir = prefix);
}

interface ThemeModule {
  render: (resume: unknown) => string | Promise<string>;
}
/** Imports a theme by its package entry: "even" is ESM-only behind "exports", the others CommonJS. */
async function loadTheme(theme: Theme): Promise<ThemeModule> {
  const dir = join(themes(), 'node_modules', `jsonresume-theme-${theme}`);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    main?: string;
    exports?: { '.'?: { import?: { default?: string } } };
  };
  const entry = pkg.exports?.['.']?.import?.default ?? pkg.main ?? 'index.js';
  const mod = (await import(pathToFileURL(join(dir, entry)).href)) as ThemeModule & { default?: ThemeModule };
  return typeof mod.render === 'function' ? mod : (mod.default as ThemeModule);
}

async function buildChromium(r: Extract<Rendering, { producer: 'chromium' }>): Promise<void> {
  const p = person(r.person);
  const theme = await loadTheme(r.theme);
  const html = fixEscapedParagraphs(await theme.render(jsonResume(p)));
  const dir = join(WORK, 'html');
  mkdirSync(dir, { recursive: true });
  const name = basename(fileName(r), '.pdf');
  writeFileSync(join(dir, `${name}.html`), html);
  const out = join(dir, `${name}.pdf`);
  rmSync(out, { force: true });
  run(
    process.env.CHROMIUM ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-pdf-header-footer',
      `--user-data-dir=${join(WORK, 'chromium-profile')}`,
      `--print-to-pdf=${out}`,
      `file://${join(dir, `${name}.html`)}`,
    ],
    dir,
  );
  copy(out, join(FILES, fileName(r)));
}

const FILTERS: Record<OfficeFormat, string> = {
  docx: 'docx:MS Word 2007 XML',
  doc: 'doc:MS Word 97',
  odt: 'odt:writer8',
  pdf: 'pdf:writer_pdf_Export',
};

/** One soffice call per target format, for all sources of that format (LibreOffice starts slowly). */
function buildOffice(list: Extract<Rendering, { producer: 'libreoffice' }>[]): void {
  const dir = join(WORK, 'office');
  for (const format of ['docx', 'doc', 'odt', 'pdf'] as const) {
    const ofFormat = list.filter((r) => r.format === format);
    if (!ofFormat.length) continue;
    const src = join(dir, format);
    rmSync(src, { recursive: true, force: true });
    mkdirSync(join(src, 'out'), { recursive: true });
    const inputs = ofFormat.map((r) => {
      const f = join(src, `${basename(fileName(r), `.${format}`)}.fodt`);
      writeFileSync(f, fodt(person(r.person), r.layout));
      return f;
    });
    run(
      process.env.SOFFICE ?? 'soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${join(WORK, 'lo-profile')}`,
        '--convert-to',
        FILTERS[format],
        '--outdir',
        join(src, 'out'),
        ...inputs,
      ],
      src,
    );
    for (const r of ofFormat) copy(join(src, 'out', fileName(r)), join(FILES, fileName(r)));
  }
}

function copy(from: string, to: string): void {
  if (!existsSync(from)) throw new Error(`expected output missing: ${from}`);
  copyFileSync(from, to);
}

// ---- verification -------------------------------------------------------------------------------
/** Every key value of a PDF must be in its text (whitespace and dashes folded): catches key drift. */
function verify(entries: TruthEntry[]): number {
  const fold = (s: string) =>
    s
      .normalize('NFKC')
      .replace(/[\u2010-\u2015]/g, '-')
      .replace(/\s+/g, '')
      .toLowerCase();
  let problems = 0;
  for (const t of entries.filter((e) => e.format === 'pdf')) {
    const text = fold(execFileSync('pdftotext', [join(CORPUS, t.file), '-']).toString());
    const values = [
      t.full_name.split(' ')[0],
      t.email,
      t.phone,
      t.location,
      ...t.experience.flatMap((e) => [e.position, e.company, e.start, e.end === 'present' ? null : e.end]),
      ...t.education.flatMap((e) => [e.degree, e.institution, e.end === 'present' ? null : e.end]),
      ...t.skills,
      ...t.certifications,
    ].filter((v): v is string => !!v);
    const missing = values.filter((v) => !text.includes(fold(v)));
    if (missing.length) {
      problems++;
      console.log(
        `  ${basename(t.file)}: not in the text: ${missing.map((m) => JSON.stringify(m)).join(', ')}`,
      );
    }
  }
  return problems;
}

// ---- main ---------------------------------------------------------------------------------------
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const only = opt('--only')?.split(',');
  const who = opt('--person')?.split(',');
  for (const p of who ?? []) person(p);
  const chosen = PLAN.filter((r) => (!only || only.includes(r.producer)) && (!who || who.includes(r.person)));

  const names = new Set(PLAN.map(fileName));
  if (names.size !== PLAN.length) throw new Error('two renderings share a file name');
  const unused = PERSONS.filter((p) => !PLAN.some((r) => r.person === p.id));
  if (unused.length) throw new Error(`persons without a rendering: ${unused.map((p) => p.id).join(', ')}`);

  const entries = PLAN.map(truth).sort((a, b) => a.file.localeCompare(b.file));
  // Written in the repository's Prettier style, so `npm run format` leaves the key alone.
  const truthPath = join(CORPUS, 'truth.json');
  const prettierOptions = (await prettier.resolveConfig(truthPath)) ?? {};
  writeFileSync(
    truthPath,
    await prettier.format(JSON.stringify(entries), { ...prettierOptions, parser: 'json' }),
  );
  console.log(`truth.json: ${entries.length} CVs`);
  if (args.includes('--truth')) return;

  mkdirSync(FILES, { recursive: true });
  mkdirSync(WORK, { recursive: true });
  // Files of renderings that left the plan go; files being rebuilt are overwritten.
  for (const f of readdirSync(FILES)) if (!names.has(f)) rmSync(join(FILES, f));
  for (const r of chosen.filter((c) => c.producer === 'latex')) {
    buildLatex(r as Extract<Rendering, { producer: 'latex' }>);
    console.log(`  ${fileName(r)}`);
  }
  for (const r of chosen.filter((c) => c.producer === 'chromium')) {
    await buildChromium(r as Extract<Rendering, { producer: 'chromium' }>);
    console.log(`  ${fileName(r)}`);
  }
  const office = chosen.filter((c) => c.producer === 'libreoffice') as Extract<
    Rendering,
    { producer: 'libreoffice' }
  >[];
  if (office.length) {
    buildOffice(office);
    for (const r of office) console.log(`  ${fileName(r)}`);
  }
  if (args.includes('--verify')) {
    const problems = verify(entries.filter((e) => chosen.some((r) => `files/${fileName(r)}` === e.file)));
    console.log(
      problems
        ? `verify: ${problems} PDFs with key values not found in their text`
        : 'verify: all key values found',
    );
  }
}

await main();
