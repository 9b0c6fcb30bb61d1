import { describe, expect, it } from 'vitest';
import type { GenerationEvent, TApplication, TAtsReport, TJobAd } from '#domain/applications';
import {
  IDLE,
  STREAM_ENDED,
  generationReducer,
  isLoggedFailure,
  stageMarks,
  type GenerationAction,
  type GenerationState,
} from './generation';
import { toGenerationEvent } from './generation-events';

const report: TAtsReport = {
  score: 72,
  parts: [{ part: 'must', earned: 36, possible: 50, detail: '5 of 7 must-have requirements' }],
  requirements: [
    { id: 'r1', kind: 'hard-skill', importance: 'must', text: 'TypeScript', source: 'Sie kennen TypeScript' },
  ],
  matches: [{ requirementId: 'r1', status: 'matched', cvEvidence: ['Skills: TypeScript'] }],
  matchedKeywords: ['TypeScript'],
  missingKeywords: [],
  suggestions: [],
  cvYears: 6,
  titleMatch: true,
};

const jobAd: TJobAd = {
  language: 'de',
  title: 'Frontend-Entwickler',
  company: 'Beispiel GmbH',
  requirements: report.requirements,
  hardSkills: ['TypeScript'],
  softSkills: [],
  yearsOfExperience: 3,
  educationLevel: null,
  languages: ['German'],
  location: 'Berlin',
  workMode: 'hybrid',
  companyHighlights: [],
};

const application: TApplication = {
  id: '3f0c6a4e-1f4b-4d2a-9c55-8a1b2c3d4e5f',
  jobTitle: 'Frontend-Entwickler',
  companyName: 'Beispiel GmbH',
  status: 'draft',
  outputLanguage: 'german',
  score: 72,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
  followUpOn: null,
  followedUpAt: null,
  interviewAt: null,
  applicationUrl: null,
  cvId: null,
  jobDescription: 'Wir suchen …',
  tone: 'professional',
  content: 'Sehr geehrte Damen und Herren,\n\nmit großem Interesse …',
  generator: 'builtin',
  atsReport: report,
  paragraphs: [],
  jobAd,
  share: { active: false, hasPassword: false, expiresAt: null },
};

const message = (event: string, data: unknown) => ({ event, data: JSON.stringify(data) });
const run = (actions: GenerationAction[], from: GenerationState = IDLE) =>
  actions.reduce(generationReducer, from);
const ev = (event: GenerationEvent): GenerationAction => ({ type: 'event', event });

describe('toGenerationEvent', () => {
  it('reads each event of the contract', () => {
    expect(toGenerationEvent(message('stage', { stage: 'matching' }))).toEqual({
      event: 'stage',
      data: { stage: 'matching' },
    });
    expect(toGenerationEvent(message('report', { report, jobAd }))?.event).toBe('report');
    expect(toGenerationEvent(message('delta', { text: 'Sehr ' }))).toEqual({
      event: 'delta',
      data: { text: 'Sehr ' },
    });
    expect(
      toGenerationEvent(message('notice', { code: 'MODEL_FALLBACK', message: 'Model down' }))?.event,
    ).toBe('notice');
    expect(toGenerationEvent(message('done', application))).toEqual({ event: 'done', data: application });
    expect(
      toGenerationEvent(message('error', { error: { code: 'AI_GENERATION_ERROR', message: 'Boom' } })),
    ).toEqual({ event: 'error', data: { error: { code: 'AI_GENERATION_ERROR', message: 'Boom' } } });
  });

  it('ignores unknown events, broken JSON and data that does not fit the contract', () => {
    expect(toGenerationEvent(message('ping', {}))).toBeNull();
    expect(toGenerationEvent(message('toString', {}))).toBeNull();
    expect(toGenerationEvent({ event: 'delta', data: '{"text":' })).toBeNull();
    expect(toGenerationEvent(message('stage', { stage: 'dreaming' }))).toBeNull();
    expect(toGenerationEvent(message('done', { id: 'x' }))).toBeNull();
  });
});

describe('generationReducer', () => {
  it('follows a whole generation: stages, the report, the letter as it is written, then the saved application', () => {
    const writing = run([
      { type: 'start' },
      ev({ event: 'stage', data: { stage: 'analysing' } }),
      ev({ event: 'stage', data: { stage: 'matching' } }),
      ev({ event: 'report', data: { report, jobAd } }),
      ev({ event: 'stage', data: { stage: 'writing' } }),
      ev({ event: 'delta', data: { text: 'Sehr geehrte ' } }),
      ev({ event: 'delta', data: { text: 'Damen und Herren,' } }),
    ]);
    expect(writing).toMatchObject({
      phase: 'streaming',
      stage: 'writing',
      text: 'Sehr geehrte Damen und Herren,',
    });
    expect(writing.report?.score).toBe(72);
    const done = run(
      [
        ev({ event: 'notice', data: { code: 'MODEL_FALLBACK', message: 'Model down' } }),
        ev({ event: 'done', data: application }),
      ],
      writing,
    );
    expect(done).toMatchObject({ phase: 'done', notice: 'Model down', text: application.content });
    expect(done.application?.id).toBe(application.id);
  });

  it('keeps the error of a failed stream, and a later event changes nothing', () => {
    const failed = run([
      { type: 'start' },
      ev({ event: 'error', data: { error: { code: 'AI_GENERATION_ERROR', message: 'Boom' } } }),
      ev({ event: 'delta', data: { text: 'late' } }),
    ]);
    expect(failed).toMatchObject({ phase: 'failed', error: { code: 'AI_GENERATION_ERROR' }, text: '' });
    expect(run([{ type: 'start' }, { type: 'fail', error: STREAM_ENDED }]).error).toEqual(STREAM_ENDED);
  });

  it('after Cancel ignores what still arrives, and a new start begins from nothing', () => {
    const cancelled = run([
      { type: 'start' },
      ev({ event: 'delta', data: { text: 'Hallo' } }),
      { type: 'cancel' },
      ev({ event: 'delta', data: { text: ' Welt' } }),
    ]);
    expect(cancelled).toMatchObject({ phase: 'cancelled', text: 'Hallo' });
    expect(run([{ type: 'start' }], cancelled)).toEqual({ ...IDLE, phase: 'streaming' });
  });
});

describe('stageMarks', () => {
  it('marks earlier stages done, the current one active and later ones to do', () => {
    expect(stageMarks({ phase: 'streaming', stage: 'writing' })).toEqual({
      analysing: 'done',
      matching: 'done',
      writing: 'active',
      saving: 'todo',
    });
  });

  it('marks all done when finished, and none active after a failure', () => {
    expect(Object.values(stageMarks({ phase: 'done', stage: 'saving' }))).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
    expect(stageMarks({ phase: 'failed', stage: 'matching' })).toEqual({
      analysing: 'done',
      matching: 'todo',
      writing: 'todo',
      saving: 'todo',
    });
  });
});

describe('isLoggedFailure', () => {
  it('logs failures of the generation itself, not refusals the user can act on', () => {
    expect(isLoggedFailure({ code: 'AI_GENERATION_ERROR', message: 'Model timed out' })).toBe(true);
    expect(isLoggedFailure(STREAM_ENDED)).toBe(true);
    expect(isLoggedFailure({ code: 'INTERNAL', message: 'Boom' })).toBe(true);
    for (const code of ['USAGE_LIMIT_REACHED', 'CANNOT_GENERATE', 'VALIDATION_FAILED', 'NETWORK_ERROR'])
      expect(isLoggedFailure({ code, message: '' })).toBe(false);
  });
});
