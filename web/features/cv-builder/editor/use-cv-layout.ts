import { useDeferredValue, useMemo } from 'react';
import type { CvTemplateDefinition, TBuilderCv, TCvCustomization } from '#domain/cv-builder';
import { defaultCustomization, layoutCv } from '#domain/cv-builder/layout';
import type { LayoutDocument } from '#domain/cv-builder/pages';
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

/**
 * The CV laid out for the preview. The inputs are deferred: a keystroke renders the form at once
 * and the layout after it, at lower priority, so typing never waits for the pages.
 */
export function useCvLayout(
  cv: TBuilderCv,
  template: CvTemplateDefinition | undefined,
  customization: TCvCustomization,
): LayoutDocument | undefined {
  const deferredCv = useDeferredValue(cv);
  const deferredTemplate = useDeferredValue(template);
  const deferredCustomization = useDeferredValue(customization);
  return useMemo(
    () => (deferredTemplate ? safeLayout(deferredCv, deferredTemplate, deferredCustomization) : undefined),
    [deferredCv, deferredTemplate, deferredCustomization],
  );
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
