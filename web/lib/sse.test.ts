import { describe, expect, it } from 'vitest';
import { SseParser, readSse, type SseMessage } from './sse';

const STREAM =
  'event: stage\ndata: {"stage":"analysing"}\n\n' +
  ': keep-alive\n\n' +
  'event: delta\r\ndata: {"text":"Sehr geehrte Damen und Herren,"}\r\n\r\n' +
  'event: delta\rdata: {"text":"Grüße"}\r\r' +
  'data: first line\ndata: second line\n\n';

const EXPECTED: SseMessage[] = [
  { event: 'stage', data: '{"stage":"analysing"}' },
  { event: 'delta', data: '{"text":"Sehr geehrte Damen und Herren,"}' },
  { event: 'delta', data: '{"text":"Grüße"}' },
  { event: 'message', data: 'first line\nsecond line' },
];

function parseInChunks(text: string, size: number): SseMessage[] {
  const parser = new SseParser();
  const out: SseMessage[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...parser.push(text.slice(i, i + size)));
  return out;
}

function bytesStream(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

describe('SseParser', () => {
  it('reads a whole stream in one chunk: events, multi-line data, comments and all three line endings', () => {
    expect(new SseParser().push(STREAM)).toEqual(EXPECTED);
  });

  it('gives the same events however the text is split, including mid-event and between \\r and \\n', () => {
    for (const size of [1, 2, 3, 5, 7, 13, 64]) expect(parseInChunks(STREAM, size)).toEqual(EXPECTED);
  });

  it('holds an event back until its blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.push('event: done\ndata: {"id":1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'done', data: '{"id":1}' }]);
  });

  it('drops an unfinished last event at the end of the stream and ignores events without data', () => {
    const parser = new SseParser();
    expect(parser.push('event: stage\n\nevent: delta\ndata: {"text":"cut')).toEqual([]);
    parser.end();
    expect(parser.push('data: next\n\n')).toEqual([{ event: 'message', data: 'next' }]);
  });

  it('keeps the value after "data:" without a space, and a field without a colon as empty', () => {
    expect(new SseParser().push('data:x\ndata\n\n')).toEqual([{ event: 'message', data: 'x\n' }]);
  });

  it('remembers the last event id', () => {
    expect(new SseParser().push('id: 7\ndata: a\n\ndata: b\n\n')).toEqual([
      { event: 'message', data: 'a', id: '7' },
      { event: 'message', data: 'b', id: '7' },
    ]);
  });
});

describe('readSse', () => {
  it('decodes multi-byte characters split across network chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Grüße aus Århus, Straße"}\n\n');
    const seen: SseMessage[] = [];
    await readSse(bytesStream(bytes, 1), (m) => seen.push(m));
    expect(seen).toEqual([{ event: 'delta', data: '{"text":"Grüße aus Århus, Straße"}' }]);
  });
});
