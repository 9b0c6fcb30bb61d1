/// <reference lib="webworker" />
import { loadPasswordEstimator } from '#domain/password-strength';

/**
 * Estimates password strength off the page's main thread: building the estimator from its
 * dictionaries (several MB) takes from a fraction of a second to seconds on a busy machine, and
 * typing must not freeze meanwhile. Answers { id, score, strongEnough } for each { id, password,
 * userInputs }.
 */
type Request = { id: number; password: string; userInputs: string[] };

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.addEventListener('message', (event: MessageEvent<Request>) => {
  const { id, password, userInputs } = event.data;
  loadPasswordEstimator().then(
    (estimate) => scope.postMessage({ id, ...estimate(password, userInputs) }),
    () => scope.postMessage({ id, error: true }),
  );
});
