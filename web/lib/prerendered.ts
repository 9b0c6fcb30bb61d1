import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * True while rendering on the build machine (`web/prerender.tsx`) and in a browser that opened a
 * pre-rendered page (its #root arrived filled): the first render must then produce the same markup
 * the server wrote, so it may not read what only the browser knows (storage, the session, the
 * window's size) before hydration is over.
 */
export const renderedOnServer =
  typeof document === 'undefined' || isPrerenderedPage(document.getElementById('root'));

/** A filled #root is a pre-rendered page, unless it holds the loading state (`data-loading`). */
function isPrerenderedPage(root: HTMLElement | null): boolean {
  return root !== null && root.hasChildNodes() && !root.hasAttribute('data-loading');
}

const noSubscription = () => () => {};

/** False during the server render and hydration, true from the browser's first own render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * As useHydrated, but the change to true is a transition after the first commit, for a component
 * that renders much (the workspace's shell): useHydrated's change re-renders synchronously, in the
 * task that commits the hydration, which on a phone made it one long task. Also false for the first
 * render of a page the browser rendered itself, so that render must be right both ways.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
