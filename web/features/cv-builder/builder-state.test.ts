import { describe, expect, it } from 'vitest';
import { emptyBuilderCv, type TBuilderCvDetail } from '#domain/cv-builder';
import { defaultCustomization } from '#domain/cv-builder/layout';
import { findTemplate } from '#domain/cv-builder/templates';
import { builderReducer, customizationFor, draftOf, initialBuilderState, isPristine } from './builder-state';

const classic = findTemplate('classic')!;
const modern = findTemplate('modern')!;

describe('builderReducer', () => {
  it('goes to the build step with the template’s own look when one is chosen', () => {
    const state = builderReducer(
      initialBuilderState(0),
      { type: 'chooseTemplate', slug: 'modern', language: 'da' },
      1,
    );
    expect(state).toMatchObject({ step: 'build', templateSlug: 'modern', dirty: false });
    expect(state.customization).toEqual(defaultCustomization(modern, 'da'));
  });

  it('ignores a template it does not know', () => {
    const start = initialBuilderState(0);
    expect(builderReducer(start, { type: 'chooseTemplate', slug: 'nope', language: 'en' })).toBe(start);
  });

  it('clears the template on Back to Templates and keeps the CV', () => {
    let state = builderReducer(initialBuilderState(0), {
      type: 'chooseTemplate',
      slug: 'classic',
      language: 'en',
    });
    state = builderReducer(state, { type: 'editCv', cv: { ...emptyBuilderCv(), fullName: 'Ada' } });
    state = builderReducer(state, { type: 'backToTemplates' });
    expect(state).toMatchObject({ step: 'select', templateSlug: null, dirty: true });
    expect(state.cv.fullName).toBe('Ada');
  });

  it('is clean after loading a saved CV and dirty after an edit', () => {
    const detail: TBuilderCvDetail = {
      id: 'cv1',
      name: 'Mit CV',
      templateSlug: 'classic',
      content: { ...emptyBuilderCv(), fullName: 'Ada' },
      customization: defaultCustomization(classic),
      createdAt: '',
      updatedAt: '',
    };
    let state = builderReducer(initialBuilderState(0), { type: 'loadSaved', detail });
    expect(state).toMatchObject({ step: 'build', savedId: 'cv1', dirty: false, name: 'Mit CV' });
    state = builderReducer(state, { type: 'rename', name: 'Nyt navn' });
    expect(state.dirty).toBe(true);
  });

  it('restores a draft on the step its template implies', () => {
    const draft = draftOf({
      ...initialBuilderState(5),
      templateSlug: 'classic',
      customization: defaultCustomization(classic),
    });
    expect(builderReducer(initialBuilderState(0), { type: 'restore', draft }).step).toBe('build');
    expect(
      builderReducer(initialBuilderState(0), { type: 'restore', draft: { ...draft, templateSlug: null } })
        .step,
    ).toBe('select');
  });

  it('is pristine until something is typed or saved', () => {
    const chosen = builderReducer(initialBuilderState(0), {
      type: 'chooseTemplate',
      slug: 'classic',
      language: 'en',
    });
    expect(isPristine(chosen)).toBe(true);
    expect(
      isPristine(builderReducer(chosen, { type: 'editCv', cv: { ...emptyBuilderCv(), phone: '1' } })),
    ).toBe(false);
  });
});

describe('customizationFor', () => {
  it('takes the new template’s look and keeps what the user arranged', () => {
    const arranged = {
      ...defaultCustomization(classic, 'da'),
      pageSize: 'Letter' as const,
      hiddenSections: ['projects' as const],
      dateFormat: 'YYYY-MM' as const,
    };
    const next = customizationFor(modern, arranged, 'en');
    expect(next).toMatchObject({
      ...modern.defaults,
      pageSize: 'Letter',
      hiddenSections: ['projects'],
      dateFormat: 'YYYY-MM',
      language: 'da',
    });
  });
});
