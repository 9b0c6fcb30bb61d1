import { describe, expect, it } from 'vitest';
import { readJobAd } from '#engine/test/job-ads';
import { extractJobAd, JobPageError, MIN_AD_CHARS } from './job-page.ts';

const NAV = `
  <header class="site-header">
    <a href="/">Jobportalen</a>
    <nav><ul><li><a href="/jobs">Find job</a></li><li><a href="/firmaer">Virksomheder</a></li><li><a href="/login">Log ind</a></li></ul></nav>
  </header>
  <div class="cookie-banner" role="dialog">Vi bruger cookies til statistik. <button>Accepter alle</button></div>`;
const FOOTER = `
  <aside class="related"><h2>Lignende job</h2><ul><li><a href="/job/1">Lagermedarbejder, Vejle</a></li><li><a href="/job/2">Chauffør, Kolding</a></li></ul></aside>
  <footer><p>© 2026 Jobportalen A/S · CVR 12345678 · Privatlivspolitik · Cookiepolitik</p></footer>`;

const AD_BODY = `
  <h1>Frontend-udvikler til vores produktteam</h1>
  <p class="company">Brød &amp; Smør ApS · Aarhus C · Hybrid</p>
  <p>Hos Brød &amp; Smør bygger vi Danmarks mest brugte app til bagerbestillinger. Vi søger en erfaren frontend-udvikler, der vil være med til at forme produktet sammen med design og backend.</p>
  <h2>Dine opgaver</h2>
  <ul>
    <li>Udvikle nye funktioner i React og TypeScript</li>
    <li>Sikre tilgængelighed (WCAG 2.1 AA) og god ydeevne</li>
    <li>Samarbejde tæt med vores designere om designsystemet</li>
  </ul>
  <h2>Vi forventer</h2>
  <ul>
    <li>Mindst 3 års erfaring med moderne frontend-udvikling</li>
    <li>Gode danskkundskaber i skrift og tale</li>
  </ul>
  <p>Send din ansøgning senest 15. december. Vi holder samtaler løbende.</p>`;

const JSON_LD = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Jobportalen' },
    {
      '@type': 'JobPosting',
      title: 'Frontend-udvikler',
      hiringOrganization: { '@type': 'Organization', name: 'Brød & Smør ApS' },
      description:
        '<p>Hos Brød &amp; Smør bygger vi Danmarks mest brugte app til bagerbestillinger.</p><p><strong>Dine opgaver</strong></p><ul><li>Udvikle nye funktioner i React og TypeScript</li><li>Sikre tilgængelighed og god ydeevne</li></ul><p><strong>Vi forventer</strong></p><ul><li>Mindst 3 års erfaring med moderne frontend-udvikling</li><li>Gode danskkundskaber i skrift og tale</li></ul><p>Send din ansøgning senest 15. december.</p>',
    },
  ],
};

const page = (main: string, head = '') => ({
  type: 'text/html' as const,
  body: `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>Frontend-udvikler | Brød &amp; Smør ApS | Jobportalen</title>${head}
  <script>window.dataLayer = [{"event":"pageview"}];</script><style>.x{color:red}</style></head>
  <body>${NAV}<main><article>${main}</article></main>${FOOTER}</body></html>`,
});

