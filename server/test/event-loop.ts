/**
 * Runs `work` and reports the longest the event loop was held meanwhile (a 5 ms timer's longest
 * wait, counting the wait until the work ended) against how long the work took. Work done on the
 * loop in one synchronous run holds it for nearly all of that time; work in a thread, hardly at all.
 */
export async function eventLoopWhile<T>(
  work: () => Promise<T>,
): Promise<{ result: T; longestWait: number; took: number }> {
  let last = performance.now();
  let longestWait = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestWait = Math.max(longestWait, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(ticker);
  }
  const ended = performance.now();
  return { result, longestWait: Math.max(longestWait, ended - last), took: ended - started };
}
