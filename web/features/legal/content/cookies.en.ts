import { list, p, table, type LegalDocument } from '../legal-types';

const cookies: LegalDocument = {
  intro: [
    'This Cookie Policy explains which cookies and similar technologies Applywise uses, what they are for and how long they are kept. It also explains how you can change your choice at any time.',
  ],
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What cookies are',
      blocks: [
        p(
          'Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage, keep small pieces of information in your browser in the same way. In this policy we call all of them "cookies".',
        ),
        p(
          'Some cookies are necessary for the website to work, for example to keep you signed in. Others are optional and are only used if you agree.',
        ),
      ],
    },
    {
      id: 'categories',
      title: 'The cookies we use',
      blocks: [
        p('We group cookies into four categories:'),
        table(
          ['Category', 'Name and storage', 'Purpose', 'Kept for'],
          [
            [
              '**Necessary**',
              '`applywise.session_token` (HTTP-only cookie)',
              'Keeps you signed in and protects your session. Cannot be turned off.',
              '30 days',
            ],
            [
              '**Necessary**',
              '`applywise.trust_device` (HTTP-only cookie)',
              'Remembers a device you chose to trust when you sign in with two-factor authentication.',
              '30 days',
            ],
            [
              '**Necessary**',
              'Short-lived sign-in cookies such as `applywise.two_factor`',
              'Complete a two-factor or Google/LinkedIn sign-in that is in progress.',
              'A few minutes',
            ],
            [
              '**Preferences**',
              '`applywise.language` (local storage)',
              'Remembers the language you chose.',
              '1 year',
            ],
            [
              '**Preferences**',
              '`applywise.cookie-consent` (local storage)',
              'Stores your cookie choice and the date you made it, so we do not ask again on every visit.',
              '1 year',
            ],
            [
              '**Analytics**',
              'Only with your consent',
              'Helps us understand how the website is used so we can improve it, with anonymised statistics.',
              '2 years',
            ],
            [
              '**Marketing**',
              'Only with your consent',
              'Measures whether our campaigns work and shows you relevant offers.',
              '1 year',
            ],
          ],
        ),
        p(
          'When Applywise runs over HTTPS, the names of the necessary cookies start with `__Secure-`, which tells the browser to send them over encrypted connections only.',
        ),
        p(
          'Applywise does not use analytics or marketing cookies today. If we add them, they will only be set after you have agreed to that category, and they will be kept no longer than shown above. We will update this policy first.',
        ),
      ],
    },
    {
      id: 'your-choice',
      title: 'Your choice and how to change it',
      blocks: [
        p(
          'When you first visit Applywise, we ask which optional cookies you accept. You can accept all, choose necessary cookies only, or customise each category.',
        ),
        p(
          'You can change your choice at any time via the **"Cookie settings"** link in the footer of every public page. Withdrawing consent does not affect the use of cookies before you withdrew it.',
        ),
        p(
          'You can also delete or block cookies in your browser settings. If you block necessary cookies, you will not be able to sign in.',
        ),
      ],
    },
    {
      id: 'third-parties',
      title: 'Cookies set by other services',
      blocks: [
        list(
          "When you pay for a plan, you complete the payment on our card payment provider's pages, which set their own cookies for security and fraud prevention.",
          'When you sign in with Google or LinkedIn, their sign-in pages set their own cookies.',
        ),
        p("Those cookies are governed by the providers' own cookie policies."),
      ],
    },
    {
      id: 'more-information',
      title: 'More information',
      blocks: [
        p(
          'Our [Privacy Policy](/privacy-policy) explains how we process personal data in general, and our [GDPR page](/gdpr) explains your rights. Questions about cookies are welcome through the [contact form](/contact).',
        ),
      ],
    },
  ],
};

export default cookies;
