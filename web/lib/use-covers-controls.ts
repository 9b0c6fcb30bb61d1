import { useEffect, useState, type RefObject } from 'react';

const CONTROL =
  'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * Whether the fixed element `ref` sits over one of the page's controls (a button, link or field
 * scrolled under it), checked at its centre and corners on scroll and resize. A floating button
 * uses it to step aside instead of hiding what the user is about to press.
 */
export function useCoversControls(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const inset = 4;
      const points: [number, number][] = [
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
        [rect.left + inset, rect.top + inset],
        [rect.right - inset, rect.top + inset],
        [rect.left + inset, rect.bottom - inset],
        [rect.right - inset, rect.bottom - inset],
      ];
      const hit = points.some(([x, y]) =>
        document
          .elementsFromPoint(x, y)
          .some((under) => !element.contains(under) && under.closest(CONTROL) !== null),
      );
      setCovers(hit);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that appears or moves without a scroll (a form growing, a page loading).
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [ref, enabled]);
  return enabled && covers;
}
