import { expected, job, school, stacked, type CorpusFixture } from './types.ts';

// English CVs: UK conventions ("Work Experience", "Jan 2020 – Present", "BSc (Hons)").

const monzoBullets = [
  'Lead a team of five engineers building the payments platform used by more than eight million customers, owning the design of the card authorisation service and its migration from a monolith to event-driven services.',
  'Cut the p99 latency of card authorisations from 480 ms to 140 ms by moving hot reads to a Redis cache, rewriting the ledger queries and adding back-pressure between the Kafka consumers.',
  'Introduced contract tests between twelve services and a staged rollout process, which reduced production incidents caused by deployments by around 60 per cent over eighteen months.',
  'Mentor junior and mid-level engineers through weekly pairing sessions, code reviews and a reading group on distributed systems; two of my mentees have since been promoted.',
  'Work closely with product managers, designers and the compliance team to turn regulatory requirements (PSD2, strong customer authentication) into delivery plans the team can commit to.',
];
const skyscannerBullets = [
  'Built the React and TypeScript front end of the hotel search results page, which serves around two million sessions a day across 30 markets and 20 languages.',
  'Designed a Node.js backend-for-frontend layer that aggregates partner APIs, with caching and circuit breakers, reducing page load time by 35 per cent.',
  'Ran A/B experiments with the product team on ranking and filters; the winning variant of the price filter increased click-through to partners by 7 per cent.',
  'Migrated the team’s services from self-managed EC2 instances to AWS ECS with Terraform, and wrote the runbooks used by the on-call rotation.',
  'Organised the internal front-end guild for two years, running monthly talks on accessibility, performance budgets and testing practices.',
];
const bbcBullets = [
  'Developed features for the BBC Sport website and apps in JavaScript and Java, including live text commentary pages used during the 2014 World Cup.',
  'Wrote automated acceptance tests with Cucumber and Selenium and helped the team move from monthly releases to several releases a week.',
  'Improved the accessibility of the football fixtures pages so that they passed the WCAG 2.0 AA audit carried out by the accessibility team.',
];
const internBullets = [
  'Built internal reporting tools in Python and SQL for the finance team, replacing spreadsheets that were updated by hand every week.',
  'Documented the data model of the billing database and presented it to the engineering department at the end of the placement.',
];

const sarahMitchell: CorpusFixture = {
  id: 'en-software-sidebar',
  description:
    'English senior software engineer, two pages, sidebar with contact/skills/languages, LinkedIn as a hyperlink reading "LinkedIn", title/company/date lines.',
  formats: ['docx', 'pdf'],
  doc: {
    sidebar: [
      { kind: 'heading', text: 'Contact' },
      { kind: 'para', text: 'sarah.mitchell@gmail.com' },
      { kind: 'para', text: '+44 7700 900123' },
      { kind: 'para', text: 'Manchester, UK' },
      { kind: 'link', text: 'LinkedIn', url: 'https://www.linkedin.com/in/sarah-mitchell-dev' },
      { kind: 'heading', text: 'Skills' },
      {
        kind: 'bullets',
        items: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS', 'Kafka', 'Terraform', 'Mentoring'],
      },
      { kind: 'heading', text: 'Languages' },
      { kind: 'bullets', items: ['English (native)', 'French (conversational)'] },
    ],
    main: [
      { kind: 'name', text: 'Sarah Mitchell' },
      { kind: 'para', text: 'Senior Software Engineer' },
      { kind: 'heading', text: 'Profile' },
      {
        kind: 'para',
        text: 'Software engineer with ten years of experience building web platforms and payment systems in TypeScript, Node.js and Java. I enjoy making complex systems simple to operate and helping teams ship safely and often.',
      },
      { kind: 'heading', text: 'Work Experience' },
      ...stacked('Senior Software Engineer', 'Monzo Bank, London', 'Jan 2020 – Present'),
      { kind: 'bullets', items: monzoBullets },
      ...stacked('Software Engineer', 'Skyscanner, Edinburgh', 'Sep 2016 – Dec 2019'),
      { kind: 'bullets', items: skyscannerBullets },
      ...stacked('Junior Developer', 'BBC, Salford', 'Jul 2014 – Aug 2016'),
      { kind: 'bullets', items: bbcBullets },
      ...stacked('Software Engineering Intern', 'Sage Group, Newcastle upon Tyne', 'Jun 2013 – Sep 2013'),
      { kind: 'bullets', items: internBullets },
      { kind: 'heading', text: 'Education' },
      ...stacked('BSc (Hons) Computer Science', 'University of Manchester', '2011 – 2014'),
      { kind: 'heading', text: 'Certifications' },
      { kind: 'bullets', items: ['AWS Certified Solutions Architect – Associate (2021)'] },
    ],
  },
  expected: expected({
    detectedLanguage: 'en',
    personalInfo: {
      fullName: 'Sarah Mitchell',
      email: 'sarah.mitchell@gmail.com',
      phone: '+44 7700 900123',
      location: 'Manchester, UK',
      linkedinUrl: 'https://www.linkedin.com/in/sarah-mitchell-dev',
    },
    summary:
      'Software engineer with ten years of experience building web platforms and payment systems in TypeScript, Node.js and Java. I enjoy making complex systems simple to operate and helping teams ship safely and often.',
    experience: [
      job('Senior Software Engineer', 'Monzo Bank', 'London', '2020-01', null, monzoBullets),
      job('Software Engineer', 'Skyscanner', 'Edinburgh', '2016-09', '2019-12', skyscannerBullets),
      job('Junior Developer', 'BBC', 'Salford', '2014-07', '2016-08', bbcBullets),
      job(
        'Software Engineering Intern',
        'Sage Group',
        'Newcastle upon Tyne',
        '2013-06',
        '2013-09',
        internBullets,
      ),
    ],
    education: [school('BSc (Hons) Computer Science', 'University of Manchester', '2011', '2014')],
    skills: {
      technical: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS', 'Kafka', 'Terraform'],
      soft: ['Mentoring'],
      languages: ['English (native)', 'French (conversational)'],
    },
    certifications: ['AWS Certified Solutions Architect – Associate (2021)'],
  }),
};

