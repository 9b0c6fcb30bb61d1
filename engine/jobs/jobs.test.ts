import { describe, expect, it } from 'vitest';
import type { TPosting } from '#domain/job-discovery';
import {
  dedupePostings,
  indexedWord,
  keywordWords,
  searchFields,
  parseSource,
  recogniseSource,
  RECOGNISE_ERRORS,
} from './index.ts';
import {
  ASHBY_BOARD,
  CAREERS_JSONLD,
  GREENHOUSE_JOBS,
  JOBS_ATOM,
  JOBS_RSS,
  LEVER_POSTINGS,
  PERSONIO_XML,
  RECRUITEE_OFFERS,
  WORKABLE_ACCOUNT,
} from './test/fixtures.ts';

const source = (input: string) => {
  const result = recogniseSource(input);
  if (!result.ok) throw new Error(result.error);
  return result.source;
};

describe('recogniseSource', () => {
  it.each([
    [
      'https://boards.greenhouse.io/nordlys',
      'greenhouse',
      'nordlys',
      'https://boards-api.greenhouse.io/v1/boards/nordlys/jobs?content=true',
    ],
    [
      'job-boards.greenhouse.io/nordlys/jobs/4012345',
      'greenhouse',
      'nordlys',
      'https://boards-api.greenhouse.io/v1/boards/nordlys/jobs?content=true',
    ],
    [
      'greenhouse:nordlys',
      'greenhouse',
      'nordlys',
      'https://boards-api.greenhouse.io/v1/boards/nordlys/jobs?content=true',
    ],
    [
      'https://jobs.lever.co/fjordpay',
      'lever',
      'fjordpay',
      'https://api.lever.co/v0/postings/fjordpay?mode=json',
    ],
    [
      'https://jobs.eu.lever.co/fjordpay/5f1c',
      'lever',
      'fjordpay',
      'https://api.eu.lever.co/v0/postings/fjordpay?mode=json',
    ],
    ['Lever fjordpay', 'lever', 'fjordpay', 'https://api.lever.co/v0/postings/fjordpay?mode=json'],
    [
      'https://jobs.ashbyhq.com/alpenwerk',
      'ashby',
      'alpenwerk',
      'https://api.ashbyhq.com/posting-api/job-board/alpenwerk?includeCompensation=true',
    ],
    [
      'https://apply.workable.com/havbrug/',
      'workable',
      'havbrug',
      'https://apply.workable.com/api/v1/widget/accounts/havbrug?details=true',
    ],
    ['https://havbrug.recruitee.com/', 'recruitee', 'havbrug', 'https://havbrug.recruitee.com/api/offers/'],
    ['alpenwerk.jobs.personio.de', 'personio', 'alpenwerk', 'https://alpenwerk.jobs.personio.de/xml'],
    [
      'https://kystbyg.teamtailor.com/jobs',
      'teamtailor',
      'kystbyg',
      'https://kystbyg.teamtailor.com/jobs.rss',
    ],
    [
      'https://kystbyg.example/jobs/feed.rss',
      'feed',
      'kystbyg.example',
      'https://kystbyg.example/jobs/feed.rss',
    ],
    [
      'https://greenleaf.example/careers/feed',
      'feed',
      'greenleaf.example',
      'https://greenleaf.example/careers/feed',
    ],
    ['nordlys.example/karriere', 'careers-page', 'nordlys.example', 'https://nordlys.example/karriere'],
  ])('%s → %s board %s', (input, kind, board, fetchUrl) => {
    expect(source(input)).toMatchObject({ kind, board, fetchUrl });
  });

  it('says why an input cannot be followed', () => {
    expect(recogniseSource('   ')).toEqual({ ok: false, error: RECOGNISE_ERRORS.empty });
    expect(recogniseSource('monster:acme')).toEqual({ ok: false, error: RECOGNISE_ERRORS.unknownPlatform });
    expect(recogniseSource('ftp://nordlys.example/jobs')).toEqual({
      ok: false,
      error: RECOGNISE_ERRORS.notWeb,
    });
    expect(recogniseSource('file:///etc/passwd')).toEqual({ ok: false, error: RECOGNISE_ERRORS.notWeb });
    expect(recogniseSource('just some words')).toEqual({ ok: false, error: RECOGNISE_ERRORS.notAddress });
    expect(recogniseSource('https://boards.greenhouse.io/')).toEqual({
      ok: false,
      error: RECOGNISE_ERRORS.badBoard,
    });
  });
});

