// Company research (`npm run bench:research [-- --runs N]`): time to result from the loopback
// stand-in company site (server/features/research/stand-in-site.ts) with one saved ad, through the
// same crawl (robots.txt, home, about, careers, press redirect refused, feed) and extractor the API
// uses, without the database; p50/p95 ms of the crawl, the extraction and the total, documents
// fetched per research, and facts without a source (target 0).
// Prints figures; asserts nothing (the gates are server/features/research/research.test.ts).
import { citedItems } from '#domain/research';
import { extractCompanyFacts } from '#engine/analyze/company';
import { AD_TEXT } from '#engine/analyze/test/fixtures';
import { crawlSite } from '../server/features/research/crawl.ts';
import { startStandInSite } from '../server/features/research/stand-in-site.ts';
import { percentile, runsFromArgs } from './stats.ts';

const runs = runsFromArgs(process.argv.slice(2), 20);
const site = await startStandInSite();
const ads = [{ url: '/applications/bench', jobTitle: 'Backend-udvikler', text: AD_TEXT }];
const timing = { crawl: [] as number[], extract: [] as number[], total: [] as number[] };
let fetched = 0;
let facts = 0;
let uncited = 0;

try {
  for (let i = 0; i <= runs; i++) {
    site.requests.length = 0;
    const start = performance.now();
    const crawl = await crawlSite(site.url, site.policy);
    const crawled = performance.now();
    const found = extractCompanyFacts(crawl.pages, ads);
    const end = performance.now();
    // The first run warms the code paths up and is not counted.
    if (i === 0) continue;
    timing.crawl.push(crawled - start);
    timing.extract.push(end - crawled);
    timing.total.push(end - start);
    fetched = site.requests.length;
    const items = citedItems({
      ...found,
      name: 'Nordlys Robotics',
      dataSources: { website: crawl.readSite, registry: false, ai: false, jobAds: true, search: false },
      checkedPages: crawl.checked,
    });
    facts = items.length;
    uncited += items.filter((item) => item.sources.length === 0).length;
  }
} finally {
  await site.close();
}

const ms = (n: number) => n.toFixed(1).padStart(8);
console.log(`company research from the stand-in site, ${runs} runs`);
console.log('            p50 ms   p95 ms');
for (const [name, samples] of Object.entries(timing)) {
  console.log(`${name.padEnd(10)}${ms(percentile(samples, 50))} ${ms(percentile(samples, 95))}`);
}
console.log(`requests per research (robots.txt included): ${fetched}`);
console.log(`facts per research: ${facts}; facts without a source over all runs: ${uncited}`);
