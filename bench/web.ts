// Web speed (`npm run bench:web [-- --runs N]`, after `npm run build`): starts the built app on its
// embedded defaults and runs Lighthouse (mobile profile: simulated slow 4G and a 4× slower CPU) in
// the Chromium the e2e tests use, on the public pages, a shared application and two signed-in
// pages (`--only landing,help`: those alone); prints each category's score, FCP, LCP, CLS and TBT
// (median of the runs), the audits that failed in the other categories (a private page's SEO
// fails `is-crawlable` by design: decision 034), then the bundle table (bench/bundle-size.mjs).
// Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { Processes, requireBuild, root, startBuiltApp, type BuiltApp } from './built-app.ts';
import { percentile, runsFromArgs } from './stats.ts';

const runs = runsFromArgs(process.argv.slice(2), 1);
// `--only landing,pricing`: the pages whose label starts with one of these words.
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? (process.argv[onlyArg + 1] ?? '').split(',').filter(Boolean) : [];
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`bench:web needs Chromium at ${chromePath} (set CHROMIUM_PATH).`);
  process.exit(1);
}
requireBuild('bench:web');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint', 's'],
  ['LCP', 'largest-contentful-paint', 's'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
] as const;

interface Page {
  label: string;
  path: string;
  cookie?: string;
}

/** A signed-in user with a CV and one application shared by link: the pages a user sees. */
async function pagesOf(app: BuiltApp): Promise<Page[]> {
  const cookie = await app.signedInUser(0);
  const cvId = await app.uploadCv(cookie);
  const { id } = await app.generate(cookie, cvId, 0);
  const share = await fetch(`${app.base}/api/applications/${id}/share`, {
    method: 'POST',
    headers: { cookie, origin: app.base, 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
  if (!share.ok) throw new Error(`share: ${share.status} ${await share.text()}`);
  const { url } = (await share.json()) as { url: string };
  return [
    { label: 'landing', path: '/' },
    { label: 'pricing', path: '/pricing' },
    { label: 'features', path: '/features' },
    { label: 'help', path: '/help' },
    { label: 'shared application', path: new URL(url).pathname },
    { label: 'dashboard (signed in)', path: '/dashboard', cookie },
    { label: 'new job (signed in)', path: '/new-job', cookie },
  ];
}

type Figures = Record<string, number>;

/** The audits that count towards a category other than performance and did not pass. */
type Failed = Set<string>;

async function audit(
  port: number,
  url: string,
  cookie?: string,
): Promise<{ figures: Figures; failed: Failed }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  const figures: Figures = {};
  for (const c of CATEGORIES) figures[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
  for (const [label, id] of METRICS) figures[label] = lhr.audits[id]?.numericValue ?? NaN;
  const failed: Failed = new Set();
  for (const c of CATEGORIES.filter((c) => c !== 'performance'))
    for (const ref of lhr.categories[c]?.auditRefs ?? [])
      if (ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1) failed.add(`${c} ${ref.id}`);
  return { figures, failed };
}

function medianOf(samples: Figures[]): Figures {
  const keys = Object.keys(samples[0] ?? {});
  return Object.fromEntries(
    keys.map((k) => [
      k,
      percentile(
        samples.map((s) => s[k]!),
        50,
      ),
    ]),
  );
}

const show = (value: number, unit: string) =>
  unit === 's'
    ? `${(value / 1000).toFixed(1)} s`
    : unit === 'ms'
      ? `${Math.round(value)} ms`
      : value.toFixed(3);

const processes = new Processes();
let app: BuiltApp | undefined;
const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
try {
  app = await startBuiltApp(processes);
  const pages = (await pagesOf(app)).filter(
    (page) => !only.length || only.some((word) => page.label.startsWith(word)),
  );
  console.log(
    `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile profile, built app on ${app.base}\n`,
  );
  console.log(
    `${'page'.padEnd(24)}${['perf', 'a11y', 'best', 'seo'].map((h) => h.padStart(6)).join('')}${METRICS.map(([l]) => l.padStart(9)).join('')}`,
  );
  const failures: string[] = [];
  for (const page of pages) {
    const samples: Figures[] = [];
    const failed: Failed = new Set();
    for (let i = 0; i < runs; i++) {
      const result = await audit(chrome.port, `${app.base}${page.path}`, page.cookie);
      samples.push(result.figures);
      result.failed.forEach((id) => failed.add(id));
    }
    if (failed.size) failures.push(`  ${page.label}: ${[...failed].join(', ')}`);
    const f = medianOf(samples);
    console.log(
      `${page.label.padEnd(24)}${CATEGORIES.map((c) => String(f[c]).padStart(6)).join('')}${METRICS.map(([l, , unit]) => show(f[l]!, unit).padStart(9)).join('')}`,
    );
  }
  console.log(
    failures.length ? `\nFailed audits (in any run):\n${failures.join('\n')}` : '\nNo audit failed.',
  );
  console.log('');
  spawnSync(process.execPath, ['bench/bundle-size.mjs'], { cwd: root, stdio: 'inherit' });
} finally {
  chrome.kill();
  await processes.stop();
  await app?.close();
}