describe('extractJobAd', () => {
  it('prefers the JobPosting structured data: its title, company and description with list lines kept', () => {
    const ad = extractJobAd(
      page(AD_BODY, `<script type="application/ld+json">${JSON.stringify(JSON_LD)}</script>`),
    );
    expect(ad.jobTitle).toBe('Frontend-udvikler');
    expect(ad.companyName).toBe('Brød & Smør ApS');
    expect(ad.text).toBe(
      [
        'Hos Brød & Smør bygger vi Danmarks mest brugte app til bagerbestillinger.',
        '',
        'Dine opgaver',
        '',
        '• Udvikle nye funktioner i React og TypeScript',
        '• Sikre tilgængelighed og god ydeevne',
        '',
        'Vi forventer',
        '',
        '• Mindst 3 års erfaring med moderne frontend-udvikling',
        '• Gode danskkundskaber i skrift og tale',
        '',
        'Send din ansøgning senest 15. december.',
      ].join('\n'),
    );
  });

  it('without structured data, reads the main content and leaves navigation, cookie banner and footer out', () => {
    const ad = extractJobAd(
      page(
        AD_BODY,
        '<meta property="og:title" content="Frontend-udvikler til vores produktteam"><meta property="og:site_name" content="Brød &amp; Smør ApS">',
      ),
    );
    expect(ad.text).toContain('Frontend-udvikler til vores produktteam');
    expect(ad.text).toContain(
      'Dine opgaver\n\n• Udvikle nye funktioner i React og TypeScript\n• Sikre tilgængelighed (WCAG 2.1 AA) og god ydeevne',
    );
    expect(ad.text).toContain('Send din ansøgning senest 15. december.');
    for (const noise of [
      'Log ind',
      'Accepter alle',
      'Vi bruger cookies',
      'Lignende job',
      'CVR 12345678',
      'dataLayer',
      'color:red',
    ]) {
      expect(ad.text).not.toContain(noise);
    }
    expect(ad.jobTitle).toBe('Frontend-udvikler til vores produktteam');
    expect(ad.companyName).toBe('Brød & Smør ApS');
  });

  it('falls back to the h1 and the first part of the <title> for the job title', () => {
    expect(extractJobAd(page(AD_BODY)).jobTitle).toBe('Frontend-udvikler til vores produktteam');
    expect(extractJobAd(page(AD_BODY.replace(/<h1>.*<\/h1>/, ''))).jobTitle).toBe('Frontend-udvikler');
  });

  it('reads a description that was HTML-escaped twice and a hiring organisation given as a plain name', () => {
    const escaped = {
      '@type': ['JobPosting'],
      title: 'Lagermedarbejder',
      hiringOrganization: 'Nordlager A/S',
      description: `&lt;p&gt;${'Vi søger en lagermedarbejder til pluk og pak i dagtimerna. '.repeat(5)}&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Truckcertifikat B&lt;/li&gt;&lt;/ul&gt;`,
    };
    const ad = extractJobAd(
      page('<p>Kort tekst.</p>', `<script type="application/ld+json">${JSON.stringify(escaped)}</script>`),
    );
    expect(ad.companyName).toBe('Nordlager A/S');
    expect(ad.text).toMatch(/^Vi søger en lagermedarbejder/);
    expect(ad.text).toContain('\n\n• Truckcertifikat B');
    expect(ad.text).not.toContain('<');
  });

  it('ignores broken JSON-LD and answers empty text for a page with no ad on it', () => {
    const shell = extractJobAd({
      type: 'text/html',
      body: '<html><head><script type="application/ld+json">{broken</script></head><body><div id="root"></div><noscript>Enable JavaScript</noscript></body></html>',
    });
    expect(shell.text).toBe('');
  });

  it('keeps a plain text page as it is, tidied', () => {
    const text = `Lagermedarbejder\r\n\r\n\r\n  Vi søger en kollega.  \r\n- Pluk og pak\r\n${'x'.repeat(MIN_AD_CHARS)}`;
    const ad = extractJobAd({ type: 'text/plain', body: text });
    expect(ad.text).toBe(
      `Lagermedarbejder\n\nVi søger en kollega.\n- Pluk og pak\n${'x'.repeat(MIN_AD_CHARS)}`,
    );
    expect(ad).toMatchObject({ jobTitle: '', companyName: '' });
  });

  it('reads a big page without Readability, still leaving the navigation out', () => {
    const item =
      '<div class="req"><p>Erfaring med lager og logistik.</p><ul><li>Truckcertifikat</li></ul></div>';
    const ad = extractJobAd(page(item.repeat(600)));
    expect(ad.text).toMatch(/^Erfaring med lager og logistik\.\n\n• Truckcertifikat\n\nErfaring/);
    expect(ad.text).not.toContain('Log ind');
    expect(ad.text).not.toContain('CVR 12345678');
  });

  it('refuses to parse a page with an absurd number of tags', () => {
    const error = (() => {
      try {
        extractJobAd({
          type: 'text/html',
          body: `<html><body>${'<span>x</span>'.repeat(25_000)}</body></html>`,
        });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(JobPageError);
    expect(error).toMatchObject({ message: 'The page is too complex to read.' });
  });

  it.each([
    '18-de-developer-backend-frontend.txt',
    '14-da-rengoeringsassistent-weekend.txt',
    '29-fr-concepteur-interaction-developpeur-front-end.txt',
  ])('gives back every line of the real ad %s published as an HTML page', (file) => {
    const lines = readJobAd(file)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const html = lines
      .map((line) =>
        /^[-•*]\s/.test(line) ? `<ul><li>${escape(line.slice(2))}</li></ul>` : `<p>${escape(line)}</p>`,
      )
      .join('\n');
    const ad = extractJobAd(page(html));
    for (const line of lines) expect(ad.text).toContain(line.replace(/^[-•*]\s/, '').replace(/\s+/g, ' '));
    expect(ad.text).not.toContain('Accepter alle');
  });
});
