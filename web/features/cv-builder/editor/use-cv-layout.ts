import { useDeferredValue, useMemo, useState } from 'react';
import type { CvTemplateDefinition, TBuilderCv, TCvCustomization } from '#domain/cv-builder';
import { defaultCustomization, layoutCv } from '#domain/cv-builder/layout';
import type { LayoutDocument, LayoutItem, LayoutPage } from '#domain/cv-builder/pages';
import { SAMPLE_CV, SAMPLE_CV_DA } from '#domain/cv-builder/sample-cv';

const reported = new Set<string>();

/**
 * `layoutCv`, or undefined when it throws: a CV the layout cannot draw must not take the page (and
 * the form with the user's typing) down with it. Each distinct failure is logged once, not on every
 * keystroke.
 */
export function safeLayout(
  cv: TBuilderCv,
  template: CvTemplateDefinition,
  customization: TCvCustomization,
): LayoutDocument | undefined {
  try {
    return layoutCv(cv, template, customization);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!reported.has(message)) {
      reported.add(message);
      console.error('CV layout failed', error);
    }
    return undefined;
  }
}

/** Equal values, looking one level into objects (an item's `font` is a fresh object per layout). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

function sameItem(a: LayoutItem, b: LayoutItem): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * `next` with every page and item that equals its counterpart in `previous` replaced by the previous
 * object. A layout builds all-new objects on every keystroke; with this, the preview's memoised pages
 * and items re-render only where the text actually moved (typing in one line touches one page, often
 * a handful of items), which keeps a keystroke's frame short on a long CV.
 */
export function sharePages(previous: LayoutDocument | undefined, next: LayoutDocument): LayoutDocument {
  if (!previous) return next;
  const pages = next.pages.map((page, index): LayoutPage => {
    const old = previous.pages[index];
    if (!old || old.width !== page.width || old.height !== page.height) return page;
    let changed = old.items.length !== page.items.length;
    const items = page.items.map((item, i) => {
      const before = old.items[i];
      if (before && sameItem(before, item)) return before;
      changed = true;
      return item;
    });
    return changed ? { ...page, items } : old;
  });
  return { ...next, pages };
}

/**
 * The CV laid out for the preview. The inputs are deferred: a keystroke renders the form at once
 * and the layout after it, at lower priority, so typing never waits for the pages. Unchanged pages
 * and items keep their objects from the last layout (`sharePages`).
 */
export function useCvLayout(
  cv: TBuilderCv,
  template: CvTemplateDefinition | undefined,
  customization: TCvCustomization,
): LayoutDocument | undefined {
  const deferredCv = useDeferredValue(cv);
  const deferredTemplate = useDeferredValue(template);
  const deferredCustomization = useDeferredValue(customization);
  const next = useMemo(
    () => (deferredTemplate ? safeLayout(deferredCv, deferredTemplate, deferredCustomization) : undefined),
    [deferredCv, deferredTemplate, deferredCustomization],
  );
  // State derived from the last layout, updated during render (React's pattern for it): a new
  // layout is shared against the one shown before.
  const [shown, setShown] = useState<{ source?: LayoutDocument; document?: LayoutDocument }>({});
  if (next !== shown.source) {
    const document = next ? sharePages(shown.document, next) : undefined;
    setShown({ source: next, document });
    return document;
  }
  return shown.document;
}

type SampleLanguage = 'en' | 'da';
/** Templates and the sample never change while the app runs: each thumbnail is laid out once. */
const thumbnails = new Map<string, LayoutDocument | undefined>();

/** A template's look on a sample CV in `language`, with the template's defaults (the gallery's cards). */
export function templateThumbnail(
  template: CvTemplateDefinition,
  language: SampleLanguage,
): LayoutDocument | undefined {
  const key = `${template.slug}:${language}`;
  if (!thumbnails.has(key))
    thumbnails.set(
      key,
      safeLayout(
        language === 'da' ? SAMPLE_CV_DA : SAMPLE_CV,
        template,
        defaultCustomization(template, language),
      ),
    );
  return thumbnails.get(key);
}

/** `templateThumbnail` for a card, so a gallery of twelve lays each template out once. */
export function useTemplateThumbnail(
  template: CvTemplateDefinition | undefined,
  language: SampleLanguage,
): LayoutDocument | undefined {
  return useMemo(() => (template ? templateThumbnail(template, language) : undefined), [template, language]);
}
