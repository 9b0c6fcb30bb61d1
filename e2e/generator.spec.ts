import { expect, test } from '@playwright/test';
import { uploadProcessedCv } from './sample-cv.ts';
import { signUpViaUi } from './support.ts';

// Written for this test: a typical German job ad (tasks, profile, must-haves and a nice-to-have).
const GERMAN_AD = `Frontend-Entwickler (m/w/d) React & TypeScript
Nordlicht Software GmbH – Hamburg, hybrid

Über uns
Die Nordlicht Software GmbH entwickelt seit 2012 Webanwendungen für Logistikunternehmen in ganz Europa. Unser Team aus 40 Entwicklerinnen und Entwicklern arbeitet agil, in kurzen Release-Zyklen und mit viel Freiraum für eigene Ideen.

Ihre Aufgaben
- Sie entwickeln neue Funktionen für unsere Kundenportale mit React und TypeScript.
- Sie gestalten wiederverwendbare UI-Komponenten und achten auf Barrierefreiheit.
- Sie schreiben automatisierte Tests und führen Code-Reviews durch.
- Sie arbeiten eng mit Produktmanagement und UX-Design zusammen.

Ihr Profil
- Mindestens 3 Jahre Berufserfahrung in der Frontend-Entwicklung
- Sehr gute Kenntnisse in TypeScript, React und CSS
- Erfahrung mit Git und Continuous Integration
- Abgeschlossenes Studium der Informatik oder eine vergleichbare Qualifikation
- Sehr gute Deutsch- und gute Englischkenntnisse
- Wünschenswert: Erfahrung mit Node.js und Docker

Wir bieten
- Hybrides Arbeiten mit zwei Bürotagen pro Woche in Hamburg
- 30 Tage Urlaub und ein jährliches Weiterbildungsbudget
- Ein kollegiales Team und flache Hierarchien

Bitte senden Sie uns Ihre Bewerbung mit Gehaltsvorstellung und frühestmöglichem Eintrittstermin.`;

const PASSWORD = 'Nordlicht-2026';

