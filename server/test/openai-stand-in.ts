import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible server (POST /v1/chat/completions) on loopback, for tests of
 * the model paths: plain JSON answers and `stream: true` answers as server-sent chunks in OpenAI's
 * format, with a configurable answer, failure and pace.
 */

/** A chat message as the client sends it: tool calls of the model's turns, results in `tool` turns. */
export type StandInMessage = {
  role: string;
  content: string;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
};

/** A function call the model makes: a tool's name and its arguments (JSON text, or a value to encode). */
export type StandInToolCall = { name: string; arguments: string | Record<string, unknown> };

/** What the model answers: text, or calls of the tools the request offered (OpenAI's `tool_calls`). */
export type StandInAnswer = string | { toolCalls: StandInToolCall[] };

export type StandInRequest = {
  url: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: StandInMessage[];
    [key: string]: unknown;
  };
};

export type StandInBehaviour = {
  /**
   * The assistant's answer, or a function of the request (a script: e.g. call a tool when no tool
   * result is in the request yet, then answer from the result; see `toolResults`).
   */
  answer: StandInAnswer | ((request: StandInRequest) => StandInAnswer);
  /** An HTTP error status to answer with instead (e.g. 500, 429). */
  failStatus: number | null;
  /** Waits this long before answering (timeouts). */
  delayMs: number;
  /** Streaming: waits this long between chunks. */
  chunkDelayMs: number;
  /** Streaming: words per chunk. */
  wordsPerChunk: number;
  /** Streaming: cuts the connection after this many chunks (a provider dying mid-answer). */
  dropAfterChunks: number | null;
};

const DEFAULTS: StandInBehaviour = {
  answer: 'Hello from the stand-in model.',
  failStatus: null,
  delayMs: 0,
  chunkDelayMs: 0,
  wordsPerChunk: 3,
  dropAfterChunks: null,
};

export type OpenAiStandIn = {
  /** Base URL for AI_BASE_URL (ends in /v1). */
  url: string;
  /** Every request received, in order. */
  requests: StandInRequest[];
  /** Changes the behaviour for the following requests (unset keys keep their value). */
  set(behaviour: Partial<StandInBehaviour>): void;
  /** Back to the defaults, requests forgotten. */
  reset(): void;
  /** Requests whose connection the client closed before the answer ended. */
  abortedRequests(): number;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}

/** The answer cut into chunks of a few words, keeping the whitespace so they join back exactly. */
export function chunksOf(text: string, wordsPerChunk: number): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

/** The results of the tools the model called, in the order the request carries them. */
export function toolResults(request: StandInRequest): { id: string; content: string }[] {
  return (request.body.messages ?? []).flatMap((m) =>
    m.role === 'tool' ? [{ id: m.tool_call_id ?? '', content: m.content }] : [],
  );
}

/** The calls in OpenAI's form, ids unique within the request. */
function toolCallsOf(calls: readonly StandInToolCall[]) {
  return calls.map((c, i) => ({
    id: `call_${i + 1}`,
    type: 'function' as const,
    function: {
      name: c.name,
      arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
    },
  }));
}

const completion = (answer: StandInAnswer) => ({
  id: 'chatcmpl-stand-in',
  object: 'chat.completion',
  created: 1,
  model: 'stand-in',
  choices: [
    typeof answer === 'string'
      ? { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer } }
      : {
          index: 0,
          finish_reason: 'tool_calls',
          message: { role: 'assistant', content: null, tool_calls: toolCallsOf(answer.toolCalls) },
        },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

const chunk = (delta: Record<string, unknown>, finishReason: string | null) => ({
  id: 'chatcmpl-stand-in',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'stand-in',
  choices: [{ index: 0, delta, finish_reason: finishReason }],
});

export async function startOpenAiStandIn(initial: Partial<StandInBehaviour> = {}): Promise<OpenAiStandIn> {
  let behaviour: StandInBehaviour = { ...DEFAULTS, ...initial };
  const requests: StandInRequest[] = [];
  let aborted = 0;

  async function stream(res: ServerResponse, answer: StandInAnswer, closed: () => boolean) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    send(chunk({ role: 'assistant', content: '' }, null));
    if (typeof answer !== 'string') {
      // As OpenAI streams calls: the name and id first, then the arguments in pieces.
      for (const [index, call] of toolCallsOf(answer.toolCalls).entries()) {
        send(
          chunk({ tool_calls: [{ index, ...call, function: { ...call.function, arguments: '' } }] }, null),
        );
        for (const piece of call.function.arguments.match(/[\s\S]{1,8}/g) ?? [])
          send(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }, null));
      }
      send(chunk({}, 'tool_calls'));
      return res.end('data: [DONE]\n\n');
    }
    const parts = chunksOf(answer, behaviour.wordsPerChunk);
    for (const [i, part] of parts.entries()) {
      if (behaviour.dropAfterChunks !== null && i >= behaviour.dropAfterChunks) {
        res.destroy();
        return;
      }
      if (behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs);
      if (closed()) return;
      send(chunk({ content: part }, null));
    }
    send(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => {
    void (async () => {
      let closed = false;
      res.on('close', () => {
        if (!res.writableEnded) {
          closed = true;
          aborted++;
        }
      });
      const request: StandInRequest = {
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse((await readBody(req)) || '{}') as StandInRequest['body'],
      };
      requests.push(request);
      if (behaviour.delayMs) await sleep(behaviour.delayMs);
      if (closed) return;
      if (!request.url.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'not found' } }));
      }
      if (behaviour.failStatus) {
        res.writeHead(behaviour.failStatus, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
      }
      const answer = typeof behaviour.answer === 'function' ? behaviour.answer(request) : behaviour.answer;
      if (request.body.stream) return stream(res, answer, () => closed);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(answer)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    set(next) {
      behaviour = { ...behaviour, ...next };
    },
    reset() {
      behaviour = { ...DEFAULTS };
      requests.length = 0;
      aborted = 0;
    },
    abortedRequests: () => aborted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
