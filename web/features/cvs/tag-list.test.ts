import { describe, expect, it } from 'vitest';
import { addTag, dateFromInput, removeTag } from './tag-list';

describe('skill and certification lists', () => {
  it('adds a trimmed value once, ignoring blanks and case-insensitive duplicates', () => {
    expect(addTag(['React'], '  TypeScript ')).toEqual(['React', 'TypeScript']);
    expect(addTag(['React'], '   ')).toEqual(['React']);
    expect(addTag(['React'], 'react')).toEqual(['React']);
  });

  it('removes by position without touching the original', () => {
    const list = ['a', 'b', 'c'];
    expect(removeTag(list, 1)).toEqual(['a', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('turns a blank date input into null and trims the rest', () => {
    expect(dateFromInput('  ')).toBeNull();
    expect(dateFromInput(' 2019-03 ')).toBe('2019-03');
    expect(dateFromInput(null)).toBeNull();
  });
});
