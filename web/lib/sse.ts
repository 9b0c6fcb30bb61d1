/** One server-sent event as the wire format defines it (HTML Living Standard, "event stream"). */
export type SseMessage = { event: string; data: string; id?: string };

type Pending = { event: string; data: string[]; id: string | undefined };

const emptyPending = (): Pending => ({ event: '', data: [], id: undefined });

/**
 * An incremental event-stream parser: feed it text as it arrives, in chunks split anywhere (inside
 * a line, between `\r` and `\n`, inside an event), and it hands back every event completed so far.
 * Written by hand rather than with EventSource because EventSource can only GET, and generation
 * and the assistant's replies are POSTs with a JSON body.
 */
export class SseParser {
  #buffer = '';
  #pending = emptyPending();

  /** Adds a chunk of text; returns the events it completed, in order. */
  push(chunk: string): SseMessage[] {
    this.#buffer += chunk;
    const messages: SseMessage[] = [];
    for (;;) {
      const end = this.#lineEnd();
      if (!end) break;
      const line = this.#buffer.slice(0, end.index);
      this.#buffer = this.#buffer.slice(end.index + end.length);
      const message = this.#readLine(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  /** The stream ended: a last event without its closing blank line is incomplete and dropped, as the standard says. */
  end(): void {
    this.#buffer = '';
    this.#pending = emptyPending();
  }

  /**
   * Where the first complete line ends. A `\r` as the buffer's last character may be the first half
   * of `\r\n` still in the next chunk, so the line waits for it.
   */
  #lineEnd(): { index: number; length: number } | null {
    const match = /\r\n|\r|\n/.exec(this.#buffer);
    if (!match) return null;
    if (match[0] === '\r' && match.index === this.#buffer.length - 1) return null;
    return { index: match.index, length: match[0].length };
  }

  #readLine(line: string): SseMessage | null {
    if (line === '') return this.#dispatch();
    if (line.startsWith(':')) return null; // a comment, e.g. a keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.#pending.event = value;
    else if (field === 'data') this.#pending.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.#pending.id = value;
    return null;
  }

  #dispatch(): SseMessage | null {
    const { event, data, id } = this.#pending;
    this.#pending = { ...emptyPending(), id };
    if (data.length === 0) return null;
    return { event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) };
  }
}

/**
 * Reads a response body as an event stream, calling `onMessage` for each event. Bytes are decoded
 * in streaming mode, so a character split across two network chunks (æ, ø, ß) arrives whole.
 */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: SseMessage) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (const message of parser.push(text)) onMessage(message);
      if (done) break;
    }
  } finally {
    parser.end();
    reader.releaseLock();
  }
}
