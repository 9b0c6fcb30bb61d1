/**
 * Adds a typed skill or certification to a list: trimmed, blank ignored, and a case-insensitive
 * duplicate ignored (spec 001 §5: skills are trimmed and must not be empty).
 */
export function addTag(list: readonly string[], draft: string): string[] {
  const value = draft.trim();
  if (!value || list.some((item) => item.toLowerCase() === value.toLowerCase())) return [...list];
  return [...list, value];
}

export function removeTag(list: readonly string[], index: number): string[] {
  return list.filter((_, i) => i !== index);
}

/** A blank date input means "no date"; the schema then accepts null instead of an empty string. */
export function dateFromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
