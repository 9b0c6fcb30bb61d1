import { emptyBuilderCv, type TBuilderCv } from '#domain/cv-builder';

/** The CV every gallery thumbnail shows, so the cards compare templates and nothing else. */
export const SAMPLE_CV: TBuilderCv = {
  ...emptyBuilderCv(),
  fullName: 'Emma Sørensen',
  jobTitle: 'Product Manager',
  email: 'emma@example.com',
  phone: '+45 20 30 40 50',
  location: 'København',
  summary:
    'Product manager with eight years in B2B software. I turn customer research into roadmaps that teams can ship.',
  experience: [
    {
      id: 'sample-exp-1',
      position: 'Senior Product Manager',
      company: 'Nordlys Software',
      location: 'København',
      startDate: '2021-03',
      endDate: '',
      current: true,
      description: '- Led a team of 9 to launch self-service onboarding\n- Raised activation from 41% to 63%',
    },
    {
      id: 'sample-exp-2',
      position: 'Product Manager',
      company: 'Fjord Analytics',
      location: 'Aarhus',
      startDate: '2017-08',
      endDate: '2021-02',
      current: false,
      description: '- Owned the reporting suite used by 2,000 customers',
    },
  ],
  education: [
    {
      id: 'sample-edu-1',
      degree: 'MSc Business Administration',
      institution: 'Copenhagen Business School',
      location: 'Frederiksberg',
      startDate: '2015',
      graduationDate: '2017',
      description: '',
    },
  ],
  skills: ['Roadmapping', 'User research', 'SQL', 'Stakeholder management', 'A/B testing'],
  languages: [
    { id: 'sample-lang-1', language: 'Danish', level: 'Native' },
    { id: 'sample-lang-2', language: 'English', level: 'Fluent' },
  ],
};
