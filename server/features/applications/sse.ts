import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GenerationEvent } from '#domain/applications';

/**
 * Server-sent events on a Fastify reply. The reply is hijacked (Fastify no longer answers it), so
 * the headers our hooks would add are written here, and proxies are told not to buffer. Generic in
 * its events: the generator sends GenerationEvent, the assistant its own.
 */
export type EventStream<E extends { event: string; data: unknown } = GenerationEvent> = {
  send(event: E): void;
  end(): void;
  /** Aborted when the client goes away before the stream ended. */
  readonly signal: AbortSignal;
};

/** Whether the client asked for progress events instead of one JSON answer. */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

export function openEventStream<E extends { event: string; data: unknown } = GenerationEvent>(
  reply: FastifyReply,
): EventStream<E> {
  reply.hijack();
  const res = reply.raw;
  const gone = new AbortController();
  res.on('close', () => {
    if (!res.writableEnded) gone.abort();
  });
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
  });
  // Sends the headers now, so the client sees the stream open before the first stage finishes.
  res.flushHeaders();
  return {
    send(event) {
      if (res.writableEnded || res.destroyed) return;
      res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
    },
    end() {
      if (!res.writableEnded) res.end();
    },
    signal: gone.signal,
  };
}
