/**
 * Small documents in each source's published shape (written for these tests, not copied), used by
 * the engine's unit tests and the server's loopback stand-in boards. Danish, German and English.
 */

const BACKEND_DA = `<h2>Om jobbet</h2><p>Vi søger en erfaren backend-udvikler til vores platformsteam i Aarhus.</p>
<h3>Du skal have</h3><ul><li>Mindst 3 års erfaring med TypeScript og Node.js</li><li>Erfaring med PostgreSQL</li><li>Gode kommunikationsevner på dansk og engelsk</li></ul>
<h3>Det er en fordel</h3><ul><li>Kendskab til Docker og Kubernetes</li></ul><p>Vi tilbyder pension, frokostordning og fleksible arbejdstider.</p>`;

/** boards-api.greenhouse.io/v1/boards/nordlys/jobs?content=true (content is HTML, entity-escaped). */
export const GREENHOUSE_JOBS = JSON.stringify({
  jobs: [
    {
      id: 4012345,
      internal_job_id: 3012345,
      title: 'Backend-udvikler',
      updated_at: '2026-11-20T10:15:00-05:00',
      first_published: '2026-11-18T09:00:00-05:00',
      requisition_id: 'R-101',
      location: { name: 'Aarhus, Denmark' },
      absolute_url: 'https://boards.greenhouse.io/nordlys/jobs/4012345',
      company_name: 'Nordlys Robotics',
      metadata: null,
      content: BACKEND_DA.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
      departments: [{ id: 1, name: 'Engineering' }],
      offices: [{ id: 2, name: 'Aarhus', location: 'Aarhus, Denmark' }],
    },
    {
      id: 4012346,
      title: 'Product Designer',
      updated_at: '2026-11-21T08:00:00Z',
      location: { name: 'Remote (EU)' },
      absolute_url: 'https://boards.greenhouse.io/nordlys/jobs/4012346',
      company_name: 'Nordlys Robotics',
      content:
        '&lt;p&gt;We are looking for a product designer with 4+ years of experience in Figma and user research.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Portfolio required&lt;/li&gt;&lt;li&gt;Fluent English&lt;/li&gt;&lt;/ul&gt;',
      departments: [],
      offices: [],
    },
  ],
  meta: { total: 2 },
});

/** api.lever.co/v0/postings/fjordpay?mode=json */
export const LEVER_POSTINGS = JSON.stringify([
  {
    id: '5f1c2b7e-8a3d-4c55-9a21-0b6f1e2d3c4a',
    text: 'Senior Software Engineer',
    categories: {
      commitment: 'Full-time',
      department: 'Engineering',
      location: 'Copenhagen',
      team: 'Payments',
    },
    country: 'DK',
    createdAt: 1763900000000,
    descriptionPlain:
      'Fjordpay builds payment infrastructure for Nordic merchants. You will design and run services that move money safely.',
    description: '<div>Fjordpay builds payment infrastructure for Nordic merchants.</div>',
    lists: [
      {
        text: 'What you bring',
        content:
          '<li>5+ years of experience with TypeScript or Go</li><li>Experience with PostgreSQL and Kafka</li><li>English at a professional level</li>',
      },
      { text: 'Nice to have', content: '<li>Danish</li><li>Kubernetes</li>' },
    ],
    additionalPlain: 'We offer a pension scheme and a hybrid setup.',
    hostedUrl: 'https://jobs.lever.co/fjordpay/5f1c2b7e-8a3d-4c55-9a21-0b6f1e2d3c4a',
    applyUrl: 'https://jobs.lever.co/fjordpay/5f1c2b7e-8a3d-4c55-9a21-0b6f1e2d3c4a/apply',
    workplaceType: 'hybrid',
    salaryRange: { currency: 'DKK', interval: 'per-month-salary', min: 55000, max: 70000 },
  },
  {
    id: '6a2d3c8f-9b4e-4d66-8b32-1c7f2e3d4b5b',
    text: 'Support Specialist',
    categories: { commitment: 'Full-time', location: 'Remote' },
    createdAt: 1763990000000,
    descriptionPlain: 'Help merchants get paid. Answer questions by chat and email in English and Danish.',
    lists: [],
    hostedUrl: 'https://jobs.lever.co/fjordpay/6a2d3c8f-9b4e-4d66-8b32-1c7f2e3d4b5b',
    applyUrl: 'https://jobs.lever.co/fjordpay/6a2d3c8f-9b4e-4d66-8b32-1c7f2e3d4b5b/apply',
    workplaceType: 'remote',
  },
]);

