import { list, p, table, type LegalDocument } from '../legal-types';

const privacy: LegalDocument = {
  intro: [
    'Applywise helps you write tailored job applications from your CV and a job ad. To do that we handle personal data that matters to you: your CV, your career history and the applications you send. This policy explains what we collect, why, who helps us process it, how long we keep it and what rights you have.',
    'We wrote it to be read, not skimmed past. If anything is unclear, [contact us](/contact) and we will explain.',
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        p(
          'Applywise ("we", "us") is the controller of the personal data described in this policy under the EU General Data Protection Regulation (GDPR). When we process data on our behalf through service providers, those providers act as our processors and are bound by data processing agreements.',
        ),
        p(
          'You can reach us about privacy at any time through the [contact form](/contact) or the [Support page](/help). We answer support requests within 24 hours on weekdays and formal data-protection requests within 30 days.',
        ),
      ],
    },
    {
      id: 'data-we-collect',
      title: 'The data we collect',
      blocks: [
        p('We collect only what we need to run the service you use:'),
        list(
          '**Account data:** your name, email address and a securely hashed password. If you sign in with Google or LinkedIn, we receive your name, email address and an account identifier from that provider.',
          '**Profile data:** what you choose to add, such as phone number, address, target roles, job type, industry, competencies, employment status and education level.',
          '**CVs:** the files you upload (PDF, DOC or DOCX) and the text we extract from them, such as work experience, education, skills, certifications and the detected language.',
          '**Job ads and applications:** the job descriptions you paste, the applications and cover letters generated for you, their ATS reports, your edits and the status you track (for example sent, interview or offer).',
          '**Subscription and payment data:** your plan (Free, Pro or Elite), billing cycle, invoices and payment status. Card details are entered with our card payment provider; we never see or store your full card number.',
          '**Support communications:** messages you send us through the contact form, by email or in chat.',
          '**Technical and security data:** IP address, browser type, session records, sign-in attempts and error reports, used to keep your account secure and the service working.',
        ),
        p(
          'Please do not include sensitive information in your CV that an employer does not need, such as health data, religion or a national identification number. If you do, we process it only to produce the documents you ask for.',
        ),
      ],
    },
    {
      id: 'how-we-use-data',
      title: 'How we use your data and our legal bases',
      blocks: [
        table(
          ['Purpose', 'Data', 'Legal basis (GDPR)'],
          [
            [
              'Creating and running your account, storing your CVs, generating and tracking applications',
              'Account, profile, CV, job ad and application data',
              'Performance of our contract with you (Art. 6(1)(b))',
            ],
            [
              'Handling subscriptions, payments and invoices',
              'Account and payment data',
              'Contract (Art. 6(1)(b)) and bookkeeping obligations (Art. 6(1)(c))',
            ],
            [
              'Sending service emails: verification, password reset, security and plan changes',
              'Account data',
              'Contract (Art. 6(1)(b))',
            ],
            [
              'Keeping the service secure: rate limits, fraud and abuse prevention, error logs',
              'Technical and security data',
              'Our legitimate interest in a safe service (Art. 6(1)(f))',
            ],
            ['Answering your questions', 'Support communications', 'Contract and legitimate interest'],
            [
              'Product analytics and marketing emails',
              'Usage data, email address',
              'Your consent (Art. 6(1)(a)), which you can withdraw at any time',
            ],
          ],
        ),
        p(
          'We do not sell your personal data, and we do not use your CV or applications to advertise to you.',
        ),
      ],
    },
    {
      id: 'ai-processing',
      title: 'How applications are generated',
      blocks: [
        p(
          "By default, applications are written by Applywise's own generation engine, which runs on our servers. Where we offer generation through an external AI model provider, your CV content and the job ad are sent to that provider only to produce your text. The provider acts as our processor, may not use your data to train its models and must delete it after processing.",
        ),
        p(
          'Applywise does not make decisions about you that have legal or similarly significant effects. The ATS score and suggestions are advice for you. Employers may use their own applicant tracking systems; how they assess applications is outside our control.',
        ),
        p('Generated text can contain mistakes. Always read and adjust it before you send it.'),
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share data with',
      blocks: [
        p('We share personal data only with service providers that help us run Applywise:'),
        list(
          '**Hosting provider:** runs our servers, database and file storage where your account, CVs and applications are kept.',
          '**Email provider:** delivers service emails, such as verification links and password resets.',
          '**Card payment provider:** processes payments for Pro and Elite plans, including cards, PayPal and bank transfers for annual plans.',
          '**AI model provider (optional):** generates text where external generation is used, as described above.',
          '**Google or LinkedIn:** only when you choose to sign in with them.',
        ),
        p(
          'When you create a share link for an application, anyone with the link (and the password, if you set one) can read that application until you revoke the link or it expires. We may also disclose data when the law requires it, for example to a court or public authority.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        p(
          'We aim to store and process your data within the EU/EEA. If a provider processes data outside the EU/EEA, we make sure the transfer is protected by an adequacy decision of the European Commission or by the Standard Contractual Clauses, with additional safeguards where needed.',
        ),
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      blocks: [
        list(
          '**Account, profile, CVs and applications:** for as long as your account exists. After your account is terminated you can export your data within 30 days; after that it is deleted.',
          '**Analytics data:** anonymised after 24 months at the latest.',
          '**Financial records** such as invoices: about 7 years, as bookkeeping law requires.',
          '**Support communications:** 3 years, so we can follow up on earlier cases.',
          '**Cookies and local storage:** as set out in our [Cookie Policy](/cookie-policy). Authentication cookies are kept 30 days.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'How we protect your data',
      blocks: [
        list(
          'All traffic is encrypted in transit (HTTPS).',
          'Passwords are stored only as strong one-way hashes.',
          'Sessions use HTTP-only cookies that scripts cannot read.',
          'You can turn on two-factor authentication and sign out of every device from Settings.',
          'Each account can only reach its own data; access by our staff is limited to what support and operations require.',
          'Sign-in attempts are rate-limited to slow down password guessing.',
        ),
        p(
          'If a personal data breach is likely to put your rights at risk, we notify the supervisory authority within 72 hours and tell you without undue delay.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        p(
          'You have the right to access, rectify, erase and port your data, to restrict or object to processing, to withdraw consent and to complain to a supervisory authority. Our [GDPR page](/gdpr) explains each right and how to use it. We respond to requests within 30 days.',
        ),
      ],
    },
    {
      id: 'children',
      title: 'Minimum age',
      blocks: [
        p(
          'Applywise is intended for people aged 16 and over. We do not knowingly collect data from younger children. If you believe a child under 16 has created an account, please contact us and we will delete it.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        p(
          'We update this policy when our service or the law changes. The date at the top shows the latest version. If a change materially affects how we use your data, we tell you by email or in the app before it takes effect.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact and complaints',
      blocks: [
        p(
          'Questions about privacy? Use the [contact form](/contact). If you are not satisfied with our answer, you can complain to your data protection authority; in Denmark this is Datatilsynet (the Danish Data Protection Agency).',
        ),
      ],
    },
  ],
};

export default privacy;
