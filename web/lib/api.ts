import type { z } from 'zod';
import type { TApiError } from '#domain/errors';

/** An API failure with the server's `{ error: { code, message, fields } }` body, or what we could infer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a body has the shape of `ZApiError` (domain/errors). Checked by hand, not with the zod
 * schema: every page parses API errors, and zod would otherwise ship with the first visit.
 */
export function isApiErrorBody(body: unknown): body is TApiError {
  if (!isRecord(body) || !isRecord(body.error)) return false;
  const { code, message, fields } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (fields === undefined) return true;
  return isRecord(fields) && Object.values(fields).every((value) => typeof value === 'string');
}

/** Builds an ApiError from a failed response's status and (possibly non-JSON) body. */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  if (isApiErrorBody(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(status, code, message, fields);
  }
  const code = CODE_BY_STATUS[status] ?? (status === 0 ? 'NETWORK_ERROR' : 'INTERNAL');
  return new ApiError(status, code, statusText || `Request failed with status ${status}`);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A response schema, or a function that imports it. The second is for what a page asks while it
 * loads (pricing, help, contact, the workspace's pages: decision 032): imported with the request
 * instead of with the page, zod and the schemas' construction stay off the main thread while the
 * page loads and hydrates.
 */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/**
 * A module's schemas by name, each imported when a request asks for it:
 * `importedSchema(() => import('#domain/contact'))('ZContactResponse')`.
 */
export const importedSchema =
  <M>(load: () => Promise<M>) =>
  <K extends keyof M>(name: K) =>
  async () =>
    (await load())[name];

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Validates the response body; without it the body is returned as `unknown` cast to T. */
  schema?: ResponseSchema<T>;
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The ApiError of a failed response read by hand (a file download, a stream), where `api()` does
 * not read it: the error shape when the body has it, else the status decides.
 */
export async function responseError(response: Response): Promise<ApiError> {
  return toApiError(response.status, await readBody(response), response.statusText);
}

/** A request that got no answer (offline, refused, a chunk that did not load). */
export const networkError = (error: unknown) =>
  new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');

/**
 * Waits for a task of its own. Requests mostly start inside a React commit (a page that mounts
 * asks for six things in its effects): importing each one's schema and handing it to fetch cost a
 * few milliseconds apiece on a phone, and all of them in the commit's task made one long task.
 * `scheduler.yield()` continues ahead of other queued work where the browser has it.
 */
const nextTask = (): Promise<void> =>
  typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function'
    ? scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));

/** Same-origin JSON request with the session cookie. Throws ApiError on any failure. */
export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, signal, schema } = options;
  await nextTask();
  // Imported while the request is on its way; a failed import rejects when awaited below, not here.
  const validator = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  validator.catch(() => {});
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(error);
  }
  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data, response.statusText);
  // The schema's chunk not arriving is a network failure like the request's own.
  const validate = await validator.catch((error: unknown) => {
    throw networkError(error);
  });
  if (!validate) return data as T;
  const parsed = validate.safeParse(data);
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'Unexpected response from the server');
  return parsed.data;
}
