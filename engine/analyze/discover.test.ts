import { describe, expect, it } from 'vitest';
import { hostNamesCompany, siteLinks, sitemapLinks, websiteFromAds } from './discover.ts';
import { AD_TEXT, HOME, SITE } from './test/fixtures.ts';

describe('site discovery', () => {
  it('finds the website in a saved ad whose host carries the company name, passing job boards over', () => {
    expect(
      websiteFromAds('Nordlys Robotics ApS', [
        { url: 'https://www.jobindex.dk/jobannonce/123', text: AD_TEXT },
      ]),
    ).toBe('https://www.nordlys-robotics.example/');
    expect(
      websiteFromAds('Nordlys Robotics', [{ url: 'https://www.jobindex.dk/x', text: 'Apply now' }]),
    ).toBeUndefined();
    expect(hostNamesCompany('www.jobindex.dk', 'Brød & Smør ApS')).toBe(false);
    expect(hostNamesCompany('brod-smor.dk', 'Brød & Smør ApS')).toBe(true);
  });

  it("links the home page's about, careers, news and contact pages and its feed, same site only", () => {
    expect(siteLinks({ url: `${SITE}/`, body: HOME })).toEqual({
      pages: {
        about: `${SITE}/om-os`,
        careers: `${SITE}/karriere`,
        news: `${SITE}/presse`,
        contact: `${SITE}/kontakt`,
      },
      feeds: [`${SITE}/news/feed.xml`],
    });
  });

  it('reads page addresses of each kind from a sitemap, shortest first', () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>${SITE}/about/history</loc></url><url><loc>${SITE}/about</loc></url>
      <url><loc>https://elsewhere.example/jobs</loc></url><url><loc>${SITE}/news</loc></url></urlset>`;
    expect(sitemapLinks({ url: `${SITE}/sitemap.xml`, body: xml })).toEqual({
      about: `${SITE}/about`,
      news: `${SITE}/news`,
    });
  });
});
