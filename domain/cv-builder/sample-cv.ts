import type { TBuilderCv } from '../cv-builder.ts';

/**
 * A realistic CV of a fictional person, in English and Danish (with æøå), and of another in German
 * (with äöüß): the gallery's thumbnails, the layout's tests and bench:builder draw them. Long enough
 * for two pages on most templates.
 */

/** A 1×1 slate PNG: stands in for a portrait, so templates with a photo show where it goes. */
const SAMPLE_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOYsngHAAO+AfDf6O1EAAAAAElFTkSuQmCC';

export const SAMPLE_CV: TBuilderCv = {
  fullName: 'Søren Æblegård Østergaard',
  jobTitle: 'Senior Product Designer',
  email: 'soren.ostergaard@example.com',
  phone: '+45 31 42 57 68',
  location: 'Aarhus, Denmark',
  photo: SAMPLE_PHOTO,
  summary:
    'Product designer with eleven years of experience turning complex workflows into calm, usable software for logistics, healthcare and the public sector. I lead discovery with research, prototype fast and work closely with engineers until the details ship.\nKnown for building design systems that teams actually use, and for mentoring designers into leads.',
  experience: [
    {
      id: 'exp-1',
      position: 'Senior Product Designer',
      company: 'Fjordline Logistics A/S',
      location: 'Aarhus',
      startDate: '2021-03',
      endDate: '',
      current: true,
      description:
        'Lead designer for the fleet planning suite used by 1,200 dispatchers across the Nordics.\n- Redesigned route planning around a map-first workflow; planning time per route fell by 34 %.\n- Built the Kompas design system (140 components, React and Figma) now used by six product teams.\n- Ran 60+ contextual interviews with dispatchers and drivers in Denmark, Norway and Sweden.\n- Mentored three designers, two of whom now lead their own product areas.',
    },
    {
      id: 'exp-2',
      position: 'Product Designer',
      company: 'Region Midtjylland – Digital Sundhed',
      location: 'Viborg',
      startDate: '2017-08',
      endDate: '2021-02',
      current: false,
      description:
        'Designed patient-facing services for a region of 1.3 million citizens.\n• Designed the booking flow for blood tests, now handling 40,000 bookings a month.\n• Made the patient portal meet WCAG 2.1 AA, working with blind and low-vision testers.\n• Introduced fortnightly usability tests; the team shipped smaller, safer changes.',
    },
    {
      id: 'exp-3',
      position: 'UX Designer',
      company: 'Nørgaard & Søn Digital',
      location: 'Copenhagen',
      startDate: '2014-09',
      endDate: '2017-07',
      current: false,
      description:
        'Agency work for retail, energy and financial clients.\n- Designed the self-service app of a Danish energy company (4.6 stars, 200,000 users).\n- Ran design sprints with client teams and turned the results into testable prototypes.\n- Set up the agency’s first shared component library.',
    },
    {
      id: 'exp-4',
      position: 'Junior Interaction Designer',
      company: 'Købmandsgården Webshop ApS',
      location: 'Odense',
      startDate: '2013-02',
      endDate: '2014-08',
      current: false,
      description:
        'Responsible for the checkout and product pages of a web shop with 30,000 products.\n- A/B tested the checkout; conversion rose from 2.1 % to 2.9 %.\n- Wrote the shop’s first accessibility guidelines.',
    },
    {
      id: 'exp-5',
      position: 'Student Assistant, Communication',
      company: 'Aarhus Universitet',
      location: 'Aarhus',
      startDate: '2011-09',
      endDate: '2013-01',
      current: false,
      description:
        'Maintained the department’s website and produced course material with the teaching staff.',
    },
  ],
  education: [
    {
      id: 'edu-1',
      degree: 'MSc in Information Studies (Interaction Design)',
      institution: 'Aarhus Universitet',
      location: 'Aarhus',
      startDate: '2011-09',
      graduationDate: '2013-06',
      description:
        'Thesis: “Trust in automated dispatch: designing for operators under time pressure”, grade 12.',
    },
    {
      id: 'edu-2',
      degree: 'BA in Digital Design',
      institution: 'Aarhus Universitet',
      location: 'Aarhus',
      startDate: '2008-09',
      graduationDate: '2011-06',
      description: '',
    },
  ],
  skills: [
    'Product design',
    'User research',
    'Interaction design',
    'Design systems',
    'Prototyping',
    'Figma',
    'Usability testing',
    'Accessibility (WCAG 2.1)',
    'Service design',
    'Workshop facilitation',
    'HTML & CSS',
    'React',
    'Information architecture',
    'Mentoring',
  ],
  languages: [
    { id: 'lang-1', language: 'Danish', level: 'Native' },
    { id: 'lang-2', language: 'English', level: 'Fluent (C2)' },
    { id: 'lang-3', language: 'German', level: 'Conversational (B1)' },
  ],
  certificates: [
    {
      id: 'cert-1',
      name: 'Certified Usability Analyst (CUA)',
      issuer: 'Human Factors International',
      date: '2019-05',
    },
    { id: 'cert-2', name: 'Accessibility Specialist', issuer: 'IAAP', date: '2020-11' },
    { id: 'cert-3', name: 'Professional Scrum Product Owner I', issuer: 'Scrum.org', date: '2018' },
  ],
  projects: [
    {
      id: 'proj-1',
      name: 'Kompas design system',
      url: 'https://kompas.example.com',
      description:
        'Open documentation site and component library; 140 components with accessibility notes for each.',
    },
    {
      id: 'proj-2',
      name: 'Cykelruter Aarhus',
      url: 'https://github.com/example/cykelruter',
      description:
        'Volunteer project: a map of safe school cycling routes, used by 14 schools.\n- Designed and built with two volunteers in React and MapLibre.',
    },
  ],
  links: [
    { id: 'link-1', label: 'Portfolio', url: 'https://soren-design.example.com' },
    { id: 'link-2', label: 'LinkedIn', url: 'https://www.linkedin.com/in/soren-ostergaard-example' },
    { id: 'link-3', label: 'GitHub', url: 'https://github.com/soren-example' },
  ],
};