const leedsBullets = [
  'Care for up to eight acutely unwell patients per shift on a 32-bed acute medical unit, including patients with sepsis, COPD exacerbations and diabetic ketoacidosis.',
  'Administer IV medication and blood products, manage central lines and carry out NEWS2 observations, escalating deteriorating patients to the outreach team.',
  'Act as nurse in charge on late shifts, allocating staff, coordinating admissions from A&E and handling bed flow with the site team.',
  'Supervise and assess student nurses from the University of Leeds as a practice assessor.',
];
const harrogateBullets = [
  'Delivered post-operative care to orthopaedic patients after hip and knee replacements, including pain management, wound care and early mobilisation.',
  'Planned safe discharges with physiotherapists, occupational therapists and social workers.',
];

const emilyCarter: CorpusFixture = {
  id: 'en-nursing-header',
  description:
    'English staff nurse, one column, contact details in the page header, position line then "Employer | City | dates".',
  formats: ['docx', 'pdf'],
  doc: {
    header: ['emily.carter@outlook.com  |  +44 113 496 0732  |  Leeds, West Yorkshire'],
    main: [
      { kind: 'name', text: 'Emily Carter' },
      { kind: 'para', text: 'Registered Adult Nurse (NMC PIN 12A3456E)' },
      { kind: 'heading', text: 'Personal Statement' },
      {
        kind: 'para',
        text: 'Compassionate registered nurse with six years of experience in acute medicine and orthopaedics, calm under pressure and committed to safe, person-centred care.',
      },
      { kind: 'heading', text: 'Work Experience' },
      { kind: 'para', text: 'Staff Nurse (Band 5)', bold: true },
      { kind: 'para', text: 'Leeds Teaching Hospitals NHS Trust | Leeds | Mar 2019 – Present' },
      { kind: 'bullets', items: leedsBullets },
      { kind: 'para', text: 'Newly Qualified Nurse', bold: true },
      { kind: 'para', text: 'Harrogate and District NHS Foundation Trust | Harrogate | Sep 2017 – Feb 2019' },
      { kind: 'bullets', items: harrogateBullets },
      { kind: 'para', text: 'Healthcare Assistant', bold: true },
      { kind: 'para', text: 'Bupa Care Homes | York | Jun 2014 – Aug 2017' },
      { kind: 'heading', text: 'Education' },
      { kind: 'para', text: 'BSc (Hons) Adult Nursing', bold: true },
      { kind: 'para', text: 'University of Leeds | 2014 – 2017' },
      { kind: 'heading', text: 'Skills' },
      {
        kind: 'bullets',
        items: [
          'IV therapy and cannulation',
          'Venepuncture',
          'Wound care',
          'Patient assessment (NEWS2)',
          'Team leadership',
          'Communication with patients and families',
        ],
      },
      { kind: 'heading', text: 'Certifications' },
      { kind: 'bullets', items: ['Immediate Life Support (ILS), Resuscitation Council UK, 2023'] },
    ],
  },
  expected: expected({
    detectedLanguage: 'en',
    personalInfo: {
      fullName: 'Emily Carter',
      email: 'emily.carter@outlook.com',
      phone: '+44 113 496 0732',
      location: 'Leeds, West Yorkshire',
      linkedinUrl: '',
    },
    summary:
      'Compassionate registered nurse with six years of experience in acute medicine and orthopaedics, calm under pressure and committed to safe, person-centred care.',
    experience: [
      job(
        'Staff Nurse (Band 5)',
        'Leeds Teaching Hospitals NHS Trust',
        'Leeds',
        '2019-03',
        null,
        leedsBullets,
      ),
      job(
        'Newly Qualified Nurse',
        'Harrogate and District NHS Foundation Trust',
        'Harrogate',
        '2017-09',
        '2019-02',
        harrogateBullets,
      ),
      job('Healthcare Assistant', 'Bupa Care Homes', 'York', '2014-06', '2017-08'),
    ],
    education: [school('BSc (Hons) Adult Nursing', 'University of Leeds', '2014', '2017')],
    skills: {
      technical: ['IV therapy and cannulation', 'Venepuncture', 'Wound care', 'Patient assessment (NEWS2)'],
      soft: ['Team leadership', 'Communication with patients and families'],
    },
    certifications: ['Immediate Life Support (ILS), Resuscitation Council UK, 2023'],
  }),
};