/** api.ashbyhq.com/posting-api/job-board/alpenwerk?includeCompensation=true */
export const ASHBY_BOARD = JSON.stringify({
  apiVersion: '1',
  jobs: [
    {
      id: 'b3a1e0c2-7d45-4f1a-9c3e-2a1b0c9d8e7f',
      title: 'Softwareentwickler (m/w/d) Backend',
      department: 'Technik',
      team: 'Plattform',
      employmentType: 'FullTime',
      location: 'Berlin',
      secondaryLocations: [],
      publishedAt: '2026-11-15T12:00:00.000+00:00',
      isListed: true,
      isRemote: false,
      workplaceType: 'Hybrid',
      jobUrl: 'https://jobs.ashbyhq.com/alpenwerk/b3a1e0c2-7d45-4f1a-9c3e-2a1b0c9d8e7f',
      applyUrl: 'https://jobs.ashbyhq.com/alpenwerk/b3a1e0c2-7d45-4f1a-9c3e-2a1b0c9d8e7f/application',
      descriptionHtml:
        '<p>Wir suchen eine Entwicklerin oder einen Entwickler für unsere Plattform.</p><ul><li>Mindestens 3 Jahre Erfahrung mit TypeScript</li><li>Sehr gute Deutschkenntnisse</li></ul>',
      descriptionPlain:
        'Wir suchen eine Entwicklerin oder einen Entwickler für unsere Plattform.\n\n• Mindestens 3 Jahre Erfahrung mit TypeScript und Node.js\n• Erfahrung mit PostgreSQL\n• Sehr gute Deutschkenntnisse',
      compensation: {
        compensationTierSummary: '€60K – €75K',
        scrapeableCompensationSalarySummary: '€60K - €75K',
      },
    },
    {
      id: 'c4b2f1d3-8e56-4a2b-8d4f-3b2c1d0e9f80',
      title: 'Interne Stelle',
      location: 'Berlin',
      isListed: false,
      jobUrl: 'https://jobs.ashbyhq.com/alpenwerk/c4b2',
      descriptionPlain: 'Nicht öffentlich.',
    },
  ],
});

/** apply.workable.com/api/v1/widget/accounts/havbrug?details=true */
export const WORKABLE_ACCOUNT = JSON.stringify({
  name: 'Havbrug A/S',
  description: null,
  jobs: [
    {
      title: 'Driftstekniker',
      shortcode: 'A1B2C3D4E5',
      code: '',
      employment_type: 'Full-time',
      telecommuting: false,
      department: 'Drift',
      url: 'https://apply.workable.com/j/A1B2C3D4E5',
      shortlink: 'https://apply.workable.com/j/A1B2C3D4E5',
      application_url: 'https://apply.workable.com/j/A1B2C3D4E5/apply',
      published_on: '2026-11-10',
      created_at: '2026-11-09',
      country: 'Denmark',
      city: 'Esbjerg',
      state: '',
      description:
        '<p>Vi søger en driftstekniker til vores anlæg i Esbjerg. Du har en teknisk uddannelse og kørekort.</p>',
    },
  ],
});

/** havbrug.recruitee.com/api/offers/ */
export const RECRUITEE_OFFERS = JSON.stringify({
  offers: [
    {
      id: 998877,
      slug: 'data-analyst',
      title: 'Data Analyst',
      company_name: 'Havbrug A/S',
      location: 'Esbjerg, Denmark',
      city: 'Esbjerg',
      country: 'Denmark',
      remote: false,
      description: '<p>Turn sensor data from our farms into decisions.</p>',
      requirements: '<ul><li>SQL and Python</li><li>2+ years of experience</li></ul>',
      careers_url: 'https://havbrug.recruitee.com/o/data-analyst',
      careers_apply_url: 'https://havbrug.recruitee.com/o/data-analyst/c/new',
      published_at: '2026-11-12 08:30:00 UTC',
      salary: { min: '42000', max: '50000', currency: 'DKK', period: 'month' },
    },
  ],
});

