import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../errors.ts';
import { publicUnicastOnly, WEB_PORTS, type AddressPolicy } from './address-policy.ts';
import type { JobPage } from '#engine/read/job-page';

/**
 * Fetches a job ad page for a signed-in user without letting the URL reach inside our network
 * (SSRF). The host name is resolved here, every address it resolves to must be public, and the
 * connection goes to the address that was checked (a pinned `lookup`), so a DNS answer that
 * changes between check and connect (rebinding) cannot move it. Each redirect is checked the same
 * way. Time, size, redirects and content type are bounded.
 */

export interface FetchPolicy {
  allowAddress: AddressPolicy;
  allowPort: (port: number) => boolean;
  /** All addresses of a host name. */
  resolve: (hostname: string) => Promise<string[]>;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const STRICT_POLICY: FetchPolicy = {
  allowAddress: publicUnicastOnly,
  allowPort: (port) => WEB_PORTS.has(port),
  resolve: async (hostname) =>
    (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address),
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
};

export type PageType = JobPage['type'];
export interface FetchedPage<Type extends string = PageType> {
  /** Where the page was found, after redirects. */
  url: string;
  type: Type;
  body: string;
  /** The validators the server sent, for a conditional request next time. */
  etag?: string;
  lastModified?: string;
}

/** A conditional request's validators (from the last fetch of the same address). */
export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}
/** The server said the document is unchanged since the validators (304). */
export const NOT_MODIFIED = Symbol('not modified');

export const NOT_ALLOWED_MESSAGE = 'This address cannot be fetched.';
export const FETCH_FAILED_MESSAGE = 'We could not read a job ad from that page. Paste the text instead.';

const notAllowed = (reason: string) => new AppError('URL_NOT_ALLOWED', NOT_ALLOWED_MESSAGE, { url: reason });
export const fetchFailed = (reason: string) =>
  new AppError('JOB_AD_FETCH_FAILED', FETCH_FAILED_MESSAGE, { url: reason });

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PAGE_TYPES: readonly PageType[] = ['text/html', 'text/plain'];
/** Our product token (robots.txt groups name it): the same crawler for job ads and company research. */
export const BOT_TOKEN = 'ApplywiseBot';
const USER_AGENT = `Mozilla/5.0 (compatible; ${BOT_TOKEN}/1.0; fetches pages on behalf of a signed-in user)`;

interface Target {
  url: URL;
  address: string;
  family: 4 | 6;
}

async function addressesOf(hostname: string, policy: FetchPolicy): Promise<string[]> {
  if (ipaddr.isValid(hostname)) return [hostname];
  try {
    return await policy.resolve(hostname);
  } catch {
    throw fetchFailed('The site could not be found.');
  }
}

/** The URL's scheme, port and every address its host resolves to, checked; the address to connect to. */
export async function checkTarget(url: URL, policy: FetchPolicy): Promise<Target> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw notAllowed('Only http and https addresses can be fetched.');
  }
  if (url.username || url.password)
    throw notAllowed('Addresses with a user name or password are not fetched.');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (!policy.allowPort(port)) throw notAllowed('Only the standard web ports (80 and 443) can be fetched.');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = await addressesOf(hostname, policy);
  // One private address among public ones is enough to refuse: we would not know which one we get.
  if (addresses.length === 0 || !addresses.every((address) => policy.allowAddress(address))) {
    throw notAllowed('Private, local and reserved network addresses cannot be fetched.');
  }
  const address = addresses[0]!;
  return { url, address, family: ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4 };
}

