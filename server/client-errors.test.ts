import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(request: string): Promise<string> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests refused before any route runs', () => {
  it('answer in the app’s error shape, never with Fastify’s codes', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/applications/${'a'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The address is too long.' } });
    const bad = await t.app.inject({ method: 'GET', url: '/api/cvs/%zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The address is not valid.' } });

    const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1.1 431 /);
    expect(huge.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'The request headers are too large.' } }),
    );
    const malformed = await raw('NOT A REQUEST\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1.1 400 /);
    expect(malformed).toContain('"message":"The request is malformed."');
    expect(malformed).not.toContain('FST_');
  });
});