/** alpenwerk.jobs.personio.de/xml */
export const PERSONIO_XML = `<?xml version="1.0" encoding="UTF-8"?>
<workzag-jobs>
  <position>
    <id>1234567</id>
    <subcompany>Alpenwerk GmbH</subcompany>
    <office>München</office>
    <department>Vertrieb</department>
    <recruitingCategory>Sales</recruitingCategory>
    <name>Account Manager (m/w/d)</name>
    <jobDescriptions>
      <jobDescription>
        <name>Deine Aufgaben</name>
        <value><![CDATA[<ul><li>Du betreust unsere Bestandskunden in Süddeutschland</li></ul>]]></value>
      </jobDescription>
      <jobDescription>
        <name>Dein Profil</name>
        <value><![CDATA[<ul><li>Mindestens 2 Jahre Erfahrung im B2B-Vertrieb</li><li>Verhandlungssicheres Deutsch</li></ul>]]></value>
      </jobDescription>
    </jobDescriptions>
    <employmentType>permanent</employmentType>
    <seniority>experienced</seniority>
    <schedule>full-time</schedule>
    <createdAt>2026-11-05T09:00:00+00:00</createdAt>
  </position>
</workzag-jobs>`;

/** An RSS 2.0 job feed (as careers sites and Teamtailor publish). */
export const JOBS_RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:tt="https://teamtailor.com/locations">
  <channel>
    <title>Kystbyg Entreprise</title>
    <link>https://kystbyg.example/jobs</link>
    <item>
      <title>Byggeleder</title>
      <link>https://kystbyg.example/jobs/123-byggeleder</link>
      <guid>kystbyg-123</guid>
      <pubDate>Mon, 16 Nov 2026 08:00:00 +0000</pubDate>
      <tt:location>Odense</tt:location>
      <description><![CDATA[<p>Vi søger en byggeleder med erfaring fra større projekter. Du har en uddannelse som bygningskonstruktør eller ingeniør.</p>]]></description>
    </item>
    <item>
      <title>Tømrer</title>
      <link>https://kystbyg.example/jobs/124-tomrer</link>
      <guid>kystbyg-124</guid>
      <pubDate>Tue, 17 Nov 2026 08:00:00 +0000</pubDate>
      <description>Tømrer til renovering af boliger på Fyn.</description>
    </item>
  </channel>
</rss>`;

/** An Atom job feed. */
export const JOBS_ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Greenleaf Careers</title>
  <id>urn:greenleaf:jobs</id>
  <updated>2026-11-20T10:00:00Z</updated>
  <entry>
    <title>Marketing Manager</title>
    <id>urn:greenleaf:job:77</id>
    <link rel="alternate" href="/careers/77"/>
    <published>2026-11-19T10:00:00Z</published>
    <summary type="html">&lt;p&gt;Lead our marketing team in London. Remote work possible two days a week.&lt;/p&gt;</summary>
  </entry>
</feed>`;

/** A careers page with two JobPosting items in JSON-LD (one in a @graph). */
export const CAREERS_JSONLD = `<!doctype html><html lang="da"><head><title>Karriere – Nordlys Robotics</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Backend-udvikler',
  identifier: { '@type': 'PropertyValue', name: 'Nordlys', value: 'NR-17' },
  datePosted: '2026-11-18',
  hiringOrganization: { '@type': 'Organization', name: 'Nordlys Robotics' },
  jobLocation: {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: 'Aarhus', addressCountry: 'Denmark' },
  },
  baseSalary: {
    '@type': 'MonetaryAmount',
    currency: 'DKK',
    value: { '@type': 'QuantitativeValue', minValue: 48000, maxValue: 56000, unitText: 'MONTH' },
  },
  description: BACKEND_DA,
  url: '/karriere/backend-udvikler',
})}</script>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Nordlys' },
    {
      '@type': 'JobPosting',
      title: 'Robot Technician',
      datePosted: '2026-11-19',
      hiringOrganization: 'Nordlys Robotics',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Denmark' },
      description:
        '<p>Maintain our robots at customer sites across Denmark. Electrician or automation technician by training.</p>',
      url: 'https://nordlys.example/karriere/robot-technician',
    },
  ],
})}</script>
<script type="application/ld+json">{ broken json </script>
</head><body><h1>Karriere</h1><p>Se vores ledige stillinger.</p></body></html>`;
