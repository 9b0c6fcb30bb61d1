import type { TBuilderCv } from '../cv-builder.ts';

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
