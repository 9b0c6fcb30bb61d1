import { expected, job, school, type ExpectedCv } from './types.ts';

/** A committed Word 97–2003 file and what a human reads in it. */
export interface DocFixture {
  id: string;
  url: URL;
  expected: ExpectedCv;
}

// Read from the document itself (engine/test/fixtures/oliver-bennett.ts describes its content):
// English, one column, contact details and the LinkedIn address in the page header.
const oliverBennett: DocFixture = {
  id: 'en-doc-header',
  url: new URL('../fixtures/oliver-bennett.doc', import.meta.url),
  expected: expected({
    detectedLanguage: 'en',
    personalInfo: {
      fullName: 'Oliver Bennett',
      email: 'oliver.bennett@example.co.uk',
      phone: '+44 7700 900123',
      location: 'Manchester, UK',
      linkedinUrl: 'linkedin.com/in/oliver-bennett',
    },
    summary: 'Backend engineer who builds reliable payment systems in TypeScript and Go.',
    experience: [
      job('Senior Software Engineer', 'Northwind Payments', 'Manchester', '2019-03', null, [
        'Led the migration of the settlement service to event sourcing.',
        'Cut card authorisation latency by 40% with targeted caching.',
      ]),
      job('Software Engineer', 'Brightwave Ltd', 'Leeds', '2015-09', '2019-02', [
        'Built the customer billing API used by 2,000 businesses.',
      ]),
    ],
    education: [school('BSc Computer Science', 'University of Leeds', '2012', '2015')],
    skills: {
      technical: ['TypeScript', 'Go', 'PostgreSQL', 'Kafka', 'AWS', 'Docker'],
      languages: ['English (native)', 'French (conversational)'],
    },
  }),
};

export const DOC_FIXTURES: DocFixture[] = [oliverBennett];
