/** A small made-up company site (Nordlys Robotics) and one of its ads, for the extractor and the stand-in site. */

export const SITE = 'https://nordlys-robotics.example';

export const HOME = `<!doctype html><html><head><title>Nordlys Robotics – warehouse robots</title>
<meta name="description" content="Nordlys Robotics builds autonomous warehouse robots for Nordic retailers.">
<link rel="alternate" type="application/rss+xml" href="/news/feed.xml">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'Organization',
      name: 'Nordlys Robotics ApS',
      url: 'https://nordlys-robotics.example/',
      foundingDate: '2014',
      numberOfEmployees: { '@type': 'QuantitativeValue', value: 120 },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Havnegade 4',
        postalCode: '8000',
        addressLocality: 'Aarhus C',
        addressCountry: 'DK',
      },
      founder: [
        {
          '@type': 'Person',
          name: 'Ida Holm',
          jobTitle: 'CEO',
          description: 'Former engineer at a Danish logistics company.',
        },
      ],
    },
    { '@type': 'WebSite', name: 'Nordlys' },
  ],
})}</script>
</head><body>
<nav><a href="/">Home</a><a href="/om-os">Om os</a><a href="/karriere">Karriere</a><a href="/presse">Presse</a><a href="/kontakt">Kontakt</a><a href="/intern">Intern</a><a href="https://other.example/about">Partner</a></nav>
<main><h1>Robots that pick, pack and learn</h1><p>We help retailers ship faster.</p></main>
<footer>© Nordlys</footer></body></html>`;

export const ABOUT = `<!doctype html><html><head><title>Om os | Nordlys Robotics</title></head><body>
<main><h1>Om Nordlys Robotics</h1>
<p>Nordlys Robotics blev grundlagt i 2014 og har i dag 120 medarbejdere. Vores hovedkontor ligger i Aarhus.</p>
<p>Our mission is to take the heavy lifting out of warehouse work.</p>
<h2>Vores værdier</h2>
<ul><li>Nysgerrighed</li><li>Ansvar</li><li>Fællesskab</li></ul>
<p>Vi har en flad struktur og en uformel kultur med fredagsbar hver måned.</p>
<h2>Ledelse</h2>
<ul><li>Ida Holm, CEO</li><li>CTO: Jonas Brink</li></ul>
</main></body></html>`;

export const CAREERS = `<!doctype html><html><head><title>Karriere hos Nordlys</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Robotics Software Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Nordlys Robotics' },
  industry: 'Industrial automation',
  baseSalary: {
    '@type': 'MonetaryAmount',
    currency: 'DKK',
    value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 62000, unitText: 'MONTH' },
  },
  jobBenefits: 'Pension 10 %; Sundhedsforsikring; Frokostordning',
  description:
    '<p>You will write motion planning software in C++ and Python.</p><ul><li>3+ years of experience with C++</li><li>Experience with ROS</li></ul><p>The process has two interviews and a technical case.</p>',
})}</script></head>
<body><main><h1>Karriere</h1><p>Vi tilbyder fleksible arbejdstider og hjemmearbejde to dage om ugen.</p></main></body></html>`;

export const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Nordlys nyheder</title><link>${SITE}/presse</link>
<item><title>Nordlys opens office in Malmö</title><link>${SITE}/presse/malmo</link><pubDate>Tue, 03 Jun 2025 08:00:00 GMT</pubDate><description>&lt;p&gt;Our first office outside Denmark.&lt;/p&gt;</description></item>
<item><title>New robot arm launched</title><link>${SITE}/presse/arm</link><pubDate>Mon, 10 Feb 2025 08:00:00 GMT</pubDate></item>
</channel></rss>`;

export const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Nordlys blog</title>
<entry><title>How we test robots</title><link rel="alternate" href="/blog/testing"/><updated>2025-09-01T10:00:00Z</updated><summary>Simulation first.</summary></entry>
</feed>`;

/** A saved ad in Danish with a stated salary range and its process. */
export const AD_TEXT = `Backend-udvikler
Nordlys Robotics ApS

Vi søger en backend-udvikler til vores platformsteam. Læs mere på www.nordlys-robotics.example/karriere

Dine kvalifikationer:
• Erfaring med TypeScript og Node.js
• Kendskab til PostgreSQL
• Du taler og skriver dansk og engelsk

Vi tilbyder:
• Løn 45.000-55.000 kr. pr. måned
• Pension og sundhedsforsikring
• Et uformelt miljø med stor frihed

Ansøgningsfrist: 15. januar. Første samtale holdes over video, anden samtale med en teknisk case.`;