const doc = (body: string, url = 'https://example.test/', type = 'application/json') => ({ url, type, body });
const postings = (result: ReturnType<typeof parseSource>): TPosting[] => {
  if (!result.ok) throw new Error(result.error);
  return result.postings;
};

describe('parseSource', () => {
  it('reads a Greenhouse board: escaped HTML content as text, remote from the location, no salary', () => {
    const [first, second] = postings(parseSource('greenhouse', 'nordlys', doc(GREENHOUSE_JOBS)));
    expect(first).toMatchObject({
      externalId: '4012345',
      title: 'Backend-udvikler',
      company: 'Nordlys Robotics',
      location: 'Aarhus, Denmark',
      remote: false,
      salary: null,
      language: 'da',
      applyUrl: 'https://boards.greenhouse.io/nordlys/jobs/4012345',
      postedAt: '2026-11-18T14:00:00.000Z',
    });
    expect(first!.description).toContain('• Mindst 3 års erfaring med TypeScript og Node.js');
    expect(first!.description).not.toMatch(/<|&lt;/);
    expect(second).toMatchObject({ title: 'Product Designer', remote: true, language: 'en' });
  });

  it('reads Lever postings with their lists, workplace type and stated salary', () => {
    const [senior, support] = postings(parseSource('lever', 'fjordpay', doc(LEVER_POSTINGS)));
    expect(senior).toMatchObject({
      title: 'Senior Software Engineer',
      company: 'fjordpay',
      location: 'Copenhagen',
      remote: false,
      salary: '55000–70000 DKK per month',
      language: 'en',
      applyUrl: 'https://jobs.lever.co/fjordpay/5f1c2b7e-8a3d-4c55-9a21-0b6f1e2d3c4a/apply',
    });
    expect(senior!.description).toContain('What you bring\n• 5+ years of experience with TypeScript or Go');
    expect(senior!.postedAt).toBe(new Date(1763900000000).toISOString());
    expect(support).toMatchObject({ remote: true, salary: null });
  });

  it('reads an Ashby board, leaving unlisted jobs out, with its compensation summary', () => {
    const list = postings(parseSource('ashby', 'alpenwerk', doc(ASHBY_BOARD)));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      title: 'Softwareentwickler (m/w/d) Backend',
      location: 'Berlin',
      salary: '€60K – €75K',
      language: 'de',
      remote: false,
    });
  });

  it('reads Workable, Recruitee and Personio', () => {
    expect(postings(parseSource('workable', 'havbrug', doc(WORKABLE_ACCOUNT)))[0]).toMatchObject({
      externalId: 'A1B2C3D4E5',
      company: 'Havbrug A/S',
      location: 'Esbjerg, Denmark',
      language: 'da',
      applyUrl: 'https://apply.workable.com/j/A1B2C3D4E5/apply',
    });
    const [analyst] = postings(parseSource('recruitee', 'havbrug', doc(RECRUITEE_OFFERS)));
    expect(analyst).toMatchObject({ title: 'Data Analyst', salary: '42000–50000 DKK per month' });
    expect(analyst!.description).toContain('• SQL and Python');
    const [manager] = postings(
      parseSource(
        'personio',
        'alpenwerk',
        doc(PERSONIO_XML, 'https://alpenwerk.jobs.personio.de/xml', 'text/xml'),
      ),
    );
    expect(manager).toMatchObject({
      externalId: '1234567',
      title: 'Account Manager (m/w/d)',
      company: 'Alpenwerk GmbH',
      location: 'München',
      language: 'de',
      applyUrl: 'https://alpenwerk.jobs.personio.de/job/1234567',
    });
    expect(manager!.description).toContain('Dein Profil\n• Mindestens 2 Jahre Erfahrung im B2B-Vertrieb');
  });

  it('reads RSS and Atom feeds, the feed title standing in for the company', () => {
    const rss = postings(
      parseSource(
        'feed',
        'kystbyg.example',
        doc(JOBS_RSS, 'https://kystbyg.example/jobs.rss', 'application/rss+xml'),
      ),
    );
    expect(rss.map((p) => [p.title, p.company, p.location, p.externalId])).toEqual([
      ['Byggeleder', 'Kystbyg Entreprise', 'Odense', 'kystbyg-123'],
      ['Tømrer', 'Kystbyg Entreprise', '', 'kystbyg-124'],
    ]);
    expect(rss[0]!.postedAt).toBe('2026-11-16T08:00:00.000Z');
    const teamtailor = postings(parseSource('teamtailor', 'kystbyg', doc(JOBS_RSS)));
    expect(teamtailor[0]!.company).toBe('kystbyg');
    const [atom] = postings(
      parseSource(
        'feed',
        'greenleaf.example',
        doc(JOBS_ATOM, 'https://greenleaf.example/feed', 'application/atom+xml'),
      ),
    );
    expect(atom).toMatchObject({
      title: 'Marketing Manager',
      company: 'Greenleaf Careers',
      applyUrl: 'https://greenleaf.example/careers/77',
      // "Remote work possible two days a week" in the text is hybrid; only the location or title says remote.
      remote: false,
    });
  });

  it('reads JobPosting JSON-LD from a careers page, skipping broken blocks', () => {
    const list = postings(
      parseSource(
        'careers-page',
        'nordlys.example',
        doc(CAREERS_JSONLD, 'https://nordlys.example/karriere', 'text/html'),
      ),
    );
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      externalId: 'NR-17',
      title: 'Backend-udvikler',
      company: 'Nordlys Robotics',
      location: 'Aarhus, Denmark',
      salary: '48000–56000 DKK per month',
      applyUrl: 'https://nordlys.example/karriere/backend-udvikler',
      postedAt: '2026-11-18T00:00:00.000Z',
      remote: false,
    });
    expect(list[1]).toMatchObject({ title: 'Robot Technician', remote: true, company: 'Nordlys Robotics' });
  });

  it('gives a clear error per source for documents that are not what the source sends, never a throw', () => {
    const cases = [
      parseSource('greenhouse', 'x', doc('<html>maintenance</html>')),
      parseSource('greenhouse', 'x', doc('{"error":"not found"}')),
      parseSource('lever', 'x', doc('{"ok":false}')),
      parseSource('ashby', 'x', doc('')),
      parseSource('personio', 'x', doc('<html><body>nope</body></html>')),
      parseSource('feed', 'x', doc('{"items":[]}')),
      parseSource(
        'careers-page',
        'x',
        doc('<html><body><h1>Jobs</h1></body></html>', 'https://x.test/', 'text/html'),
      ),
    ];
    for (const result of cases)
      expect(result).toEqual({ ok: false, error: expect.stringMatching(/^[A-Z].{20,}\.$/) });
    expect(cases[0]).toEqual({ ok: false, error: 'The Greenhouse board did not answer with readable JSON.' });
    expect(cases[6]).toMatchObject({ error: expect.stringContaining('no schema.org JobPosting data') });
  });

  it('skips items without a title instead of failing the source', () => {
    const body = JSON.stringify({
      jobs: [{ id: 1 }, { id: 2, title: 'Analyst', location: { name: 'Aalborg' } }],
    });
    expect(postings(parseSource('greenhouse', 'x', doc(body))).map((p) => p.title)).toEqual(['Analyst']);
  });
});

