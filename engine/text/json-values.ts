/**
 * Reading loosely typed JSON (schema.org JSON-LD, job-board APIs) without trusting its shape: a
 * value is a record or it is not, a text is a string or a number with its whitespace squashed, and
 * a field that may be one value or an array is always read as a list.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const jsonText = (value: unknown): string =>
  typeof value === 'string'
    ? value.replace(/\s+/g, ' ').trim()
    : typeof value === 'number'
      ? String(value)
      : '';

export const jsonList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value == null ? [] : [value];