export const SAMPLE_CV_DA: TBuilderCv = {
  ...SAMPLE_CV,
  jobTitle: 'Senior produktdesigner',
  location: 'Aarhus, Danmark',
  summary:
    'Produktdesigner med elleve års erfaring i at gøre komplekse arbejdsgange til rolig, brugbar software inden for logistik, sundhed og den offentlige sektor. Jeg leder afdækning med brugerundersøgelser, laver hurtige prototyper og arbejder tæt med udviklerne, til detaljerne er leveret.\nKendt for at bygge designsystemer, som teams faktisk bruger, og for at løfte designere til ledere.',
  experience: [
    {
      id: 'exp-1',
      position: 'Senior produktdesigner',
      company: 'Fjordline Logistics A/S',
      location: 'Aarhus',
      startDate: '2021-03',
      endDate: '',
      current: true,
      description:
        'Ledende designer på flådeplanlægningen, som 1.200 disponenter i Norden bruger.\n- Nydesignede ruteplanlægningen omkring kortet; planlægningstiden pr. rute faldt 34 %.\n- Byggede designsystemet Kompas (140 komponenter i React og Figma), som seks produktteams bruger.\n- Gennemførte over 60 interviews med disponenter og chauffører i Danmark, Norge og Sverige.\n- Var mentor for tre designere; to af dem leder i dag deres egne produktområder.',
    },
    {
      id: 'exp-2',
      position: 'Produktdesigner',
      company: 'Region Midtjylland – Digital Sundhed',
      location: 'Viborg',
      startDate: '2017-08',
      endDate: '2021-02',
      current: false,
      description:
        'Designede selvbetjening for en region med 1,3 mio. borgere.\n• Designede bookingen af blodprøver, som nu håndterer 40.000 bookinger om måneden.\n• Fik patientportalen til at overholde WCAG 2.1 AA sammen med blinde og svagsynede testere.\n• Indførte brugertest hver anden uge; teamet leverede mindre og sikrere ændringer.',
    },
    {
      id: 'exp-3',
      position: 'UX-designer',
      company: 'Nørgaard & Søn Digital',
      location: 'København',
      startDate: '2014-09',
      endDate: '2017-07',
      current: false,
      description:
        'Bureauopgaver for kunder i detail, energi og finans.\n- Designede et energiselskabs selvbetjeningsapp (4,6 stjerner, 200.000 brugere).\n- Faciliterede designsprints med kundernes teams og gjorde resultaterne til testbare prototyper.\n- Etablerede bureauets første fælles komponentbibliotek.',
    },
    {
      id: 'exp-4',
      position: 'Junior interaktionsdesigner',
      company: 'Købmandsgården Webshop ApS',
      location: 'Odense',
      startDate: '2013-02',
      endDate: '2014-08',
      current: false,
      description:
        'Ansvarlig for kassen og produktsiderne i en webshop med 30.000 varer.\n- A/B-testede kassen; konverteringen steg fra 2,1 % til 2,9 %.\n- Skrev butikkens første retningslinjer for tilgængelighed.',
    },
    {
      id: 'exp-5',
      position: 'Studentermedhjælp, kommunikation',
      company: 'Aarhus Universitet',
      location: 'Aarhus',
      startDate: '2011-09',
      endDate: '2013-01',
      current: false,
      description:
        'Vedligeholdt instituttets hjemmeside og udarbejdede undervisningsmateriale med underviserne.',
    },
  ],
  education: [
    {
      id: 'edu-1',
      degree: 'Cand.it. i informationsvidenskab (interaktionsdesign)',
      institution: 'Aarhus Universitet',
      location: 'Aarhus',
      startDate: '2011-09',
      graduationDate: '2013-06',
      description:
        'Speciale: “Tillid til automatisk disponering: design til operatører under tidspres”, karakter 12.',
    },
    {
      id: 'edu-2',
      degree: 'BA i digital design',
      institution: 'Aarhus Universitet',
      location: 'Aarhus',
      startDate: '2008-09',
      graduationDate: '2011-06',
      description: '',
    },
  ],
  skills: [
    'Produktdesign',
    'Brugerundersøgelser',
    'Interaktionsdesign',
    'Designsystemer',
    'Prototyper',
    'Figma',
    'Brugertest',
    'Tilgængelighed (WCAG 2.1)',
    'Servicedesign',
    'Workshopfacilitering',
    'HTML og CSS',
    'React',
    'Informationsarkitektur',
    'Mentorskab',
  ],
  languages: [
    { id: 'lang-1', language: 'Dansk', level: 'Modersmål' },
    { id: 'lang-2', language: 'Engelsk', level: 'Flydende (C2)' },
    { id: 'lang-3', language: 'Tysk', level: 'Samtaleniveau (B1)' },
  ],
  certificates: [
    {
      id: 'cert-1',
      name: 'Certified Usability Analyst (CUA)',
      issuer: 'Human Factors International',
      date: '2019-05',
    },
    { id: 'cert-2', name: 'Accessibility Specialist', issuer: 'IAAP', date: '2020-11' },
    { id: 'cert-3', name: 'Professional Scrum Product Owner I', issuer: 'Scrum.org', date: '2018' },
  ],
  projects: [
    {
      id: 'proj-1',
      name: 'Designsystemet Kompas',
      url: 'https://kompas.example.com',
      description:
        'Åben dokumentation og komponentbibliotek; 140 komponenter med noter om tilgængelighed til hver.',
    },
    {
      id: 'proj-2',
      name: 'Cykelruter Aarhus',
      url: 'https://github.com/example/cykelruter',
      description:
        'Frivilligt projekt: et kort over sikre skoleveje på cykel, som 14 skoler bruger.\n- Designet og bygget med to frivillige i React og MapLibre.',
    },
  ],
  links: SAMPLE_CV.links,
};