describe('dedupe and search', () => {
  const all = [
    ...postings(parseSource('greenhouse', 'nordlys', doc(GREENHOUSE_JOBS))),
    ...postings(
      parseSource(
        'careers-page',
        'nordlys.example',
        doc(CAREERS_JSONLD, 'https://nordlys.example/', 'text/html'),
      ),
    ),
    ...postings(parseSource('lever', 'fjordpay', doc(LEVER_POSTINGS))),
  ];

  it('keeps one posting per company, title and location, however written', () => {
    const twin = {
      ...all[0]!,
      title: ' backend-UDVIKLER ',
      location: 'Aarhus,  denmark',
      externalId: 'other',
    };
    const kept = dedupePostings([...all, twin]);
    // The board's and the careers page's Backend-udvikler and the twin are one.
    expect(kept).toHaveLength(all.length - 1);
    expect(kept.filter((p) => p.title === 'Backend-udvikler')).toEqual([all[0]]);
    expect(dedupePostings([all[0]!, { ...all[0]!, location: 'Odense' }])).toHaveLength(2);
  });

  it('folds what the keyword filter searches: the heading apart, every word in the text', () => {
    const fields = searchFields({
      title: 'Senior Softwareudvikler (C++/C#)',
      company: 'Ørsted A/S',
      description: 'Du arbejder med PostgreSQL og Node.js i København.',
    });
    // The signs the folding keeps are spelled out.
    expect(fields.heading).toBe('senior softwareudvikler cplusplus csharp ørsted a s');
    expect(fields.words).toBe(`${fields.heading} du arbejder med postgresql og node js i københavn`);
    expect(keywordWords(' Udvikler,  KØBENHAVN ')).toEqual(['udvikler', 'københavn']);
    expect(['udvikler', '5g', 'c++', 'c#', 'f#'].map(indexedWord)).toEqual([
      'udvikler',
      '5g',
      'cplusplus',
      'csharp',
      'fsharp',
    ]);
  });
});
