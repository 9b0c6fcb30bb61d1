/**
 * Runs `callback` once the browser has painted the next frame (requestAnimationFrame runs just
 * before that paint; a task queued from it runs after). Work that can wait for what is already
 * rendered to show goes here, in a task of its own. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
