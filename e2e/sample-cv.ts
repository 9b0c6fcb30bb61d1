import { expect, type Page } from '@playwright/test';
import { buildDocx } from '../engine/test/build-docx.ts';
import type { FixtureDoc } from '../engine/test/fixture-types.ts';

/** The generator specs' applicant: one CV, uploaded through the CVs page until it is processed. */

// A frontend developer's CV that meets most of the ad below (built as DOCX by the engine's fixture builder).
export const CV: FixtureDoc = {
  main: [
    { kind: 'name', text: 'Ada Lovelace' },
    { kind: 'para', text: 'ada.lovelace@example.com | +49 40 1234 5678 | Hamburg, Germany' },
    { kind: 'heading', text: 'Profile' },
    {
      kind: 'para',
      text: 'Frontend developer with seven years of experience building accessible web applications with React and TypeScript.',
    },
    { kind: 'heading', text: 'Work Experience' },
    { kind: 'para', text: 'Senior Frontend Developer', bold: true },
    { kind: 'para', text: 'Hafenblick Digital, Hamburg' },
    { kind: 'para', text: 'Jan 2020 – Present' },
    {
      kind: 'bullets',
      items: [
        'Built a React and TypeScript component library used by five product teams.',
        'Introduced automated tests and code reviews in continuous integration with Git.',
      ],
    },
    { kind: 'para', text: 'Frontend Developer', bold: true },
    { kind: 'para', text: 'Webwerk Agentur, Berlin' },
    { kind: 'para', text: 'Aug 2017 – Dec 2019' },
    { kind: 'bullets', items: ['Developed customer portals with React, CSS and Node.js.'] },
    { kind: 'heading', text: 'Education' },
    { kind: 'para', text: 'BSc Computer Science', bold: true },
    { kind: 'para', text: 'Universität Hamburg' },
    { kind: 'para', text: '2013 – 2017' },
    { kind: 'heading', text: 'Skills' },
    { kind: 'bullets', items: ['TypeScript', 'React', 'CSS', 'Git', 'Node.js'] },
    { kind: 'heading', text: 'Languages' },
    { kind: 'bullets', items: ['German (native)', 'English (fluent)'] },
  ],
};

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A CV with nothing a letter could state: no jobs, degrees, skills, languages or certificates,
 * only a profile about hobbies (written for the facts review's empty state).
 */
export const CV_WITHOUT_FACTS: FixtureDoc = {
  main: [
    { kind: 'name', text: 'Ada Lovelace' },
    { kind: 'para', text: 'ada.lovelace@example.com | +49 40 1234 5678 | Hamburg, Germany' },
    { kind: 'heading', text: 'Profile' },
    {
      kind: 'para',
      text: 'I enjoy hiking in the mountains, baking sourdough bread and reading history books on long winter evenings. I am looking for a new place to start.',
    },
  ],
};

/** The CV (the one above unless told) as a DOCX file for a file input or chooser. */
export async function cvDocxFile(doc: FixtureDoc = CV) {
  return { name: 'ada-lovelace.docx', mimeType: DOCX_MIME, buffer: Buffer.from(await buildDocx(doc)) };
}

/** Uploads a CV (the one above unless told) on /cvs and waits until it is processed. */
export async function uploadProcessedCv(page: Page, doc: FixtureDoc = CV) {
  await page.goto('/cvs');
  await page.getByLabel('CV file').setInputFiles(await cvDocxFile(doc));
  await expect(page.getByText('CV processed', { exact: true })).toBeVisible({ timeout: 20_000 });
}