test.describe('Application generator', () => {
  // Sign-up, parsing and generation each take seconds on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('generates a German letter with its ATS report, exports, shares behind a password, edits, regenerates, and stops at the Free limit', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpViaUi(page);

    // Locked until there is a CV (spec 001 §2), with the way out.
    await page.goto('/new-job');
    await expect(page.getByText('CV Required', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Application' })).toBeDisabled();

    await uploadProcessedCv(page);
    await page.goto('/new-job');
    await expect(page.getByText('CV Required', { exact: true })).toBeHidden();
    await expect(page.getByRole('main').getByText('0 of 3 applications used this month')).toBeVisible();
    const generate = page.getByRole('button', { name: 'Generate Application' });
    await page.getByLabel('Job Title').fill('Frontend-Entwickler');
    await page.getByLabel('Company Name').fill('Nordlicht Software GmbH');
    await expect(generate).toBeDisabled(); // no job description yet
    await page.getByLabel('Job Description').fill(GERMAN_AD);
    await expect(page.getByLabel('CV', { exact: true })).toHaveValue(/.+/); // the default CV, preselected
    await page.getByLabel('Output language').selectOption('german');

    // A server failure before streaming: said inline and in a toast, logged, and the form is kept.
    await page.route(
      '**/api/applications',
      (route) =>
        route.fulfill({
          status: 500,
          json: {
            error: { code: 'INTERNAL', message: 'The application could not be generated. Please try again.' },
          },
        }),
      { times: 1 },
    );
    const logged = page.waitForRequest('**/api/error-logs');
    await generate.click();
    await expect(
      page.getByRole('main').getByText('The application could not be generated. Please try again.'),
    ).toBeVisible();
    expect((await logged).postDataJSON()).toMatchObject({ errorType: 'AI_GENERATION_ERROR' });
    await expect(page.getByLabel('Job Title')).toHaveValue('Frontend-Entwickler');
    await expect(page.getByLabel('Job Description')).toHaveValue(GERMAN_AD);

    await generate.click();

    // The saved application opens in the result view.
    await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Frontend-Entwickler' })).toBeVisible();
    const letter = page.getByLabel('Letter text');
    await expect(letter).toHaveValue(/Sehr geehrte/);
    const meter = page.getByRole('meter', { name: /^ATS score \d{1,3} out of 100$/ });
    await expect(meter).toBeVisible();
    const score = Number(await meter.getAttribute('aria-valuenow'));
    expect(score).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Matched requirements' })).toBeVisible();
    await expect(page.getByRole('main').getByText('TypeScript').first()).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share application' });
    await dialog.getByLabel('Password (optional)').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = dialog.getByLabel('Share link');
    await expect(link).toHaveValue(/\/shared-application\/[\w-]+$/);
    const url = await link.inputValue();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    // A string: the test files are typed without the DOM library.
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(url);
    await expect(dialog.getByText('Password protected')).toBeVisible();

    await page.keyboard.press('Escape');

    // Edit and save the letter; change the status.
    await letter.fill(`${await letter.inputValue()}\n\nPS: Ich freue mich auf Ihre Antwort.`);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    await page.getByLabel('Status').selectOption('applied');
    await expect(page.getByText('Status updated', { exact: true })).toBeVisible();

    // A fresh context is a signed-out stranger; in Danish, the shared page's spec language.
    const stranger = await browser.newContext({ locale: 'da-DK' });
    try {
      const reader = await stranger.newPage();
      await reader.goto(url);
      await expect(reader.getByText('Beskyttet ansøgning').first()).toBeVisible();
      await reader.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
      await reader.getByRole('button', { name: 'Vis ansøgning' }).click();
      await expect(reader.getByText(/Sehr geehrte/).first()).toBeVisible();
      await expect(reader.getByText(/PS: Ich freue mich auf Ihre Antwort/)).toBeVisible(); // the saved edit
    } finally {
      await stranger.close();
    }

    // Regenerate counts as the second of three; a third through the API uses the Free plan up.
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page
      .getByRole('alertdialog', { name: 'Regenerate the letter?' })
      .getByRole('button', { name: 'Regenerate' })
      .click();
    await expect(letter).toHaveValue(/Sehr geehrte/, { timeout: 60_000 });
    await expect(letter).not.toHaveValue(/PS: Ich freue mich/);
    const cvId = ((await (await page.request.get('/api/cvs')).json()) as { cvs: { id: string }[] }).cvs[0]!
      .id;
    const third = await page.request.post('/api/applications', {
      data: {
        jobTitle: 'Frontend-Entwickler',
        companyName: 'Nordlicht',
        jobDescription: GERMAN_AD,
        cvId,
        outputLanguage: 'german',
      },
    });
    expect(third.status()).toBe(201);
    await page.goto('/new-job');
    await expect(page.getByRole('main').getByText('3 of 3 applications used this month')).toBeVisible();
    await expect(page.getByText('Monthly limit reached', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/subscription');
    await page.getByLabel('Job Title').fill('Backend-Entwickler');
    await page.getByLabel('Company Name').fill('Nordlicht Software GmbH');
    await page.getByLabel('Job Description').fill(GERMAN_AD);
    await expect(page.getByRole('button', { name: 'Generate Application' })).toBeDisabled();
    // The hint under the button says why: the limit, not the form (which is filled in).
    await expect(page.getByRole('button', { name: 'Generate Application' })).toHaveAccessibleDescription(
      'Monthly limit reached: you have used all your applications for this month. Upgrade your plan to generate more.',
    );
    await expect(page.getByText('Fill in the job title', { exact: false })).toHaveCount(0);
    await page.getByLabel('Job Title').fill('');
    await expect(page.getByText('Fill in the job title', { exact: false })).toHaveCount(0);
  });
});

test.describe('Job ad prefill', () => {
  test.describe.configure({ timeout: 120_000 });

  test("pasting an ad fills Job Title and Company from its header, never over the user's words", async ({
    page,
  }) => {
    await signUpViaUi(page);
    await uploadProcessedCv(page);
    await page.goto('/new-job');
    const title = page.getByLabel('Job Title');
    const company = page.getByLabel('Company Name');
    const ad = page.getByLabel('Job Description');

    await ad.fill(GERMAN_AD);
    await expect(title).toHaveValue('Frontend-Entwickler React & TypeScript');
    await expect(company).toHaveValue('Nordlicht Software GmbH');
    // Editable like anything the user typed.
    await title.fill('Frontend-Entwicklerin');
    await ad.fill(`${GERMAN_AD}\n`);
    await page.waitForTimeout(1_500);
    await expect(title).toHaveValue('Frontend-Entwicklerin');

    // What the user typed first stays; only the empty field is filled.
    await page.reload();
    await company.fill('Meine Firma');
    await ad.fill(GERMAN_AD);
    await expect(title).toHaveValue('Frontend-Entwickler React & TypeScript');
    await expect(company).toHaveValue('Meine Firma');
  });
});
