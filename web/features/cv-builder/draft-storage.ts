import { z } from 'zod';
import { ZBuilderCv, ZCvCustomization, emptyBuilderCv } from '#domain/cv-builder';

/**
 * The builder's work in progress, kept in the browser (issue 15: "autosave a draft so a reload or
 * a lost connection loses nothing"; decision 021: a visitor's draft survives signing up).
 */
const ZBuilderDraft = z.object({
  cv: ZBuilderCv,
  templateSlug: z.string().min(1).max(100).nullable(),
  customization: ZCvCustomization.nullable(),
  name: z.string().max(200),
  /** The saved builder CV this draft edits, if it has been saved. */
  savedId: z.string().nullable(),
  /** Whether it differs from what the server holds ("Unsaved changes"). */
  dirty: z.boolean(),
  /** Epoch ms of the last change. */
  updatedAt: z.number(),
});
export type BuilderDraft = z.infer<typeof ZBuilderDraft>;

/** Whose draft: a user id, or the one visitor of this browser. */
export type DraftOwner = string | 'visitor';

const PREFIX = 'applywise.cv-builder.draft.';
const VERSION = 1;

export const draftKey = (owner: DraftOwner) => `${PREFIX}${owner}`;

/** Nothing typed and no template chosen: not worth restoring or keeping. */
export function isBlankDraft(draft: Pick<BuilderDraft, 'cv' | 'templateSlug' | 'name'>): boolean {
  return (
    draft.templateSlug === null &&
    !draft.name.trim() &&
    JSON.stringify(draft.cv) === JSON.stringify(emptyBuilderCv())
  );
}

/** The stored draft, or null when there is none or it no longer fits the CV's shape. */
export function readDraft(storage: Storage | null, owner: DraftOwner): BuilderDraft | null {
  try {
    const raw = storage?.getItem(draftKey(owner));
    if (!raw) return null;
    const stored = JSON.parse(raw) as { version?: unknown; draft?: unknown };
    if (stored.version !== VERSION) return null;
    const parsed = ZBuilderDraft.safeParse(stored.draft);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores the draft; false when the browser refuses (storage full or blocked). */
export function writeDraft(storage: Storage | null, owner: DraftOwner, draft: BuilderDraft): boolean {
  if (!storage) return false;
  try {
    if (isBlankDraft(draft)) storage.removeItem(draftKey(owner));
    else storage.setItem(draftKey(owner), JSON.stringify({ version: VERSION, draft }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: Storage | null, owner: DraftOwner): void {
  try {
    storage?.removeItem(draftKey(owner));
  } catch {
    // Nothing stored to clear.
  }
}

/**
 * After signing up or in, the draft built as a visitor becomes the user's when it is the newer
 * work; an older one stays under the visitor (nothing is thrown away unasked).
 */
export function adoptVisitorDraft(storage: Storage | null, userId: string): BuilderDraft | null {
  const own = readDraft(storage, userId);
  const visitor = readDraft(storage, 'visitor');
  if (!visitor || (own && own.updatedAt >= visitor.updatedAt)) return own;
  // A visitor's draft was never saved on any account: its saved id cannot be this user's.
  const adopted = { ...visitor, savedId: null, dirty: true };
  if (writeDraft(storage, userId, adopted)) clearDraft(storage, 'visitor');
  return adopted;
}

/** localStorage, if this browser lets us use it. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
