import { useSyncExternalStore } from 'react';

/**
 * A module fetched on demand (sonner for the toasts, the cookie dialog): calls made before it is
 * there wait in order in a queue (none is lost) and run once it is loaded; a failed load (offline,
 * say) is tried again by the next call.
 */
export function createLoadQueue<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<void> | undefined;
  const pending: Array<(value: T) => void> = [];
  const listeners = new Set<() => void>();
  const start = (): void => {
    if (loaded !== undefined || loading) return;
    loading = load().then(
      (value) => {
        loaded = value;
        for (const run of pending.splice(0)) run(value);
        listeners.forEach((listener) => listener());
      },
      () => {
        // The calls stay queued and the next one tries again.
        loading = undefined;
      },
    );
  };
  return {
    /** Runs `run` now if loaded, else once loaded (in the order of the calls). */
    run(run: (value: T) => void): void {
      if (loaded !== undefined) run(loaded);
      else {
        pending.push(run);
        start();
      }
    },
    start,
    current: () => loaded,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The queue's module once loaded (for a component to render), undefined before. */
export function useLoaded<T>(queue: ReturnType<typeof createLoadQueue<T>>): T | undefined {
  return useSyncExternalStore(queue.subscribe, queue.current, queue.current);
}
