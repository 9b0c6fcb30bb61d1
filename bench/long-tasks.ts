// Main-thread blocking of the signed-in pages (`npm run bench:long-tasks [-- --runs N] [-- --against
// DIR]`, after `npm run build`): loads /dashboard and /new-job in the Chromium the e2e tests use, as a
// phone (412 px) with a 4× slower CPU, and sums each long task's time past 50 ms after the first
// paint, as Lighthouse's Total Blocking Time does, but on a real throttled load: Lighthouse
// simulates from one fast load, and on this machine its TBT for one build spread over 350–1,000 ms.
// `--against DIR` also starts DIR's build (another checkout, built) and loads the two in turn, so
// both see the same machine speed. Prints the medians; asserts nothing.
import { chromium, type Browser } from 'playwright';
import { Processes, requireBuild, startBuiltApp, type BuiltApp } from './built-app.ts';
import { percentile, runsFromArgs } from './stats.ts';

const args = process.argv.slice(2);
const runs = runsFromArgs(args, 7);
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? args[againstAt + 1] : undefined;
const PAGES = ['/dashboard', '/new-job'];
requireBuild('bench:long-tasks');

type Build = { label: string; app: BuiltApp; cookie: string };

/** A user with a CV and one application, as the Lighthouse bench has them. */
async function prepared(label: string, app: BuiltApp): Promise<Build> {
  const cookie = await app.signedInUser(0);
  const cvId = await app.uploadCv(cookie);
  await app.generate(cookie, cvId, 0);
  return { label, app, cookie };
}

/** Blocking time (ms past 50 of each long task after the first paint) and the long tasks' total. */
async function load(browser: Browser, build: Build, path: string): Promise<[number, number]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    await context.addCookies(
      build.cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: build.app.base };
      }),
    );
    // Strings, not functions: they run in the page, whose types (the DOM) this file does not have.
    await context.addInitScript({
      content: `window.longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(build.app.base + path, { waitUntil: 'networkidle' });
    // The onboarding modal and late answers come after the network is quiet.
    await page.waitForTimeout(2_500);
    const { tasks, paint } = (await page.evaluate(`({
      tasks: window.longTasks,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    })`)) as { tasks: [number, number][]; paint: number };
    const blocking = tasks
      .filter(([start]) => start >= paint)
      .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return [blocking, tasks.reduce((sum, [, d]) => sum + d, 0)];
  } finally {
    await context.close();
  }
}

const processes = new Processes();
const builds: Build[] = [];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  builds.push(await prepared('this build', await startBuiltApp(processes)));
  if (against) builds.push(await prepared(against, await startBuiltApp(processes, {}, against)));
  const samples = new Map<string, [number, number][]>();
  for (let i = 0; i < runs; i++)
    for (const path of PAGES)
      // In turn, and each build first every other round.
      for (const build of i % 2 ? [...builds].reverse() : builds) {
        const key = `${path} (${build.label})`;
        samples.set(key, [...(samples.get(key) ?? []), await load(browser, build, path)]);
      }
  console.log(`Long tasks at 4× CPU, 412 px, median of ${runs} loads\n`);
  console.log(`${'page'.padEnd(40)}${'blocking'.padStart(10)}${'long tasks'.padStart(12)}`);
  for (const [key, values] of samples) {
    const [blocking, busy] = [0, 1].map((i) =>
      Math.round(
        percentile(
          values.map((v) => v[i]!),
          50,
        ),
      ),
    );
    console.log(`${key.padEnd(40)}${`${blocking} ms`.padStart(10)}${`${busy} ms`.padStart(12)}`);
  }
} finally {
  await browser.close();
  await processes.stop();
  for (const build of builds) await build.app.close();
}
