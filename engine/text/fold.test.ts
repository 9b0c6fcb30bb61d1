import { describe, expect, it } from 'vitest';
import { fold, foldForSearch, foldInPlace, foldWords } from './fold.ts';

describe('fold', () => {
  it('takes off case and accents but keeps æ, ø and ß', () => {
    expect(fold('Développeur Ærø Straße')).toBe('developpeur ærø straße');
    expect(fold('We’re `here`')).toBe("we're 'here'");
  });
});

describe('foldWords', () => {
  it('leaves words, digits, + and # separated by single spaces', () => {
    expect(foldWords('  C++, C# and Node.js – 5 år! ')).toBe('c++ c# and node js 5 ar');
    expect(foldWords('we’re')).toBe('we re');
  });

  it('is fold with the punctuation collapsed', () => {
    const text = 'Projektleder (Ærø) – “gestión”; l’équipe';
    expect(foldWords(text)).toBe(
      fold(text)
        .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
        .trim(),
    );
  });
});

describe('foldInPlace', () => {
  it('keeps one unit per input unit, so offsets in the folded text hold in the original', () => {
    for (const text of ['Ærø Łódź', 'İstanbul', 'e\u0301te\u0301', 'naïve 😀 café', 'Straße']) {
      expect(foldInPlace(text)).toHaveLength(text.length);
    }
    const cv = 'Nuværende: Ørsted, København';
    const at = foldInPlace(cv).indexOf('orsted');
    expect(cv.slice(at, at + 'orsted'.length)).toBe('Ørsted');
  });

  it('takes strokes off too, as people type them', () => {
    expect(foldInPlace('Ansøgning Łódź Đorđe')).toBe('ansogning lodz dorde');
    expect(foldInPlace('Æ ß')).toBe('æ ß');
  });
});

describe('foldForSearch', () => {
  it('folds as people type: strokes off and æ as "ae"', () => {
    expect(foldForSearch('Vælg Ansøgning')).toBe('vaelg ansogning');
    expect(foldForSearch('vaelg ansogning')).toBe('vaelg ansogning');
  });
});
