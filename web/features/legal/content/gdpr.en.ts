import { list, p, type LegalDocument } from '../legal-types';

const gdpr: LegalDocument = {
  intro: [
    'The EU General Data Protection Regulation (GDPR) gives you control over your personal data. This page explains each of your rights, how to use them with Applywise and what happens next. We answer every request within 30 days, free of charge.',
    'For what we collect and why, see our [Privacy Policy](/privacy-policy).',
  ],
  sections: [
    {
      id: 'right-of-access',
      title: 'Right of access',
      blocks: [
        p(
          'You can ask whether we process personal data about you and get a copy of it, together with information about why we process it, who receives it, how long we keep it and where it comes from.',
        ),
        p(
          'Most of your data is visible in the app itself: your profile, CVs, applications and subscription. For a complete copy, use the data export or contact us.',
        ),
      ],
    },
    {
      id: 'right-to-rectification',
      title: 'Right to rectification',
      blocks: [
        p(
          'If data about you is wrong or incomplete, you can have it corrected. You can edit your profile, CVs and applications yourself at any time. For anything you cannot change yourself, such as an invoice address, contact us.',
        ),
      ],
    },
    {
      id: 'right-to-erasure',
      title: 'Right to erasure',
      blocks: [
        p(
          'You can ask us to delete your personal data. The simplest way is to delete your account with the [data-rights tools on this page](/gdpr#data-rights): your profile, CVs, uploaded files, applications, share links and usage data are then deleted.',
        ),
        p('Some data we must keep for a while even after deletion, and only for that purpose:'),
        list(
          'financial records such as invoices, for about 7 years, because bookkeeping law requires it;',
          'support communications, for 3 years, to handle follow-up questions and legal claims;',
          'statistics that have been anonymised and can no longer be linked to you.',
        ),
      ],
    },
    {
      id: 'right-to-data-portability',
      title: 'Right to data portability',
      blocks: [
        p(
          'You can receive the data you gave us in a structured, commonly used, machine-readable format and take it to another service. Signed-in users can export their data with the [data-rights tools on this page](/gdpr#data-rights): profile, CVs with their extracted content, applications and settings in one machine-readable file.',
        ),
        p(
          'After your account is terminated you can still export your data within 30 days; after that it is deleted.',
        ),
      ],
    },
    {
      id: 'right-to-restriction',
      title: 'Right to restriction of processing',
      blocks: [
        p(
          'You can ask us to limit how we use your data, for example while we check a correction you asked for or if you need the data kept for a legal claim. We then store the data but do not otherwise use it without your consent.',
        ),
      ],
    },
    {
      id: 'right-to-object',
      title: 'Right to object',
      blocks: [
        p(
          'You can object to processing that we base on our legitimate interests. We then stop unless we have compelling legitimate grounds that override your interests, or need the data for a legal claim.',
        ),
        p(
          'You can always object to direct marketing: use the unsubscribe link in any of our emails or turn marketing emails off in your notification settings, and we stop at once.',
        ),
      ],
    },
    {
      id: 'consent-and-automated-decisions',
      title: 'Consent and automated decisions',
      blocks: [
        p(
          'Where we rely on your consent, for example for optional cookies or marketing emails, you can withdraw it at any time, as easily as you gave it. For cookies, use the "Cookie settings" link in the footer; see our [Cookie Policy](/cookie-policy).',
        ),
        p(
          'Applywise does not make decisions about you based solely on automated processing that have legal or similarly significant effects. Generated applications and ATS scores are suggestions that you control.',
        ),
      ],
    },
    {
      id: 'how-to-exercise',
      title: 'How to use your rights',
      blocks: [
        list(
          '**Signed in:** use data export and account deletion in the [data-rights tools on this page](/gdpr#data-rights).',
          '**Any other request,** or if you cannot sign in: write to us through the [contact form](/contact) from the email address of your account and tell us which right you want to use.',
        ),
        p(
          'To protect your data, we may ask you to confirm your identity before we act. We answer within 30 days. If a request is particularly complex, we may extend this by up to two further months; in that case we tell you why within the first 30 days. Requests are free unless they are manifestly unfounded or excessive.',
        ),
      ],
    },
    {
      id: 'right-to-complain',
      title: 'Right to complain to a supervisory authority',
      blocks: [
        p(
          'If you think we process your data unlawfully, you can complain to a data protection supervisory authority, in particular in the EU country where you live, work or where the alleged infringement took place. In Denmark this is Datatilsynet (the Danish Data Protection Agency). We would appreciate the chance to sort out your concern first, so please [contact us](/contact).',
        ),
      ],
    },
  ],
};

export default gdpr;
