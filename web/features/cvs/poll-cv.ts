import type { TCvDetail } from '#domain/cv';
import { isApiError } from '../../lib/api';

/** How often the upload card asks whether parsing has finished. */
export const POLL_INTERVAL_MS = 800;
/** The first look comes sooner: a short CV is often read before a full interval has passed. */
export const FIRST_POLL_MS = 250;
/** Consecutive failed polls tolerated (a blip on the network) before giving up. */
export const MAX_POLL_FAILURES = 3;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

type PollOptions = {
  fetchCv: (id: string, signal?: AbortSignal) => Promise<TCvDetail>;
  intervalMs?: number;
  firstMs?: number;
  signal?: AbortSignal;
};

/** Asks for the CV until its extraction is no longer pending; resolves with the settled CV. */
export async function pollUntilSettled(
  id: string,
  { fetchCv, intervalMs = POLL_INTERVAL_MS, firstMs = FIRST_POLL_MS, signal }: PollOptions,
): Promise<TCvDetail> {
  let failures = 0;
  for (let attempt = 0; ; attempt += 1) {
    await sleep(attempt === 0 ? Math.min(firstMs, intervalMs) : intervalMs, signal);
    try {
      const cv = await fetchCv(id, signal);
      failures = 0;
      if (cv.extractionStatus !== 'pending') return cv;
    } catch (error) {
      failures += 1;
      // A 4xx (the CV was deleted, the session ended) will not get better by asking again.
      const final = isApiError(error) && error.status >= 400 && error.status < 500;
      if (signal?.aborted || final || failures >= MAX_POLL_FAILURES) throw error;
    }
  }
}
