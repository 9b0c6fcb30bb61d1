import { list, p, type LegalDocument } from '../legal-types';

const terms: LegalDocument = {
  intro: [
    'These Terms of Service ("Terms") are the agreement between you and Applywise ("we", "us") for the use of the Applywise website and app. Please read them carefully. By creating an account or using Applywise you accept these Terms. If you do not accept them, please do not use the service.',
    'How we handle your personal data is described in our [Privacy Policy](/privacy-policy) and [Cookie Policy](/cookie-policy).',
  ],
  sections: [
    {
      id: 'the-service',
      title: 'The service',
      blocks: [
        p(
          'Applywise is a job-application assistant. You can upload CVs, generate tailored, ATS-optimized applications and cover letters from a job description, build CVs from templates, track your applications and see analytics, research companies, analyse a LinkedIn profile and chat with an AI assistant. Which features you can use depends on your plan.',
        ),
        p(
          'We keep improving Applywise, so features may change. We will not remove a core feature of a paid plan during a period you have already paid for.',
        ),
      ],
    },
    {
      id: 'eligibility-and-accounts',
      title: 'Eligibility and your account',
      blocks: [
        list(
          'You must be at least 16 years old to use Applywise.',
          'An account is personal. Give accurate information and keep your email address up to date, because we send important messages there.',
          'Keep your password secret and consider turning on two-factor authentication. You are responsible for what happens in your account unless it is caused by our failure.',
          'Tell us straight away through the [contact form](/contact) if you suspect someone else has access to your account.',
        ),
      ],
    },
    {
      id: 'plans-and-payment',
      title: 'Plans, prices and payment',
      blocks: [
        p(
          'Applywise offers three plans: **Free**, **Pro** and **Elite**. The Free plan includes 3 AI applications per month, basic templates and email support. Pro and Elite add unlimited applications and the features listed on our [pricing page](/pricing).',
        ),
        list(
          'Paid plans are billed monthly or yearly in advance, in US dollars or Danish kroner. Prices include taxes where applicable.',
          'Payments are processed by our card payment provider. You can pay with major cards, PayPal and, for annual plans, bank transfer.',
          'Subscriptions renew automatically at the end of each billing period until you cancel.',
          'If you change plans, the change takes effect at the next billing period.',
          'We may change our prices. We tell you at least 30 days in advance, and the new price applies from your next billing period after that notice. If you do not agree, you can cancel before the change takes effect.',
        ),
      ],
    },
    {
      id: 'cancellation-and-refunds',
      title: 'Cancellation and refunds',
      blocks: [
        p(
          'You can cancel a paid plan at any time, with no cancellation fees. Your plan stays active until the end of the period you have paid for and then moves to Free.',
        ),
        p(
          'Paid plans come with a 14-day money-back guarantee: if you are not satisfied, contact us within 14 days of your first payment for a plan and we refund it in full. This does not limit any statutory right of withdrawal you have as a consumer.',
        ),
      ],
    },
    {
      id: 'your-content',
      title: 'Your content',
      blocks: [
        p(
          'Your CVs, profile information, job ads and the applications generated for you ("your content") remain yours. You give us a limited right to store, process and display your content only as needed to provide Applywise to you, for example to generate an application or show a shared application to the people you send a link to.',
        ),
        p(
          "You are responsible for your content being accurate and lawful, and for having the right to upload it. Do not upload other people's personal data unless you are allowed to.",
        ),
      ],
    },
    {
      id: 'ai-generated-content',
      title: 'AI-generated content',
      blocks: [
        p(
          'Applications, cover letters, ATS scores, analyses and assistant answers are generated automatically. They are suggestions: they may contain mistakes or wording that does not fit you. Review and adjust everything before you send it. You decide what you submit to an employer.',
        ),
        p(
          'We do not guarantee that you will get an interview or a job. The figures we show about our users describe past results, not a promise.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        p('When you use Applywise you agree not to:'),
        list(
          'give false information about yourself in applications in a way that deceives employers, or impersonate someone else;',
          'upload malware, or content that is illegal, discriminatory or infringes the rights of others;',
          "try to get around plan limits, access other users' data or disrupt the service, for example with automated mass requests;",
          'resell or redistribute the service without our written permission (Elite API access is governed by its own agreement).',
        ),
        p('We may suspend or close accounts that seriously or repeatedly break these rules.'),
      ],
    },
    {
      id: 'shared-applications',
      title: 'Sharing applications',
      blocks: [
        p(
          'You can share an application through a link, optionally protected with a password and an expiry date. Anyone with the link can read the application until you revoke it or it expires, so share links only with people you trust.',
        ),
      ],
    },
    {
      id: 'availability-and-support',
      title: 'Availability and support',
      blocks: [
        p(
          'We work to keep Applywise available at all times but cannot promise that it will never be interrupted, for example during maintenance. Elite plans include a service level agreement of 99.9% uptime.',
        ),
        p(
          'We answer support requests within 24 hours on weekdays. Pro plans get priority support; Elite plans get dedicated support.',
        ),
      ],
    },
    {
      id: 'termination',
      title: 'Ending your account',
      blocks: [
        p(
          'You can delete your account at any time on the [GDPR page](/gdpr#data-rights). We may end these Terms with reasonable notice, or immediately if you seriously breach them.',
        ),
        p(
          'After your account is terminated you can export your data within 30 days; after that we delete it. We keep financial records for about 7 years, as bookkeeping law requires.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      blocks: [
        p(
          'We are liable for damage we cause intentionally or through gross negligence, and as far as the law does not allow liability to be limited. Otherwise, our total liability is limited to the amount you paid us in the 12 months before the event, and we are not liable for indirect losses such as lost income or lost job opportunities.',
        ),
        p('Nothing in these Terms limits your mandatory rights as a consumer.'),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these Terms',
      blocks: [
        p(
          'We may update these Terms. We tell you about material changes by email or in the app at least 30 days before they take effect. If you keep using Applywise after that, the new Terms apply; if you do not agree, you can cancel and delete your account.',
        ),
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      blocks: [
        p(
          'These Terms are governed by Danish law. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live and may bring a claim before the courts there. We would rather solve a problem together first, so please [contact us](/contact).',
        ),
      ],
    },
    {
      id: 'credits',
      title: 'Credits',
      blocks: [
        p(
          'This service uses the ESCO classification of the European Commission. Our skills vocabulary is derived from ESCO (European Skills, Competences, Qualifications and Occupations), published under the Creative Commons Attribution 4.0 licence, with our own additions.',
        ),
      ],
    },
  ],
};

export default terms;
