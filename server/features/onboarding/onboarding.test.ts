import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOnboardingState } from '#domain/onboarding';
import type { TProfile } from '#domain/profile';
import { profiles } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { call, uploadCv } from './onboarding-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const profileRow = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0]!;
const state = async (cookie: string) =>
  (await call(t, cookie, 'GET', '/api/onboarding/state')).json() as TOnboardingState;

describe('signed out', () => {
  it.each([
    ['PATCH', '/api/profile', { fullName: 'A' }],
    ['GET', '/api/onboarding/state', undefined],
    ['PUT', '/api/onboarding/progress', { step: 'welcome', stepData: {} }],
    ['POST', '/api/onboarding/complete', undefined],
    ['POST', '/api/onboarding/reset', { variant: 'shell' }],
  ] as const)('%s %s is 401', async (method, url, payload) => {
    const response = await call(t, '', method, url, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('PATCH /api/profile', () => {
  it('saves the editable fields trimmed and recalculates completion', async () => {
    const me = await signUp(t, { name: 'Sofie Berg' });
    // Sign-up stores 0; name (20) + email (10) make 30, off by more than 5.
    const response = await call(t, me.cookie, 'PATCH', '/api/profile', {
      phone: ' +45 11 22 33 44 ',
      contactAddress: 'Odense',
      linkedinUrl: 'https://www.linkedin.com/in/sofie',
      jobTypePreference: 'Full-time',
      industryPreference: 'Design',
      targetRoles: ['UX Designer', ' ux designer '],
      competencies: ['Figma'],
      employmentStatus: 'Employed',
      educationLevel: 'Master',
      preferredLanguage: 'da',
      preferredTone: 'friendly',
      cvLanguage: 'en',
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json() as TProfile;
    expect(profile).toMatchObject({
      fullName: 'Sofie Berg',
      phone: '+45 11 22 33 44',
      targetRoles: ['UX Designer'],
      jobTypePreference: 'Full-time',
      preferredLanguage: 'da',
      // 20 + 10 + 5 + 5 + 10 + 10: no CV, onboarding incomplete.
      profileCompletion: 60,
    });
    expect((await profileRow(me.userId)).profileCompletion).toBe(60);
  });

  it('keeps the stored value within the 5-point tolerance', async () => {
    const me = await signUp(t);
    await call(t, me.cookie, 'PATCH', '/api/profile', { jobTypePreference: 'Contract' }); // 0 -> 40
    const response = await call(t, me.cookie, 'PATCH', '/api/profile', { phone: '123' }); // 45: within 5
    expect(response.json().profileCompletion).toBe(40);
    const cleared = await call(t, me.cookie, 'PATCH', '/api/profile', { phone: '' });
    expect(cleared.json().phone).toBeNull();
  });

  it('refuses unknown and server-owned fields, bad values and an empty body with field errors', async () => {
    const me = await signUp(t);
    for (const [payload, field] of [
      [{ profileCompletion: 100 }, '_'],
      [{ fullName: '   ' }, 'fullName'],
      [{ email: 'not-an-email' }, 'email'],
      [{ jobTypePreference: 'Gig' }, 'jobTypePreference'],
      [{ industryPreference: 'Mining' }, 'industryPreference'],
      [{ linkedinUrl: 'https://example.com/in/me' }, 'linkedinUrl'],
      [{ targetRoles: 'Developer' }, 'targetRoles'],
      [{}, '_'],
    ] as const) {
      const response = await call(t, me.cookie, 'PATCH', '/api/profile', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(payload)).toContain(field);
    }
    expect((await profileRow(me.userId)).fullName).toBe('Test User');
  });
});

describe('onboarding', () => {
  it('saves progress and resumes from it', async () => {
    const me = await signUp(t, { name: 'Jonas Dahl' });
    const stepData = { fullName: 'Jonas Dahl', email: 'jonas@', targetRoles: ['Nurse'], cvUploaded: false };
    const saved = await call(t, me.cookie, 'PUT', '/api/onboarding/progress', {
      step: 'preferences',
      stepData,
    });
    expect(saved.statusCode).toBe(200);
    // A reload: the state has the step and the draft; the settings variant resumes at the stored step.
    const after = await state(me.cookie);
    expect(after.profile.currentOnboardingStep).toBe('preferences');
    expect(after.profile.onboardingStepData).toEqual(stepData);
    expect(after.resumeStep.settings).toBe('preferences');
    // The dashboard variant derives it: name and email present, no CV.
    expect(after.resumeStep.dashboard).toBe('cv-upload');
    expect(after.nextAction).toBe('upload-cv');
    expect(after.canGenerate).toBe(false);
  });

  it('refuses a bad step, bad step data and the completed step', async () => {
    const me = await signUp(t);
    for (const payload of [
      { step: 'completed', stepData: {} },
      { step: 'nowhere', stepData: {} },
      { step: 'review', stepData: { password: 'x' } },
      { step: 'review', stepData: { experience: [{ company: 'No position' }] } },
      { step: 'review' },
    ]) {
      const response = await call(t, me.cookie, 'PUT', '/api/onboarding/progress', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields).toBeDefined();
    }
    for (const payload of [{ variant: 'everything' }, {}, { variant: 'shell', extra: 1 }]) {
      const response = await call(t, me.cookie, 'POST', '/api/onboarding/reset', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await profileRow(me.userId)).currentOnboardingStep).toBe('welcome');
  });

  it('refuses to complete without a CV, naming what is missing', async () => {
    const me = await signUp(t);
    const response = await call(t, me.cookie, 'POST', '/api/onboarding/complete');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ cv: 'Please upload your CV to continue.' });
    expect((await profileRow(me.userId)).onboardingCompleted).toBe(false);
  });

  it('completes with the exact field changes, then resets them (shell and settings variants)', async () => {
    const me = await signUp(t, { name: 'Mads Holm' });
    const cv = await uploadCv(t, me.cookie);
    expect(cv.extractionStatus).toBe('completed');
    await call(t, me.cookie, 'PUT', '/api/onboarding/progress', {
      step: 'review',
      stepData: { fullName: 'Mads Holm', cvUploaded: true, cvParsed: true },
    });
    const before = await state(me.cookie);
    expect(before).toMatchObject({
      nextAction: 'complete-onboarding',
      canGenerate: true,
      onboardingCompleted: false,
    });

    const completed = await call(t, me.cookie, 'POST', '/api/onboarding/complete');
    expect(completed.statusCode).toBe(200);
    expect(await profileRow(me.userId)).toMatchObject({
      onboardingCompleted: true,
      currentOnboardingStep: 'completed',
      profileCompletion: 100,
      onboardingStepData: {},
    });
    expect(completed.json()).toMatchObject({
      nextAction: 'none',
      onboardingCompleted: true,
      completion: { percent: 100, message: 'Profile Complete' },
      resumeStep: { dashboard: 'welcome' },
    });

    await call(t, me.cookie, 'PUT', '/api/onboarding/progress', {
      step: 'review',
      stepData: { jobTitle: 'x' },
    });
    const shell = await call(t, me.cookie, 'POST', '/api/onboarding/reset', { variant: 'shell' });
    expect(shell.statusCode).toBe(200);
    expect(await profileRow(me.userId)).toMatchObject({
      onboardingCompleted: false,
      currentOnboardingStep: 'welcome',
      profileCompletion: 25,
      onboardingStepData: {},
    });

    await call(t, me.cookie, 'POST', '/api/onboarding/complete');
    await call(t, me.cookie, 'POST', '/api/onboarding/reset', { variant: 'settings' });
    expect(await profileRow(me.userId)).toMatchObject({
      onboardingCompleted: false,
      currentOnboardingStep: 'welcome',
      profileCompletion: 100,
    });
  });

  it('state recalculates a stale completion while onboarding is incomplete', async () => {
    const me = await signUp(t, { name: 'Mads Holm' });
    await uploadCv(t, me.cookie);
    await call(t, me.cookie, 'POST', '/api/onboarding/reset', { variant: 'shell' });
    expect((await profileRow(me.userId)).profileCompletion).toBe(25);
    const after = await state(me.cookie);
    // name 20 + email 10 + CV present 15 + parsed 15; the parsed CV filled no phone or address on the profile.
    expect(after.completion.percent).toBe(60);
    expect(after.completion.message).toBe('Keep going');
    expect((await profileRow(me.userId)).profileCompletion).toBe(60);
  });
});
