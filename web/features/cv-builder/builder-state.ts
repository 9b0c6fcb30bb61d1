import {
  emptyBuilderCv,
  type CvTemplateDefinition,
  type TBuilderCv,
  type TBuilderCvDetail,
  type TCvCustomization,
} from '#domain/cv-builder';
import { defaultCustomization } from '#domain/cv-builder/layout';
import { findTemplate } from '#domain/cv-builder/templates';
import { isBlankDraft, type BuilderDraft } from './draft-storage';

/** Spec 001 §6 "CV builder: select-template, build-cv (on template choice), back to select-template". */
export type BuilderStep = 'select' | 'build';

export type BuilderState = BuilderDraft & { step: BuilderStep };

export type BuilderAction =
  | { type: 'chooseTemplate'; slug: string; language: TCvCustomization['language'] }
  | { type: 'backToTemplates' }
  | { type: 'editCv'; cv: TBuilderCv }
  | { type: 'editCustomization'; customization: TCvCustomization }
  | { type: 'rename'; name: string }
  /** A CV the server holds (opened, saved, updated or duplicated): nothing unsaved after it. */
  | { type: 'loadSaved'; detail: TBuilderCvDetail }
  | { type: 'restore'; draft: BuilderDraft }
  /** Data to start from (default CV, profile, an import): replaces the CV's content only. */
  | { type: 'fill'; cv: TBuilderCv }
  /** The saved CV was deleted: what is in the form is now unsaved work. */
  | { type: 'forgetSaved' }
  | { type: 'discard' };

export const initialBuilderState = (now = Date.now()): BuilderState => ({
  step: 'select',
  cv: emptyBuilderCv(),
  templateSlug: null,
  customization: null,
  name: '',
  savedId: null,
  dirty: false,
  updatedAt: now,
});

/**
 * The customisation on a newly chosen template: the template's own look (colour, font, size,
 * spacing, margins), while what the user arranged (section order and visibility, dates, page
 * size, the CV's language) carries over.
 */
export function customizationFor(
  template: CvTemplateDefinition,
  previous: TCvCustomization | null,
  language: TCvCustomization['language'],
): TCvCustomization {
  const fresh = defaultCustomization(template, previous?.language ?? language);
  if (!previous) return fresh;
  return {
    ...fresh,
    pageSize: previous.pageSize,
    sectionOrder: previous.sectionOrder,
    hiddenSections: previous.hiddenSections,
    dateFormat: previous.dateFormat,
  };
}

export function builderReducer(state: BuilderState, action: BuilderAction, now = Date.now()): BuilderState {
  const changed = (next: Partial<BuilderState>): BuilderState => ({
    ...state,
    ...next,
    dirty: true,
    updatedAt: now,
  });
  switch (action.type) {
    case 'chooseTemplate': {
      const template = findTemplate(action.slug);
      if (!template) return state;
      if (state.templateSlug === action.slug && state.customization) return { ...state, step: 'build' };
      return {
        ...changed({
          templateSlug: action.slug,
          customization: customizationFor(template, state.customization, action.language),
          step: 'build',
        }),
        // Choosing a template for a blank CV is not yet a change worth saving.
        dirty: state.dirty || state.savedId !== null,
      };
    }
    case 'backToTemplates':
      return { ...state, step: 'select', templateSlug: null, updatedAt: now };
    case 'editCv':
      return changed({ cv: action.cv });
    case 'editCustomization':
      return changed({ customization: action.customization });
    case 'rename':
      return changed({ name: action.name });
    case 'loadSaved':
      return {
        step: 'build',
        cv: action.detail.content,
        templateSlug: action.detail.templateSlug,
        customization: action.detail.customization,
        name: action.detail.name,
        savedId: action.detail.id,
        dirty: false,
        updatedAt: now,
      };
    case 'restore':
      return { ...action.draft, step: action.draft.templateSlug ? 'build' : 'select' };
    case 'fill':
      return changed({ cv: action.cv });
    case 'forgetSaved':
      return changed({ savedId: null });
    case 'discard':
      return { ...initialBuilderState(now), step: state.step === 'build' ? 'select' : state.step };
  }
}

/** What the autosave keeps of the state (the step follows from the template on restore). */
export function draftOf({ step: _step, ...draft }: BuilderState): BuilderDraft {
  return draft;
}

/** Whether the CV is still as it started: only then may "start from what we know" fill it. */
export const isPristine = (state: BuilderState) =>
  state.savedId === null && isBlankDraft({ ...state, templateSlug: null });
