import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { fetchPage, STRICT_POLICY, type FetchPolicy } from './fetch-page.ts';

const AD =
  '<html><head><title>Lagermedarbejder</title></head><body><h1>Lagermedarbejder i Århus</h1></body></html>';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) {
      const left = Number(hop[1]);
      response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/ad' }).end();
    } else if (path === '/ad') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(AD);
    } else if (path === '/gzip') {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(AD));
    } else if (path === '/latin1') {
      response
        .writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' })
        .end(Buffer.from('Århus, Ærø', 'latin1'));
    } else if (path === '/to-private') {
      response.writeHead(301, { location: 'http://10.0.0.1/admin' }).end();
    } else if (path === '/big') {
      // Chunked, no length announced: the cap must cut the stream itself.
      response.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 50; i++) response.write('x'.repeat(1000));
      response.end();
    } else if (path === '/big-declared') {
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-length': '5000' })
        .end('x'.repeat(5000));
    } else if (path === '/pdf') {
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
    } else if (path === '/missing') {
      response.writeHead(404, { 'content-type': 'text/html' }).end('gone');
    } else if (path === '/slow') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html>');
      // …and never finishes.
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * For the happy paths only: this test server is on loopback, which the real policy refuses. The
 * widened policy allows exactly 127.0.0.1 on any port, and resolves the made-up host jobs.example
 * to it (a name real DNS does not know, so reaching the server proves the checked address is the
 * one connected to).
 */
const LOOPBACK_ONLY: FetchPolicy = {
  ...STRICT_POLICY,
  allowAddress: (address) => address === '127.0.0.1',
  allowPort: () => true,
  resolve: async (hostname) =>
    hostname === 'jobs.example' ? ['127.0.0.1'] : STRICT_POLICY.resolve(hostname),
  timeoutMs: 2000,
  maxBytes: 4000,
};

async function failure(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; reason?: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message, reason: error.fields?.url };
}

describe('fetchPage under the strict policy (what the route uses)', () => {
  it.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'ftp://example.com/job.txt',
    'file:///etc/passwd',
    'gopher://example.com/',
    'http://example.com:8080/job',
    'https://user:secret@example.com/job',
    'not a url',
  ])('refuses %s with URL_NOT_ALLOWED', async (url) => {
    expect(await failure(fetchPage(url))).toMatchObject({
      code: 'URL_NOT_ALLOWED',
      message: 'This address cannot be fetched.',
    });
  });

  it('refuses a host name that resolves to loopback or to any private address among public ones', async () => {
    const resolvingTo = (addresses: string[]): FetchPolicy => ({
      ...STRICT_POLICY,
      resolve: async () => addresses,
    });
    for (const addresses of [['127.0.0.1'], ['93.184.215.14', '10.0.0.5'], ['2606:4700::1111', '::1'], []]) {
      expect((await failure(fetchPage('https://jobs.example/ad', resolvingTo(addresses)))).code).toBe(
        'URL_NOT_ALLOWED',
      );
    }
  });

  it('refuses the local test server itself', async () => {
    expect((await failure(fetchPage(`http://127.0.0.1:${port}/ad`))).code).toBe('URL_NOT_ALLOWED');
  });
});

describe('fetchPage against a local server (loopback allowed for the test)', () => {
  const url = (path: string) => `http://jobs.example:${port}${path}`;

  it('fetches an HTML page through the checked address, gzip or not', async () => {
    expect(await fetchPage(url('/ad'), LOOPBACK_ONLY)).toEqual({
      url: url('/ad'),
      type: 'text/html',
      body: AD,
    });
    expect((await fetchPage(url('/gzip'), LOOPBACK_ONLY)).body).toBe(AD);
  });

  it('decodes the charset the page declares', async () => {
    expect(await fetchPage(url('/latin1'), LOOPBACK_ONLY)).toMatchObject({
      type: 'text/plain',
      body: 'Århus, Ærø',
    });
  });

  it('follows up to three redirects and reports where it ended', async () => {
    expect((await fetchPage(url('/hop/2'), LOOPBACK_ONLY)).url).toBe(url('/ad'));
    expect(await failure(fetchPage(url('/hop/3'), LOOPBACK_ONLY))).toMatchObject({
      code: 'JOB_AD_FETCH_FAILED',
      reason: 'The page redirects too often.',
    });
  });

  it('checks every redirect target again', async () => {
    expect((await failure(fetchPage(url('/to-private'), LOOPBACK_ONLY))).code).toBe('URL_NOT_ALLOWED');
  });

  it('stops reading past the size limit, announced or not', async () => {
    for (const path of ['/big', '/big-declared']) {
      expect(await failure(fetchPage(url(path), LOOPBACK_ONLY))).toMatchObject({
        code: 'JOB_AD_FETCH_FAILED',
        message: 'We could not read a job ad from that page. Paste the text instead.',
        reason: 'The page is too large.',
      });
    }
  });

  it('refuses what is not HTML or text, and error statuses', async () => {
    expect((await failure(fetchPage(url('/pdf'), LOOPBACK_ONLY))).reason).toBe(
      'The address is not a web page.',
    );
    expect((await failure(fetchPage(url('/missing'), LOOPBACK_ONLY))).reason).toBe(
      'The site answered with status 404.',
    );
  });

  it('gives up when the page does not finish in time', async () => {
    const started = Date.now();
    expect(await failure(fetchPage(url('/slow'), { ...LOOPBACK_ONLY, timeoutMs: 300 }))).toMatchObject({
      code: 'JOB_AD_FETCH_FAILED',
      reason: 'The page did not answer in time.',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