const jamesOConnor: CorpusFixture = {
  id: 'en-graduate',
  description:
    'English business graduate with no work experience: education, achievements, skills only; the degree line carries the grade ("– First Class"), which is not part of the degree.',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'James O’Connor' },
      { kind: 'para', text: 'Bristol, UK  ·  07912 345678  ·  james.oconnor@gmail.com' },
      { kind: 'heading', text: 'Profile' },
      {
        kind: 'para',
        text: 'Recent Business Management graduate looking for a graduate scheme in supply chain or operations. Analytical, organised and keen to learn.',
      },
      { kind: 'heading', text: 'Education' },
      ...stacked(
        'BA (Hons) Business Management – First Class',
        'University of Bristol',
        'Sep 2021 – Jun 2024',
      ),
      {
        kind: 'bullets',
        items: [
          'Dissertation: “Nearshoring and resilience in UK food supply chains after 2020”.',
          'Modules: Operations Management, Business Analytics, Corporate Finance, Marketing.',
        ],
      },
      ...stacked('International Baccalaureate Diploma', 'Bristol Grammar School', '2019 – 2021'),
      { kind: 'heading', text: 'Achievements' },
      {
        kind: 'bullets',
        items: [
          'Winner of the university’s 2023 Enterprise Challenge with a plan for a campus food-waste app.',
          'Treasurer of the Debating Society, managing a budget of £4,000.',
        ],
      },
      { kind: 'heading', text: 'Skills' },
      { kind: 'para', text: 'Microsoft Excel, PowerPoint, SQL, Tableau, Teamwork, Public speaking' },
      { kind: 'heading', text: 'Languages' },
      { kind: 'para', text: 'English (native), Spanish (B2)' },
    ],
  },
  expected: expected({
    detectedLanguage: 'en',
    personalInfo: {
      fullName: 'James O’Connor',
      email: 'james.oconnor@gmail.com',
      phone: '07912 345678',
      location: 'Bristol, UK',
      linkedinUrl: '',
    },
    summary:
      'Recent Business Management graduate looking for a graduate scheme in supply chain or operations. Analytical, organised and keen to learn.',
    education: [
      school('BA (Hons) Business Management', 'University of Bristol', '2021-09', '2024-06'),
      school('International Baccalaureate Diploma', 'Bristol Grammar School', '2019', '2021'),
    ],
    skills: {
      technical: ['Microsoft Excel', 'PowerPoint', 'SQL', 'Tableau'],
      soft: ['Teamwork', 'Public speaking'],
      languages: ['English (native)', 'Spanish (B2)'],
    },
  }),
};