/** A different fictional person, a controller from Hamburg, written in German. */
export const SAMPLE_CV_DE: TBuilderCv = {
  fullName: 'Jördis Weißmüller',
  jobTitle: 'Senior Controllerin',
  email: 'joerdis.weissmueller@example.de',
  phone: '+49 40 3187 2265',
  location: 'Hamburg, Deutschland',
  photo: SAMPLE_PHOTO,
  summary:
    'Controllerin mit neun Jahren Erfahrung in Logistik, Versicherung und Konsumgüterindustrie. Ich baue Planungs- und Berichtsprozesse auf, die der Geschäftsführung früh zeigen, wo gegengesteuert werden muss, und übersetze Zahlen in Entscheidungen für Fachbereiche ohne Finanzhintergrund.\nSchwerpunkte: Konzernreporting nach HGB und IFRS, rollierende Forecasts und die Einführung von SAP S/4HANA im Controlling.',
  experience: [
    {
      id: 'exp-1',
      position: 'Senior Controllerin',
      company: 'Elbhafen Logistik GmbH',
      location: 'Hamburg',
      startDate: '2021-04',
      endDate: '',
      current: true,
      description:
        'Verantwortlich für Planung, Forecast und Monatsberichte von drei Geschäftsbereichen mit 480 Mio. € Umsatz.\n- Rollierenden Forecast eingeführt; die Abweichung zum Ist sank von 9 % auf 3 %.\n- Monatsabschluss im Controlling von acht auf fünf Arbeitstage verkürzt.\n- Power-BI-Berichte für Geschäftsführung und Niederlassungsleitungen aufgebaut.\n- Zwei Junior-Controller eingearbeitet und fachlich geführt.',
    },
    {
      id: 'exp-2',
      position: 'Controllerin',
      company: 'Nordlicht Versicherung AG',
      location: 'Hamburg',
      startDate: '2018-01',
      endDate: '2021-03',
      current: false,
      description:
        'Kostenstellen- und Projektcontrolling für den Bereich Schaden und Leistung.\n- Kostenstellenstruktur mit 220 Kostenstellen überarbeitet und Verantwortliche geschult.\n- Business Case für die Digitalisierung der Schadenmeldung erstellt (Einsparung 1,8 Mio. € p. a.).\n- Fachliche Mitarbeit an der Umstellung von SAP ECC auf S/4HANA im Modul CO.',
    },
    {
      id: 'exp-3',
      position: 'Junior Controllerin',
      company: 'Hanseatische Süßwaren GmbH',
      location: 'Lüneburg',
      startDate: '2015-09',
      endDate: '2017-12',
      current: false,
      description:
        'Produkt- und Vertriebscontrolling für 340 Artikel.\n- Deckungsbeitragsrechnung je Kunde und Artikel aufgebaut.\n- Jahresbudget der Vertriebsregionen Nord und Ost koordiniert.',
    },
    {
      id: 'exp-4',
      position: 'Werkstudentin Rechnungswesen',
      company: 'Müller & Schäfer Wirtschaftsprüfung',
      location: 'Hamburg',
      startDate: '2013-10',
      endDate: '2015-08',
      current: false,
      description:
        'Vorbereitung von Jahresabschlüssen nach HGB für mittelständische Mandanten und Abstimmung von Konten.',
    },
  ],
  education: [
    {
      id: 'edu-1',
      degree: 'Master of Science Betriebswirtschaftslehre',
      institution: 'Universität Hamburg',
      location: 'Hamburg',
      startDate: '2013-10',
      graduationDate: '2015-09',
      description:
        'Schwerpunkt Controlling und Unternehmensrechnung; Masterarbeit über Treiberbasierte Planung, Note 1,3.',
    },
    {
      id: 'edu-2',
      degree: 'Bachelor of Arts Betriebswirtschaft',
      institution: 'Hochschule für Angewandte Wissenschaften Hamburg',
      location: 'Hamburg',
      startDate: '2010-10',
      graduationDate: '2013-09',
      description: '',
    },
  ],
  skills: [
    'Konzernreporting',
    'Kostenrechnung',
    'Budgetplanung',
    'Forecasting',
    'Business Partnering',
    'HGB',
    'IFRS',
    'SAP S/4HANA (CO, FI)',
    'Power BI',
    'Excel (Power Query, VBA)',
    'SQL',
    'Prozessoptimierung',
    'Präsentation vor Geschäftsführung',
  ],
  languages: [
    { id: 'lang-1', language: 'Deutsch', level: 'Muttersprache' },
    { id: 'lang-2', language: 'Englisch', level: 'Verhandlungssicher (C1)' },
    { id: 'lang-3', language: 'Französisch', level: 'Grundkenntnisse (A2)' },
  ],
  certificates: [
    {
      id: 'cert-1',
      name: 'Certified Management Accountant (CMA)',
      issuer: 'Institute of Management Accountants',
      date: '2020-06',
    },
    { id: 'cert-2', name: 'Geprüfte Controllerin (IHK)', issuer: 'IHK Hamburg', date: '2017-11' },
    { id: 'cert-3', name: 'Power BI Data Analyst Associate', issuer: 'Microsoft', date: '2022-09' },
  ],
  projects: [
    {
      id: 'proj-1',
      name: 'Rollierender Forecast',
      url: '',
      description:
        'Treiberbasiertes Forecast-Modell für Umsatz und Personalkosten, monatlich aktualisiert.\n- Gemeinsam mit den Niederlassungen entwickelt; heute Grundlage der Quartalsgespräche.',
    },
    {
      id: 'proj-2',
      name: 'Nachhaltigkeitskennzahlen nach CSRD',
      url: 'https://github.com/example/csrd-kennzahlen',
      description: 'Erste CO2- und Energiekennzahlen je Standort für den Lagebericht zusammengeführt.',
    },
  ],
  links: [
    { id: 'link-1', label: 'LinkedIn', url: 'https://www.linkedin.com/in/joerdis-weissmueller-example' },
    { id: 'link-2', label: 'XING', url: 'https://www.xing.com/profile/Joerdis_Weissmueller' },
  ],
};

