import { describe, expect, it } from 'vitest';
import { citedItems } from '#domain/research';
import { extractCompanyFacts, type CompanyPage } from './company.ts';
import { ABOUT, AD_TEXT, ATOM, CAREERS, HOME, RSS, SITE } from './test/fixtures.ts';

const html = (path: string, body: string): CompanyPage => ({
  url: `${SITE}${path}`,
  type: 'text/html',
  body,
});
const PAGES = [
  html('/', HOME),
  html('/om-os', ABOUT),
  html('/karriere', CAREERS),
  { url: `${SITE}/news/feed.xml`, type: 'application/rss+xml', body: RSS },
];
const AD = { url: '/applications/1', jobTitle: 'Backend-udvikler', text: AD_TEXT };

const texts = (items: { text: string }[]) => items.map((i) => i.text);
const urls = (item: { sources: { url: string }[] } | null) => item?.sources.map((s) => s.url);

describe('extractCompanyFacts', () => {
  const facts = extractCompanyFacts(PAGES, [AD]);

  it('reads the Organization JSON-LD of the home page, citing it', () => {
    expect(facts.founded).toMatchObject({ text: '2014' });
    expect(urls(facts.founded)).toEqual([`${SITE}/`, `${SITE}/om-os`]);
    expect(facts.size?.text).toBe('120');
    expect(facts.headquarters?.text).toBe('Havnegade 4, 8000 Aarhus C, DK');
    expect(facts.website?.text).toBe(`${SITE}/`);
    expect(facts.keyLeadership[0]).toMatchObject({
      name: 'Ida Holm',
      role: 'CEO',
      background: 'Former engineer at a Danish logistics company.',
    });
    expect(urls(facts.keyLeadership[0]!)).toEqual([`${SITE}/`, `${SITE}/om-os`]);
  });

  it('takes the meta description when the JSON-LD gives none', () => {
    expect(facts.description).toMatchObject({
      text: 'Nordlys Robotics builds autonomous warehouse robots for Nordic retailers.',
      sources: [{ kind: 'website', url: `${SITE}/`, label: 'Nordlys Robotics – warehouse robots' }],
    });
  });

  it('reads mission, values, culture and leaders from the about text', () => {
    expect(facts.mission?.text).toBe('Our mission is to take the heavy lifting out of warehouse work.');
    expect(texts(facts.values)).toEqual(['Nysgerrighed', 'Ansvar', 'Fællesskab']);
    expect(texts(facts.culture)).toContain(
      'Vi har en flad struktur og en uformel kultur med fredagsbar hver måned.',
    );
    expect(facts.keyLeadership.map((l) => [l.name, l.role])).toContainEqual(['Jonas Brink', 'CTO']);
  });

  it('reads JobPosting salary, benefits and industry from the careers page', () => {
    expect(facts.industry).toMatchObject({
      text: 'Industrial automation',
      sources: [{ url: `${SITE}/karriere` }],
    });
    expect(facts.salaryInsights.commonRoles).toContainEqual({
      title: 'Robotics Software Engineer',
      range: '50000–62000 DKK per month',
      sources: [expect.objectContaining({ url: `${SITE}/karriere` })],
    });
    expect(texts(facts.benefits)).toEqual(
      expect.arrayContaining(['Pension 10 %', 'Sundhedsforsikring', 'Frokostordning']),
    );
    expect(texts(facts.interviewInsights.tips)).toContain(
      'The process has two interviews and a technical case.',
    );
  });

  it('reads only stated salary ranges from a saved ad, and spans them when currency and period agree', () => {
    const role = facts.salaryInsights.commonRoles.find((r) => r.sources[0]!.kind === 'job-ad');
    expect(role).toMatchObject({ title: 'Backend-udvikler', range: '45.000-55.000 kr. pr. måned' });
    expect(facts.salaryInsights.averageRange?.text).toBe('45000–62000 DKK per month');
    expect(facts.salaryInsights.averageRange?.sources.map((s) => s.kind).sort()).toEqual([
      'job-ad',
      'website',
    ]);
  });

  it('derives interview topics from the ad requirements and tips from its process text', () => {
    const adTopics = facts.interviewInsights.commonQuestions.filter((q) =>
      q.sources.some((s) => s.kind === 'job-ad'),
    );
    expect(texts(adTopics).join('\n')).toMatch(/TypeScript/);
    expect(texts(facts.interviewInsights.tips)).toContain(
      'Første samtale holdes over video, anden samtale med en teknisk case.',
    );
    expect(texts(facts.techStack)).toEqual(expect.arrayContaining(['TypeScript']));
    expect(texts(facts.interviewInsights.commonQuestions).join('\n')).not.toMatch(/www\./);
    // "Vi tilbyder:" introduces the benefits; it is not one.
    expect(texts(facts.benefits)).not.toContain('Vi tilbyder:');
    expect(texts(facts.benefits)).toContain('Pension og sundhedsforsikring');
  });

  it('reads RSS and Atom news, newest first', () => {
    const atom = extractCompanyFacts(
      [{ url: `${SITE}/blog/atom.xml`, type: 'application/atom+xml', body: ATOM }],
      [],
    );
    expect(atom.recentNews).toEqual([
      expect.objectContaining({
        title: 'How we test robots',
        url: `${SITE}/blog/testing`,
        date: '2025-09-01T10:00:00.000Z',
      }),
    ]);
    expect(facts.recentNews.map((n) => [n.title, n.summary])).toEqual([
      ['Nordlys opens office in Malmö', 'Our first office outside Denmark.'],
      ['New robot arm launched', null],
    ]);
    expect(facts.recentNews[0]!.sources[0]).toMatchObject({
      url: `${SITE}/news/feed.xml`,
      label: 'Nordlys nyheder',
    });
  });

  it('cites every item (no fact without a source)', () => {
    const data = {
      ...facts,
      name: 'Nordlys',
      dataSources: { website: true, registry: false, ai: false, jobAds: true, search: false },
      checkedPages: [],
    };
    const items = citedItems(data);
    expect(items.length).toBeGreaterThan(15);
    expect(items.filter((i) => i.sources.length === 0)).toEqual([]);
  });

  it('states nothing when nothing is given, and survives broken JSON-LD', () => {
    const empty = extractCompanyFacts(
      [
        html(
          '/',
          '<html><head><script type="application/ld+json">{broken</script></head><body><p>Hi</p></body></html>',
        ),
      ],
      [],
    );
    expect(
      citedItems({
        ...empty,
        name: 'x',
        dataSources: { website: true, registry: false, ai: false, jobAds: false, search: false },
        checkedPages: [],
      }),
    ).toEqual([]);
    expect(empty.description).toBeNull();
  });

  it('keeps a single salary figure out of the ranges (only stated ranges count)', () => {
    const single = extractCompanyFacts(
      [],
      [{ url: '/a', jobTitle: 'Tester', text: 'Tester\nAcme\n\nLøn 40.000 kr. pr. måned og pension.' }],
    );
    expect(single.salaryInsights).toEqual({ averageRange: null, commonRoles: [] });
  });
});
