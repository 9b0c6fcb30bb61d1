import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The Markdown the assistant writes (headings, paragraphs, bold, inline code, links, ordered and
 * unordered lists nested by indentation, quotes), rendered as React elements: nothing is ever set
 * as HTML, so a reply cannot inject markup. Links go only to the app's own pages or to https
 * addresses; any other target shows as plain text.
 */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: Block[][] };

const LIST_ITEM = /^(\d+)\.\s+|^[-*•]\s+/;

/** Lines indented under a list item (two spaces or more) belong to it. */
function indented(line: string): boolean {
  return /^ {2,}\S/.test(line) || line.trim() === '';
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const trimmed = line.trim();
    if (!trimmed) {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(trimmed);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
      i++;
      continue;
    }
    if (trimmed.startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith('>'))
        quoted.push(lines[i++]!.trim().replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', text: quoted.join(' ') });
      continue;
    }
    const item = LIST_ITEM.exec(trimmed);
    if (item && !/^\s/.test(line)) {
      const ordered = Boolean(item[1]);
      const list: Extract<Block, { kind: 'list' }> = {
        kind: 'list',
        ordered,
        start: ordered ? Number(item[1]) : 1,
        items: [],
      };
      while (i < lines.length) {
        const next = LIST_ITEM.exec(lines[i]!);
        if (!next || Boolean(next[1]) !== ordered) break;
        const body = [lines[i]!.slice(next[0].length)];
        i++;
        // The item's own lines: indented ones, and blank lines followed by an indented one.
        while (i < lines.length && indented(lines[i]!)) {
          if (lines[i]!.trim() === '' && !(i + 1 < lines.length && /^ {2,}\S/.test(lines[i + 1]!))) break;
          body.push(lines[i]!.replace(/^ {2,4}/, ''));
          i++;
        }
        list.items.push(parseMarkdown(body.join('\n')));
        // A blank line between items keeps the list going.
        while (
          i < lines.length &&
          lines[i]!.trim() === '' &&
          i + 1 < lines.length &&
          LIST_ITEM.test(lines[i + 1]!)
        )
          i++;
      }
      blocks.push(list);
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() &&
      !/^(#{1,6})\s/.test(lines[i]!.trim()) &&
      !lines[i]!.trim().startsWith('>') &&
      !(LIST_ITEM.test(lines[i]!) && !/^\s/.test(lines[i]!))
    )
      paragraph.push(lines[i++]!.trim());
    blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

/** Where a link may go: the app's own pages (client-side) or an https address (new tab). */
export function safeHref(href: string): { internal: boolean; href: string } | null {
  if (/^\/(?!\/)[^\s]*$/.test(href)) return { internal: true, href };
  if (/^https:\/\/[^\s]+$/i.test(href)) return { internal: false, href };
  return null;
}

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = `${m.index}`;
    if (m[1] !== undefined) out.push(<strong key={key}>{inline(m[1])}</strong>);
    else if (m[2] !== undefined)
      out.push(
        <code key={key} className="rounded bg-muted px-1 py-0.5 text-[0.9em]">
          {m[2]}
        </code>,
      );
    else {
      const target = safeHref(m[4]!);
      const label = inline(m[3]!);
      const className = 'font-medium text-primary underline underline-offset-2 hover:no-underline';
      out.push(
        !target ? (
          <Fragment key={key}>{label}</Fragment>
        ) : target.internal ? (
          <Link key={key} to={target.href} className={className}>
            {label}
          </Link>
        ) : (
          <a key={key} href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
            {label}
          </a>
        ),
      );
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const HEADING_CLASS = ['text-lg font-semibold', 'text-base font-semibold', 'text-sm font-semibold'];

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      // Replies sit under the page's h1 and the chat's h2: their headings start at h3.
      const level = Math.min(block.level + 2, 6);
      const Tag = `h${level}` as 'h3';
      return <Tag className={HEADING_CLASS[Math.min(block.level, 3) - 1]}>{inline(block.text)}</Tag>;
    }
    case 'paragraph':
      return <p>{inline(block.text)}</p>;
    case 'quote':
      return (
        <blockquote className="border-l-2 border-border pl-3 text-muted-foreground">
          {inline(block.text)}
        </blockquote>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i} className="space-y-1 pl-1">
          {item.map((b, j) =>
            // A one-paragraph item reads as text, not a separate paragraph.
            b.kind === 'paragraph' ? (
              <Fragment key={j}>{j ? <p>{inline(b.text)}</p> : inline(b.text)}</Fragment>
            ) : (
              <BlockView key={j} block={b} />
            ),
          )}
        </li>
      ));
      return block.ordered ? (
        <ol start={block.start} className="list-decimal space-y-2 pl-4 sm:pl-5">
          {items}
        </ol>
      ) : (
        <ul className="list-disc space-y-1 pl-4 sm:pl-5">{items}</ul>
      );
    }
  }
}

export function Markdown({ source }: { source: string }) {
  return (
    <div className="space-y-3 break-words text-sm leading-relaxed">
      {parseMarkdown(source).map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}
