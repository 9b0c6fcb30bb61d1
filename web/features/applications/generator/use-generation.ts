import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { GenerationEvent, TApplication } from '#domain/applications';
import { useAuth } from '../../../lib/auth-provider';
import { isApiError } from '../../../lib/api';
import { reportError } from '../../../lib/error-report';
import { subscriptionQueryKey } from '../../billing';
import { applicationDetailKey, invalidateApplicationLists } from './use-application';
import { streamGeneration, type GenerationTarget } from './generator-api';
import { IDLE, STREAM_ENDED, generationReducer, isLoggedFailure, type GenerationError } from './generation';

function toGenerationError(error: unknown): GenerationError {
  if (isApiError(error)) return { code: error.code, message: error.message };
  return { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Spec 001 §8: a failed generation is logged to error_logs as AI_GENERATION_ERROR. The server logs
 * what fails while it generates; the client logs what only it sees (a dropped stream, an unreadable
 * answer, a server error before streaming).
 */
function logFailure(error: GenerationError, action: GenerationTarget['kind']): void {
  if (!isLoggedFailure(error)) return;

  reportError(new Error(`${error.code}: ${error.message}`), 'Generator', {
    type: 'AI_GENERATION_ERROR',
    action,
  });
}

type Options = {
  onDone?: (application: TApplication) => void;
  /** A failure (not a cancel): the page tells the user; the state keeps it for the inline alert. */
  onError?: (error: GenerationError) => void;
};

/**
 * One generation at a time: starts the stream, folds its events into state, and can be cancelled
 * (AbortController). A finished application goes into the query cache, and usage is asked for again.
 */
export function useGeneration(options: Options = {}) {
  const [state, dispatch] = useReducer(generationReducer, IDLE);
  const controller = useRef<AbortController | null>(null);
  const client = useQueryClient();
  const { user } = useAuth();
  // The callbacks of the latest render, without restarting anything when they change.
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  // Leaving the page stops the request; the server gives the usage back for an unfinished one.
  useEffect(() => () => controller.current?.abort(), []);

  const finish = useCallback(
    (application: TApplication) => {
      client.setQueryData(applicationDetailKey(user?.id, application.id), application);
      void invalidateApplicationLists(client);
      callbacks.current.onDone?.(application);
    },
    [client, user?.id],
  );

  const start = useCallback(
    async (target: GenerationTarget) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      dispatch({ type: 'start' });
      let ended = false;
      const report = (error: GenerationError, { logged }: { logged: boolean }) => {
        ended = true;
        if (!logged) logFailure(error, target.kind);
        callbacks.current.onError?.(error);
      };
      const onEvent = (event: GenerationEvent) => {
        dispatch({ type: 'event', event });
        if (event.event === 'done') {
          ended = true;
          finish(event.data);
        }
        // The server logged the failure it streamed (error_logs); only what it never saw is logged here.
        else if (event.event === 'error') report(event.data.error, { logged: true });
      };
      try {
        await streamGeneration(target, onEvent, abort.signal);
        if (!ended) {
          dispatch({ type: 'fail', error: STREAM_ENDED });
          report(STREAM_ENDED, { logged: false });
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        const failure = toGenerationError(error);
        dispatch({ type: 'fail', error: failure });
        report(failure, { logged: false });
      } finally {
        if (controller.current === abort) controller.current = null;
        // Usage changes when a letter was saved (and is given back when not): show the new count.
        void client.invalidateQueries({ queryKey: subscriptionQueryKey });
      }
    },
    [client, finish],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    dispatch({ type: 'cancel' });
  }, []);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { state, start, cancel, reset };
}
