import { describe, expect, it } from 'vitest';
import { contentStems } from './stem.ts';
import { tokenize } from './tokens.ts';

describe('tokens and content words', () => {
  it('keeps technology spellings whole', () => {
    expect(tokenize('C#, C++, .NET, Node.js and CI/CD.').map((t) => t.key)).toEqual([
      'c#',
      'c++',
      '.net',
      'node.js',
      'and',
      'ci',
      'cd',
    ]);
  });

  it('drops function words in all five languages', () => {
    expect(contentStems('Du har erfaring med lager og truck', 'da')).toEqual(['erfaring', 'lag', 'truck']);
    expect(contentStems('Experience with the sales of insurance', 'en')).toEqual([
      'experienc',
      'sal',
      'insuranc',
    ]);
  });
});
