import { describe, expect, it } from 'vitest';
import { emptyBuilderCv } from '#domain/cv-builder';
import { defaultCustomization } from '#domain/cv-builder/layout';
import { CV_TEMPLATES } from '#domain/cv-builder/templates';
import {
  adoptVisitorDraft,
  clearDraft,
  draftKey,
  isBlankDraft,
  readDraft,
  writeDraft,
  type BuilderDraft,
} from './draft-storage';

/** localStorage's behaviour, with a quota to refuse writes. */
function memoryStorage(refuse = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

const template = CV_TEMPLATES[0]!;
const draft = (over: Partial<BuilderDraft> = {}): BuilderDraft => ({
  cv: { ...emptyBuilderCv(), fullName: 'Søren Østergaard', skills: ['SQL'] },
  templateSlug: template.slug,
  customization: defaultCustomization(template),
  name: 'Mit CV',
  savedId: null,
  dirty: true,
  updatedAt: 1000,
  ...over,
});

describe('draft storage', () => {
  it('restores what it stored, per owner', () => {
    const storage = memoryStorage();
    expect(writeDraft(storage, 'u1', draft())).toBe(true);
    expect(readDraft(storage, 'u1')).toEqual(draft());
    expect(readDraft(storage, 'u2')).toBeNull();
    expect(readDraft(storage, 'visitor')).toBeNull();
  });

  it('ignores a stored value that is not a draft of this shape', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('u1'), '{not json');
    expect(readDraft(storage, 'u1')).toBeNull();
    storage.setItem(draftKey('u1'), JSON.stringify({ version: 1, draft: { cv: { fullName: 3 } } }));
    expect(readDraft(storage, 'u1')).toBeNull();
    storage.setItem(draftKey('u1'), JSON.stringify({ version: 0, draft: draft() }));
    expect(readDraft(storage, 'u1')).toBeNull();
  });

  it('does not keep a blank draft, and removes the previous one', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'u1', draft());
    const blank = draft({ cv: emptyBuilderCv(), templateSlug: null, name: ' ' });
    expect(isBlankDraft(blank)).toBe(true);
    writeDraft(storage, 'u1', blank);
    expect(storage.getItem(draftKey('u1'))).toBeNull();
  });

  it('reports a refused write and survives without storage', () => {
    expect(writeDraft(memoryStorage(true), 'u1', draft())).toBe(false);
    expect(writeDraft(null, 'u1', draft())).toBe(false);
    expect(readDraft(null, 'u1')).toBeNull();
    expect(() => clearDraft(null, 'u1')).not.toThrow();
  });

  it('hands a visitor draft to the user who signs up, as unsaved work', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'visitor', draft({ savedId: 'someone-elses', dirty: false }));
    const adopted = adoptVisitorDraft(storage, 'u1');
    expect(adopted).toMatchObject({ name: 'Mit CV', savedId: null, dirty: true });
    expect(readDraft(storage, 'u1')).toEqual(adopted);
    expect(readDraft(storage, 'visitor')).toBeNull();
  });

  it("keeps the user's own newer draft over an older visitor draft", () => {
    const storage = memoryStorage();
    writeDraft(storage, 'visitor', draft({ name: 'visitor', updatedAt: 1 }));
    writeDraft(storage, 'u1', draft({ name: 'own', updatedAt: 2 }));
    expect(adoptVisitorDraft(storage, 'u1')?.name).toBe('own');
    expect(readDraft(storage, 'visitor')?.name).toBe('visitor');
  });
});
