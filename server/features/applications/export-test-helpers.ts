import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { jobApplications, profiles, type NewJobApplicationRow } from '../../db/schema.ts';
import { TEST_ORIGIN, type TestApp } from '../../test/harness.ts';

/** Test helpers for exports and share links: stored applications without running the generator. */

export const LETTER = [
  'Søren Æbelø-Müller\nØster Allé 12, 8000 Århus C\nsoren@example.com',
  'Kære rekrutteringsteam hos Brød & Smør ApS',
  'Jeg søger stillingen som frontend-udvikler. Grüße aus Dänemark, señor Muñoz: æøåäöüßñé.',
  'Med venlig hilsen\nSøren Æbelø-Müller',
].join('\n\n');

export async function insertApplication(
  t: TestApp,
  userId: string,
  values: Partial<NewJobApplicationRow> = {},
): Promise<string> {
  const id = randomUUID();
  await t.db.insert(jobApplications).values({
    id,
    userId,
    jobTitle: 'Frontend-udvikler',
    companyName: 'Brød & Smør ApS',
    status: 'draft',
    content: LETTER,
    outputLanguage: 'danish',
    generator: 'builtin',
    ...values,
  });
  return id;
}

export async function setFullName(t: TestApp, userId: string, email: string, fullName: string) {
  await t.db
    .insert(profiles)
    .values({ id: userId, email, fullName })
    .onConflictDoUpdate({ target: profiles.id, set: { fullName } });
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A request as the web app sends it; `cookie` undefined is a visitor without a session. */
export function call(
  t: TestApp,
  cookie: string | undefined,
  method: Method,
  url: string,
  options: { payload?: object; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** A PDF's text (whitespace collapsed), page count and document information, as a reader sees them. */
export async function readPdf(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Author?: string } };
  return { text: text.replace(/\s+/g, ' '), totalPages, info };
}
