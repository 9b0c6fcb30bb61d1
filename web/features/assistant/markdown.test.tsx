import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown, parseMarkdown, safeHref } from './markdown';

const html = (source: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  );

describe('assistant Markdown', () => {
  it('nests indented bullets and quotes under numbered items', () => {
    const blocks = parseMarkdown(
      '## Title\n\nIntro\n\n1. **Q one**\n   - evidence\n   > “a line”\n\n2. Q two\n\n### After',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'heading']);
    const list = blocks[2]!;
    if (list.kind !== 'list') throw new Error('not a list');
    expect(list.items).toHaveLength(2);
    expect(list.items[0]!.map((b) => b.kind)).toEqual(['paragraph', 'list', 'quote']);
  });

  it('renders headings below the page headings, bold, code and lists', () => {
    const out = html('## Plan\n\n- **Bold** and `code`\n- two\n\n3. third');
    expect(out).toContain('<h4');
    expect(out).toContain('<strong>Bold</strong>');
    expect(out).toContain('<code');
    expect(out).toMatch(/<ul[^>]*><li[^>]*>/);
    expect(out).toContain('<ol start="3"');
  });

  it('links to the app and to https only; other targets are plain text', () => {
    const out = html('[Open](/new-job?from=1) [Site](https://example.com) [Bad](javascript:alert(1))');
    expect(out).toContain('href="/new-job?from=1"');
    expect(out).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('Bad');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('http://example.com')).toBeNull();
  });

  it('shows markup in a reply as text', () => {
    const out = html('<img src=x onerror=alert(1)> **<b>hi</b>**');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;img');
    expect(out).toContain('<strong>&lt;b&gt;hi&lt;/b&gt;</strong>');
  });
});
