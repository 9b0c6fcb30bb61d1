import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplication, TFactsPreview } from '#domain/applications';
import type { TCvData, TCvDetail } from '#domain/cv';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.ts';
import { call } from '../onboarding/onboarding-test-helpers.ts';
import {
  BACKEND_AD,
  generatorBody,
  jobAd,
  postApplication,
  userWithCv,
  type CvUser,
} from './applications-test-helpers.ts';

/** "What your letter will say" (issue 12 item 5): the review and its round trip through the generator. */

let t: TestApp;
let owner: CvUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await userWithCv(t);
});
afterAll(async () => t?.close());

function previewBody(cvId: string) {
  return { cvId, jobDescription: jobAd(BACKEND_AD), jobTitle: 'Backend Developer' };
}

async function preview(cookie: string): Promise<TFactsPreview> {
  const response = await call(t, cookie, 'POST', '/api/applications/facts', previewBody(owner.cvId));
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /api/applications/facts', () => {
  it('lists the roles and matched skills the letter may state, each with its CV line', async () => {
    const { facts } = await preview(owner.cookie);
    const roles = facts.filter((f) => f.kind === 'role');
    expect(roles.length).toBeGreaterThan(0);
    for (const fact of facts) {
      expect(fact.source.trim()).not.toBe('');
      expect(fact.confidence).toBeGreaterThanOrEqual(0.6);
    }
    expect(roles[0]!.source).toContain(roles[0]!.label.split(',')[0]!);
    const skills = facts.filter((f) => f.kind === 'skill');
    expect(skills.length).toBeGreaterThan(0);
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
  });

  it('does not count against the plan', async () => {
    const before = await call(t, owner.cookie, 'GET', '/api/subscription');
    await preview(owner.cookie);
    const after = await call(t, owner.cookie, 'GET', '/api/subscription');
    expect(before.statusCode).toBe(200);
    expect(after.json().applicationsUsed).toBe(before.json().applicationsUsed);
  });

  it("answers 404 for another user's CV", async () => {
    const other = await signUp(t);
    const response = await call(t, other.cookie, 'POST', '/api/applications/facts', previewBody(owner.cvId));
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Backend');
  });

  it('answers 400 with the field for a bad body', async () => {
    const response = await call(t, owner.cookie, 'POST', '/api/applications/facts', {
      cvId: 'not-a-uuid',
      jobDescription: '   ',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['cvId', 'jobDescription']));
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications/facts',
      headers: { origin: TEST_ORIGIN },
      payload: previewBody(owner.cvId),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/applications with excludedFacts', () => {
  it('leaves an unticked role out of the letter', async () => {
    const { facts } = await preview(owner.cookie);
    // A role whose employer the letter names without exclusions: the one unticking must remove.
    const plain = await postApplication(t, owner.cookie, generatorBody(owner.cvId));
    expect(plain.statusCode).toBe(201);
    const letter = (plain.json() as TApplication).content;
    const role = facts.find((f) => {
      const employer = f.label.split(', ')[1]?.replace(/\s*\(.*$/, '');
      return f.kind === 'role' && employer && letter.includes(employer);
    });
    expect(role, `no role employer named in:\n${letter}`).toBeDefined();
    const employer = role!.label.split(', ')[1]!.replace(/\s*\(.*$/, '');

    const unticked = await postApplication(
      t,
      owner.cookie,
      generatorBody(owner.cvId, { excludedFacts: [role!.id] }),
    );
    expect(unticked.statusCode).toBe(201);
    expect((unticked.json() as TApplication).content).not.toContain(employer);
  });

  it('leaves an unticked matched skill out of the letter', async () => {
    // A second user: the Free plan's three letters a month are the first one's limit.
    const user = await userWithCv(t);
    const response = await call(t, user.cookie, 'POST', '/api/applications/facts', previewBody(user.cvId));
    const { facts } = response.json() as TFactsPreview;
    const plain = (await postApplication(t, user.cookie, generatorBody(user.cvId))).json() as TApplication;
    const skill = facts.find((f) => f.kind === 'skill' && plain.content.includes(f.label));
    expect(skill, `no matched skill named in:\n${plain.content}`).toBeDefined();

    const unticked = await postApplication(
      t,
      user.cookie,
      generatorBody(user.cvId, { excludedFacts: [skill!.id] }),
    );
    expect(unticked.statusCode).toBe(201);
    expect((unticked.json() as TApplication).content).not.toContain(skill!.label);
  });

  it('refuses too many or too long ids with 400', async () => {
    const tooMany = await postApplication(
      t,
      owner.cookie,
      generatorBody(owner.cvId, { excludedFacts: Array.from({ length: 101 }, (_, i) => `role:${i}`) }),
    );
    expect(tooMany.statusCode).toBe(400);
    const tooLong = await postApplication(
      t,
      owner.cookie,
      generatorBody(owner.cvId, { excludedFacts: ['x'.repeat(41)] }),
    );
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('the CV entry each fact was read from', () => {
  async function cvOf(user: { cookie: string; cvId: string }): Promise<TCvData> {
    const response = await call(t, user.cookie, 'GET', `/api/cvs/${user.cvId}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { cv: TCvDetail }).cv.extractedData!;
  }

  it("names each fact's extractedData entry, and none for the computed years", async () => {
    const { facts } = await preview(owner.cookie);
    const cv = await cvOf(owner);
    const roles = facts.filter((f) => f.kind === 'role');
    for (const role of roles) {
      expect(role.cvEntry?.section).toBe('experience');
      const job = cv.experience[role.cvEntry!.index]!;
      expect(role.label).toContain(job.position.trim());
    }
    for (const fact of facts.filter((f) => f.kind === 'education')) {
      expect(fact.cvEntry?.section).toBe('education');
      expect(fact.label).toContain(cv.education[fact.cvEntry!.index]!.degree.trim());
    }
    for (const fact of facts.filter((f) => f.kind === 'language')) {
      expect(fact.cvEntry?.section).toBe('skills.languages');
      expect(fact.label).toBe(cv.skills.languages[fact.cvEntry!.index]!.trim());
    }
    // A matched skill resting on a line of the skills list points at that line.
    const skills = facts.filter((f) => f.kind === 'skill' && f.cvEntry);
    expect(skills.length).toBeGreaterThan(0);
    for (const skill of skills) {
      expect(skill.cvEntry!.section).toBe('skills.technical');
      expect(skill.source).toBe(`Skills: ${cv.skills.technical[skill.cvEntry!.index]!.trim()}`);
    }
    const years = facts.find((f) => f.kind === 'years');
    if (years) expect(years.cvEntry).toBeNull();
  });

  it('shows a correction saved through PATCH /api/cvs/:id in the next preview, the rest of the CV unchanged', async () => {
    const user = await userWithCv(t);
    const body = previewBody(user.cvId);
    const before = (
      await call(t, user.cookie, 'POST', '/api/applications/facts', body)
    ).json() as TFactsPreview;
    const role = before.facts.find((f) => f.kind === 'role' && f.cvEntry)!;
    expect(role).toBeDefined();

    const cv = await cvOf(user);
    const { index } = role.cvEntry!;
    const corrected: TCvData = {
      ...cv,
      experience: cv.experience.map((e, i) =>
        i === index ? { ...e, position: 'Principal Platform Engineer' } : e,
      ),
    };
    const patched = await call(t, user.cookie, 'PATCH', `/api/cvs/${user.cvId}`, {
      extractedData: corrected,
    });
    expect(patched.statusCode).toBe(200);

    const after = (
      await call(t, user.cookie, 'POST', '/api/applications/facts', body)
    ).json() as TFactsPreview;
    const same = after.facts.find((f) => f.id === role.id)!;
    expect(same.label).toContain('Principal Platform Engineer');
    expect(same.cvEntry).toEqual(role.cvEntry);
    expect(after.facts.filter((f) => f.id !== role.id).map((f) => f.label)).toEqual(
      before.facts.filter((f) => f.id !== role.id).map((f) => f.label),
    );
    const saved = await cvOf(user);
    expect(saved.experience[index]!.position).toBe('Principal Platform Engineer');
    expect({ ...saved, experience: cv.experience }).toEqual(cv);
  });

  it("answers 404 to a correction of another user's CV and leaves it as it was", async () => {
    const other = await signUp(t);
    const cv = await cvOf(owner);
    const tampered = { ...cv, skills: { ...cv.skills, technical: ['Not mine'] } };
    const response = await call(t, other.cookie, 'PATCH', `/api/cvs/${owner.cvId}`, {
      extractedData: tampered,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Backend');
    expect(await cvOf(owner)).toEqual(cv);
  });

  it('answers 400 to a correction with a malformed date, and saves nothing', async () => {
    const cv = await cvOf(owner);
    const bad = {
      ...cv,
      experience: cv.experience.map((e, i) => (i === 0 ? { ...e, startDate: 'March 2020' } : e)),
    };
    const response = await call(t, owner.cookie, 'PATCH', `/api/cvs/${owner.cvId}`, { extractedData: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(await cvOf(owner)).toEqual(cv);
  });
});
