import { describe, expect, it } from 'vitest';
import { parseInline } from './inline';

describe('parseInline', () => {
  it('returns plain text as one part', () => {
    expect(parseInline('Just text.')).toEqual([{ kind: 'text', text: 'Just text.' }]);
  });

  it('splits bold runs and internal links', () => {
    expect(
      parseInline('See **Settings → Privacy** or the [Cookie Policy](/cookie-policy#categories).'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'bold', text: 'Settings → Privacy' },
      { kind: 'text', text: ' or the ' },
      { kind: 'link', text: 'Cookie Policy', to: '/cookie-policy#categories' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('marks code', () => {
    expect(parseInline('The `applywise.session_token` cookie')).toEqual([
      { kind: 'text', text: 'The ' },
      { kind: 'code', text: 'applywise.session_token' },
      { kind: 'text', text: ' cookie' },
    ]);
  });

  it('leaves links to other sites as text', () => {
    expect(parseInline('[x](https://example.com)')).toEqual([
      { kind: 'text', text: '[x](https://example.com)' },
    ]);
  });
});
