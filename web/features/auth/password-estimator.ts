import { passwordStrength, type PasswordStrength } from '#domain/password-strength';

/**
 * The page's way to the password strength estimate (domain/password-strength.ts): through a Web
 * Worker (password-strength.worker.ts), so loading the dictionaries never blocks typing; directly
 * where there are no workers (unit tests) or the worker fails.
 */

type Answer = { id: number; error?: boolean } & Partial<PasswordStrength>;

let worker: Worker | undefined;
let workerBroken = false;
let nextId = 0;
const pending = new Map<number, { resolve: (s: PasswordStrength) => void; fallback: () => void }>();

function startWorker(): Worker | undefined {
  if (workerBroken || typeof Worker === 'undefined') return undefined;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./password-strength.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return undefined;
  }
  worker.addEventListener('message', (event: MessageEvent<Answer>) => {
    const waiting = pending.get(event.data.id);
    if (!waiting) return;
    pending.delete(event.data.id);
    const { score, strongEnough } = event.data;
    if (event.data.error || score === undefined || strongEnough === undefined) waiting.fallback();
    else waiting.resolve({ score, strongEnough });
  });
  worker.addEventListener('error', () => {
    workerBroken = true;
    worker?.terminate();
    worker = undefined;
    for (const waiting of pending.values()) waiting.fallback();
    pending.clear();
  });
  return worker;
}

/** Starts loading the estimator ahead of the first estimate (a form with a new password shows). */
export function warmUpPasswordEstimator(): void {
  startWorker();
}

/** How hard `password` is to guess; `userInputs` (name, email address) count as easy guesses. */
export function estimatePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): Promise<PasswordStrength> {
  const direct = () => passwordStrength(password, userInputs);
  const target = startWorker();
  if (!target) return direct();
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    pending.set(id, { resolve, fallback: () => direct().then(resolve, reject) });
    target.postMessage({ id, password, userInputs: [...userInputs] });
  });
}