/** A builder CV with every section filled, for tests (Danish letters included). */
export const SAMPLE_BUILDER_CV: TBuilderCv = {
  fullName: 'Søren Æbelø-Müller',
  jobTitle: 'Senior Frontend Developer',
  email: 'soren@example.com',
  phone: '+45 12 34 56 78',
  location: 'Aarhus, Denmark',
  photo: '',
  summary: 'Frontend developer with eight years of React and TypeScript.',
  experience: [
    {
      id: 'e1',
      position: 'Senior Frontend Developer',
      company: 'Brød & Smør ApS',
      location: 'Aarhus',
      startDate: '2021-03',
      endDate: '',
      current: true,
      description: 'Leads the web team.\n- Built the design system\n- Cut load time by 40%',
    },
    {
      id: 'e2',
      position: 'Frontend Developer',
      company: 'Nordlys A/S',
      location: 'København',
      startDate: '2017',
      endDate: '2021-02',
      current: false,
      description: 'Built customer portals in React.',
    },
  ],
  education: [
    {
      id: 'd1',
      degree: 'MSc Computer Science',
      institution: 'Aarhus University',
      location: 'Aarhus',
      startDate: '2015',
      graduationDate: '2017-06',
      description: 'Thesis on incremental layout.',
    },
  ],
  skills: ['React', 'TypeScript', 'Accessibility'],
  languages: [
    { id: 'l1', language: 'Danish', level: 'Native' },
    { id: 'l2', language: 'English', level: 'Fluent' },
  ],
  certificates: [{ id: 'c1', name: 'AWS Certified Developer', issuer: 'Amazon', date: '2022-05' }],
  projects: [
    { id: 'p1', name: 'Layout engine', url: 'https://example.com/layout', description: 'A CV layout.' },
  ],
  links: [
    { id: 'k1', label: 'LinkedIn', url: 'https://www.linkedin.com/in/soren' },
    { id: 'k2', label: 'GitHub', url: 'https://github.com/soren' },
  ],
};