const unileverBullets = [
  'Own the UK digital marketing plan for three personal-care brands with a combined media budget of £6m.',
  'Launched a retail-media programme with Tesco and Boots that grew online sales by 22 per cent year on year.',
  'Lead a team of four marketers and manage agencies for paid social, search and influencer campaigns.',
];
const asosBullets = [
  'Planned and ran paid social campaigns on Meta and TikTok for menswear, improving return on ad spend from 3.1 to 4.4.',
  'Built weekly performance dashboards in Google Analytics and Looker Studio for the trading team.',
];
const ogilvyBullets = ['Supported account managers on campaigns for automotive and FMCG clients.'];

const priyaSharma: CorpusFixture = {
  id: 'en-marketing-position-at',
  description:
    'English marketing manager, one column, "Position at Company" lines with "Month YYYY – Present | City" below, LinkedIn URL as visible text, certifications.',
  formats: ['docx', 'pdf'],
  doc: {
    main: [
      { kind: 'name', text: 'Priya Sharma' },
      { kind: 'para', text: 'London, United Kingdom' },
      { kind: 'para', text: 'priya.sharma.mkt@gmail.com  |  +44 20 7946 0958' },
      {
        kind: 'link',
        text: 'linkedin.com/in/priyasharma-marketing',
        url: 'https://www.linkedin.com/in/priyasharma-marketing/',
      },
      { kind: 'heading', text: 'Summary' },
      {
        kind: 'para',
        text: 'Digital marketing manager with eight years in e-commerce and consumer goods, combining creative campaign work with a strong grip on data and budgets.',
      },
      { kind: 'heading', text: 'Professional Experience' },
      { kind: 'para', text: 'Digital Marketing Manager at Unilever', bold: true },
      { kind: 'para', text: 'June 2021 – Present | London' },
      { kind: 'bullets', items: unileverBullets },
      { kind: 'para', text: 'Performance Marketing Executive at ASOS', bold: true },
      { kind: 'para', text: 'September 2018 – May 2021 | London' },
      { kind: 'bullets', items: asosBullets },
      { kind: 'para', text: 'Marketing Assistant at Ogilvy UK', bold: true },
      { kind: 'para', text: 'August 2016 – August 2018 | London' },
      { kind: 'bullets', items: ogilvyBullets },
      { kind: 'heading', text: 'Education' },
      { kind: 'para', text: 'MSc Marketing, Lancaster University, 2015 – 2016' },
      { kind: 'para', text: 'BA Economics, University of Warwick, 2012 – 2015' },
      { kind: 'heading', text: 'Skills' },
      {
        kind: 'para',
        text: 'Google Ads, Meta Ads Manager, Google Analytics 4, Looker Studio, HubSpot, SEO, Budget management, Stakeholder management',
      },
      { kind: 'heading', text: 'Certifications' },
      {
        kind: 'bullets',
        items: ['Google Ads Search Certification', 'CIM Diploma in Professional Marketing'],
      },
      { kind: 'heading', text: 'Languages' },
      { kind: 'para', text: 'English – fluent; Hindi – native; German – basic' },
    ],
  },
  expected: expected({
    detectedLanguage: 'en',
    personalInfo: {
      fullName: 'Priya Sharma',
      email: 'priya.sharma.mkt@gmail.com',
      phone: '+44 20 7946 0958',
      location: 'London, United Kingdom',
      linkedinUrl: 'https://www.linkedin.com/in/priyasharma-marketing/',
    },
    summary:
      'Digital marketing manager with eight years in e-commerce and consumer goods, combining creative campaign work with a strong grip on data and budgets.',
    experience: [
      job('Digital Marketing Manager', 'Unilever', 'London', '2021-06', null, unileverBullets),
      job('Performance Marketing Executive', 'ASOS', 'London', '2018-09', '2021-05', asosBullets),
      job('Marketing Assistant', 'Ogilvy UK', 'London', '2016-08', '2018-08', ogilvyBullets),
    ],
    education: [
      school('MSc Marketing', 'Lancaster University', '2015', '2016'),
      school('BA Economics', 'University of Warwick', '2012', '2015'),
    ],
    skills: {
      technical: [
        'Google Ads',
        'Meta Ads Manager',
        'Google Analytics 4',
        'Looker Studio',
        'HubSpot',
        'SEO',
        'Budget management',
      ],
      soft: ['Stakeholder management'],
      languages: ['English – fluent', 'Hindi – native', 'German – basic'],
    },
    certifications: ['Google Ads Search Certification', 'CIM Diploma in Professional Marketing'],
  }),
};

export const ENGLISH_FIXTURES: CorpusFixture[] = [sarahMitchell, emilyCarter, jamesOConnor, priyaSharma];
