import { GENERATION_STAGES, type GenerationStage } from '#domain/application-rules';
import type { GenerationEvent, TApplication, TAtsReport } from '#domain/applications';

export type GenerationPhase = 'idle' | 'streaming' | 'done' | 'failed' | 'cancelled';

export type GenerationError = { code: string; message: string };

export type GenerationState = {
  phase: GenerationPhase;
  /** The stage being worked on; earlier stages are finished. */
  stage: GenerationStage | null;
  report: TAtsReport | null;
  /** The letter as written so far. */
  text: string;
  notice: string | null;
  application: TApplication | null;
  error: GenerationError | null;
};

export const IDLE: GenerationState = {
  phase: 'idle',
  stage: null,
  report: null,
  text: '',
  notice: null,
  application: null,
  error: null,
};

export type GenerationAction =
  | { type: 'start' }
  | { type: 'event'; event: GenerationEvent }
  | { type: 'fail'; error: GenerationError }
  | { type: 'cancel' }
  | { type: 'reset' };

/** Refusals the user can act on (input, plan, permissions, their connection): shown, not logged. */
const EXPECTED_CODES: ReadonlySet<string> = new Set([
  'CANNOT_GENERATE',
  'USAGE_LIMIT_REACHED',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'RATE_LIMITED',
  'NETWORK_ERROR',
]);

/** Spec 001 §8: a generation that failed on our side is logged to error_logs (AI_GENERATION_ERROR). */
export function isLoggedFailure(error: GenerationError): boolean {
  return !EXPECTED_CODES.has(error.code);
}

/** A stream that closed without `done` or `error` did not finish: nothing was saved. */
export const STREAM_ENDED: GenerationError = { code: 'STREAM_ENDED', message: 'The connection closed early' };

function applyEvent(state: GenerationState, event: GenerationEvent): GenerationState {
  switch (event.event) {
    case 'stage':
      return { ...state, stage: event.data.stage };
    case 'report':
      return { ...state, report: event.data.report };
    case 'delta':
      return { ...state, text: state.text + event.data.text };
    case 'notice':
      return { ...state, notice: event.data.message };
    case 'done':
      return {
        ...state,
        phase: 'done',
        application: event.data,
        text: event.data.content,
        report: event.data.atsReport ?? state.report,
      };
    case 'error':
      return { ...state, phase: 'failed', error: event.data.error };
  }
}

/** The progress a generation has made, from the events received so far. */
export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  switch (action.type) {
    case 'start':
      return { ...IDLE, phase: 'streaming' };
    case 'event':
      // Late events after the end (or after Cancel) change nothing.
      return state.phase === 'streaming' ? applyEvent(state, action.event) : state;
    case 'fail':
      return state.phase === 'streaming' ? { ...state, phase: 'failed', error: action.error } : state;
    case 'cancel':
      return state.phase === 'streaming' ? { ...state, phase: 'cancelled' } : state;
    case 'reset':
      return IDLE;
  }
}

/** Stage marks for the progress list: finished, working on it, or still to come. */
export type StageMark = 'done' | 'active' | 'todo';
export function stageMarks(
  state: Pick<GenerationState, 'phase' | 'stage'>,
): Record<GenerationStage, StageMark> {
  const current = state.stage ? GENERATION_STAGES.indexOf(state.stage) : -1;
  const finished = state.phase === 'done';
  return Object.fromEntries(
    GENERATION_STAGES.map((stage, i) => {
      const mark: StageMark =
        finished || i < current ? 'done' : i === current && state.phase === 'streaming' ? 'active' : 'todo';
      return [stage, mark];
    }),
  ) as Record<GenerationStage, StageMark>;
}
