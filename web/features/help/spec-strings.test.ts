import { expect, it } from 'vitest';
import { en } from '../../app/locales';

// Spec 000 quotes these texts; the help, contact and cookie areas must show them verbatim.
it('carries the spec strings of help, contact and the cookie banner in English', () => {
  expect(en.help.faq.noResults).toBe('No results found');
  expect(`${en.contact.toast.missingTitle}: ${en.contact.toast.missingDescription}`).toBe(
    'Missing information: Please fill in name, email and message.',
  );
  expect(`${en.contact.toast.errorTitle}: ${en.contact.toast.errorDescription}`).toBe(
    'Error: Something went wrong while sending.',
  );
  expect([
    en.cookies.acceptAll,
    en.cookies.necessaryOnly,
    en.cookies.customize,
    en.cookies.savePreferences,
    en.cookies.back,
  ]).toEqual(['Accept All', 'Necessary Only', 'Customize', 'Save Preferences', 'Back']);
  expect(en.help.setup.steps.cv.text).toContain('PDF and DOCX files up to 10 MB');
});
