import type { TBuilderCv } from '#domain/cv-builder';

// TEMPORARY: the gallery's sample CV until domain/cv-builder/sample-cv.ts (SAMPLE_CV, SAMPLE_CV_DA,
// written with the layout on b-layout) is merged; then `sampleCv` returns those and this goes.

const EN: TBuilderCv = {
  fullName: 'Emma Lindqvist',
  jobTitle: 'Senior Product Designer',
  email: 'emma.lindqvist@example.com',
  phone: '+45 20 12 34 56',
  location: 'Copenhagen, Denmark',
  photo: '',
  summary:
    'Product designer with nine years of experience turning research into clear, accessible services for web and mobile. Leads design systems and cross-functional teams.',
  experience: [
    {
      id: 'sample-exp-1',
      position: 'Senior Product Designer',
      company: 'Nordlys Software',
      location: 'Copenhagen',
      startDate: '2020-03',
      endDate: '',
      current: true,
      description:
        '- Led the redesign of the customer portal, raising task completion by 23%\n- Built and maintained the design system used by six product teams\n- Mentored four junior designers',
    },
    {
      id: 'sample-exp-2',
      position: 'UX Designer',
      company: 'Havn Digital',
      location: 'Aarhus',
      startDate: '2016-08',
      endDate: '2020-02',
      current: false,
      description:
        '- Ran usability studies for banking and public-sector clients\n- Designed the mobile app for a national transport operator',
    },
  ],
  education: [
    {
      id: 'sample-edu-1',
      degree: 'MSc in Interaction Design',
      institution: 'IT University of Copenhagen',
      location: 'Copenhagen',
      startDate: '2014',
      graduationDate: '2016',
      description: '',
    },
  ],
  skills: ['Figma', 'User research', 'Design systems', 'Prototyping', 'Accessibility', 'HTML & CSS'],
  languages: [
    { id: 'sample-lang-1', language: 'Danish', level: 'Native' },
    { id: 'sample-lang-2', language: 'English', level: 'Fluent' },
  ],
  certificates: [{ id: 'sample-cert-1', name: 'Certified Usability Analyst', issuer: 'HFI', date: '2019' }],
  projects: [],
  links: [{ id: 'sample-link-1', label: 'Portfolio', url: 'https://example.com/emma' }],
};

const DA: TBuilderCv = {
  ...EN,
  jobTitle: 'Senior produktdesigner',
  location: 'København, Danmark',
  summary:
    'Produktdesigner med ni års erfaring i at omsætte brugerindsigt til klare, tilgængelige løsninger på web og mobil. Leder designsystemer og tværfaglige teams.',
  experience: [
    {
      ...EN.experience[0]!,
      position: 'Senior produktdesigner',
      location: 'København',
      description:
        '- Ledede redesignet af kundeportalen og øgede gennemførte opgaver med 23 %\n- Byggede og vedligeholdt designsystemet for seks produktteams\n- Var mentor for fire juniordesignere',
    },
    {
      ...EN.experience[1]!,
      description:
        '- Gennemførte brugertest for kunder i bank og offentlig sektor\n- Designede mobilappen for et landsdækkende trafikselskab',
    },
  ],
  education: [
    {
      ...EN.education[0]!,
      degree: 'Cand.it. i interaktionsdesign',
      institution: 'IT-Universitetet i København',
      location: 'København',
    },
  ],
  skills: ['Figma', 'Brugerundersøgelser', 'Designsystemer', 'Prototyper', 'Tilgængelighed', 'HTML & CSS'],
  languages: [
    { id: 'sample-lang-1', language: 'Dansk', level: 'Modersmål' },
    { id: 'sample-lang-2', language: 'Engelsk', level: 'Flydende' },
  ],
  links: [{ id: 'sample-link-1', label: 'Portefølje', url: 'https://example.com/emma' }],
};

export function sampleCv(language: 'en' | 'da'): TBuilderCv {
  return language === 'da' ? DA : EN;
}
