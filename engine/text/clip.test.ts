import { describe, expect, it } from 'vitest';
import { clip, clipText } from './clip.ts';

describe('clip', () => {
  it('keeps a short phrase on one line', () => {
    expect(clip('  Senior\n developer  ', 40)).toBe('Senior developer');
  });

  it('cuts a long phrase at a word, without trailing punctuation, and marks the cut', () => {
    expect(clip('Experience with logistics, warehousing and transport', 30)).toBe(
      'Experience with logistics…',
    );
    expect(clip('Python, Java, Kotlin and Go', 14)).toBe('Python, Java…');
  });
});

describe('clipText', () => {
  it('keeps the lines and cuts at a line end near the limit', () => {
    const text = `${'a'.repeat(90)}\n${'b'.repeat(30)}`;
    expect(clipText(text, 100)).toBe('a'.repeat(90));
    expect(clipText('short\ntext', 100)).toBe('short\ntext');
  });

  it('cuts mid-line when no line ends near the limit', () => {
    expect(clipText(`ab\n${'c'.repeat(200)}`, 100)).toBe(`ab\n${'c'.repeat(97)}`);
  });
});