/** Answers every lookup of the connection with the address that was checked. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function get(
  target: Target,
  signal: AbortSignal,
  types: readonly string[],
  validators: Validators = {},
): Promise<IncomingMessage> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(target.url, {
      method: 'GET',
      signal,
      agent: false,
      lookup: pinnedLookup(target.address, target.family),
      headers: {
        'user-agent': USER_AGENT,
        accept: types.map((type, i) => (i === 0 ? type : `${type};q=0.9`)).join(', '),
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'da, en;q=0.9, de;q=0.8, *;q=0.5',
        ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
        ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
      },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

const DECOMPRESSORS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** The body as sent before compression; a failing or aborted response fails the stream read from. */
function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  const decompressor = DECOMPRESSORS[encoding];
  if (!decompressor) throw fetchFailed('The page was sent in an encoding we cannot read.');
  return pipeline(response, decompressor(), () => undefined);
}

/** The body, cut off as soon as it passes the limit (decompressed bytes count, so a zip bomb stops early). */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw fetchFailed('The page is too large.');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of decompressed(response)) {
    total += (chunk as Buffer).byteLength;
    if (total > maxBytes) {
      response.destroy();
      throw fetchFailed('The page is too large.');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function decode(bytes: Buffer, contentType: string): string {
  const head = bytes.subarray(0, 2048).toString('latin1');
  const charset =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function pageType<Type extends string>(response: IncomingMessage, types: readonly Type[]): Type {
  const mediaType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const type = types.find((t) => t === mediaType);
  if (!type) throw fetchFailed('The address is not a web page.');
  return type;
}

async function follow<Type extends string>(
  url: URL,
  policy: FetchPolicy,
  signal: AbortSignal,
  types: readonly Type[],
  validators?: Validators,
): Promise<FetchedPage<Type> | typeof NOT_MODIFIED> {
  let current = url;
  for (let hop = 0; ; hop++) {
    const response = await get(await checkTarget(current, policy), signal, types, validators);
    const status = response.statusCode ?? 0;
    if (status === 304 && validators) {
      response.resume();
      return NOT_MODIFIED;
    }
    if (REDIRECTS.has(status) && response.headers.location) {
      response.resume();
      if (hop >= policy.maxRedirects) throw fetchFailed('The page redirects too often.');
      current = new URL(response.headers.location, current);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw fetchFailed(`The site answered with status ${status}.`);
    }
    const type = pageType(response, types);
    const bytes = await readCapped(response, policy.maxBytes);
    const { etag, 'last-modified': lastModified } = response.headers;
    return {
      url: current.toString(),
      type,
      body: decode(bytes, response.headers['content-type'] ?? ''),
      ...(etag ? { etag } : {}),
      ...(lastModified ? { lastModified } : {}),
    };
  }
}

/**
 * Fetches `rawUrl` under `policy` (the strict one unless a test widens it), accepting the media
 * `types` given (a job ad: HTML or plain text; company research also reads feeds and sitemaps).
 */
export async function fetchPage<Type extends string = PageType>(
  rawUrl: string,
  policy: FetchPolicy = STRICT_POLICY,
  types: readonly Type[] = PAGE_TYPES as readonly Type[],
): Promise<FetchedPage<Type>> {
  return (await fetchChecked(rawUrl, policy, types)) as FetchedPage<Type>;
}

/**
 * `fetchPage` as a conditional request: with the validators of the last fetch, an unchanged
 * document answers NOT_MODIFIED without a body (job boards fetched on a schedule).
 */
export function fetchIfChanged<Type extends string>(
  rawUrl: string,
  policy: FetchPolicy,
  types: readonly Type[],
  validators: Validators,
): Promise<FetchedPage<Type> | typeof NOT_MODIFIED> {
  return fetchChecked(rawUrl, policy, types, validators);
}

async function fetchChecked<Type extends string>(
  rawUrl: string,
  policy: FetchPolicy,
  types: readonly Type[],
  validators?: Validators,
): Promise<FetchedPage<Type> | typeof NOT_MODIFIED> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw notAllowed('Enter a full web address starting with https://.');
  }
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    return await follow(url, policy, signal, types, validators);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Aborting mid-body surfaces as a reset connection; the signal tells what really happened.
    throw fetchFailed(signal.aborted ? 'The page did not answer in time.' : 'The page could not be loaded.');
  }
}
