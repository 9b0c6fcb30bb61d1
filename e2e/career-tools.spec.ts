import { expect, test, type Page } from '@playwright/test';
import { becomePro, expectNoAxeViolations, signUpViaUi } from './support';

// The career tools' screens (issue 16: "e2e for each screen at 1280 and 375 px, in en and da"): a
// Pro user opens each in both languages at both widths; each shows its own heading and form in the
// chosen language, fits the screen without sideways scrolling, and has no axe-core violations. What
// each tool does is tested in assistant.spec.ts, linkedin.spec.ts and research.spec.ts.

const SCREENS = [
  {
    path: '/ai-assistant',
    heading: { en: 'AI Assistant', da: 'AI-assistent' },
    field: {
      en: 'Ask about interviews, your CV, cover letters or a career change…',
      da: 'Spørg om jobsamtaler, dit CV, ansøgninger eller karriereskift…',
    },
    by: 'placeholder',
    // At 375 px the conversations come first; a new one opens the chat (at 1280 px both show).
    open: { en: 'New conversation', da: 'Ny samtale' },
  },
  {
    path: '/linkedin-analysis',
    heading: { en: 'LinkedIn analysis', da: 'LinkedIn-analyse' },
    field: { en: 'Analyse profile', da: 'Analysér profil' },
    by: 'button',
  },
  {
    path: '/company-research',
    heading: { en: 'Company research', da: 'Virksomhedsresearch' },
    field: { en: 'Research company', da: 'Undersøg virksomhed' },
    by: 'button',
  },
] as const;

async function expectFits(page: Page, width: number) {
  const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect.soft(scrollWidth, `${new URL(page.url()).pathname} scrolls sideways`).toBeLessThanOrEqual(width);
}

for (const language of ['en', 'da'] as const) {
  for (const width of [1280, 375]) {
    test(`the career tools in ${language} at ${width} px: heading, form, no sideways scrolling, no axe violations`, async ({
      page,
    }) => {
      // Three screens, each scanned by axe: three times the usual time.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signUpViaUi(page);
      await becomePro(page);
      await page.evaluate(`localStorage.setItem('applywise.language', '${language}')`);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: screen.heading[language], level: 1 })).toBeVisible();
        if ('open' in screen) await page.getByRole('link', { name: screen.open[language] }).click();
        const field =
          screen.by === 'placeholder'
            ? page.getByPlaceholder(screen.field[language])
            : page.getByRole('button', { name: screen.field[language] });
        await expect(field).toBeVisible();
        await expectFits(page, width);
        await expectNoAxeViolations(page);
      }
    });
  }
}
