import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/openai-stand-in.ts';
import { call } from '../applications/export-test-helpers.ts';
import { subscribe } from '../billing/billing-test-helpers.ts';
import { startStandInSite, type StandInSite } from './stand-in-site.ts';

// With a model configured, the overview may be a summary of the fetched text, citing only pages
// that were read; a summary citing anything else is refused and the page's own description stands.

let t: TestApp;
let site: StandInSite;
let model: OpenAiStandIn;
beforeAll(async () => {
  model = await startOpenAiStandIn();
  t = await createTestApp({ AI_BASE_URL: model.url, AI_MODEL: 'tiny' });
  site = await startStandInSite();
  t.app.deps.fetchPolicy = site.policy;
});
afterAll(async () => {
  await site?.close();
  await t?.close();
  await model?.close();
});

const SUMMARY = 'Nordlys Robotics builds warehouse robots and describes a flat, informal culture.';

async function researchAsPro() {
  const user = await signUp(t);
  await subscribe(t, user.cookie);
  const response = await call(t, user.cookie, 'POST', '/api/company-research', {
    payload: { companyName: 'Nordlys Robotics', website: site.url },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('company research with a model', () => {
  it('uses the summary when it cites only pages that were read (isEnhanced)', async () => {
    const about = new URL('/om-os', site.url).toString();
    model.set({ answer: JSON.stringify({ summary: SUMMARY, sourceUrls: [about] }) });
    const body = await researchAsPro();
    expect(body.isEnhanced).toBe(true);
    expect(body.data.dataSources.ai).toBe(true);
    expect(body.data.description).toEqual({
      text: SUMMARY,
      model: true,
      sources: [expect.objectContaining({ kind: 'website', url: about })],
    });
    // The model saw the fetched statements, each with its address.
    expect(
      model.requests
        .at(-1)!
        .body.messages!.map((m) => m.content)
        .join('\n'),
    ).toContain(`[${about}]`);
  });

  it('falls back to the stated description when the summary cites an address it was not given', async () => {
    model.set({ answer: JSON.stringify({ summary: SUMMARY, sourceUrls: ['https://made-up.example/'] }) });
    const body = await researchAsPro();
    expect(body.isEnhanced).toBe(false);
    expect(body.data.dataSources.ai).toBe(false);
    expect(body.data.description.text).toBe(
      'Nordlys Robotics builds autonomous warehouse robots for Nordic retailers.',
    );
    expect(body.data.description.model).toBeUndefined();
  });
});
