import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, TApiError } from '#domain/errors';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  CV_TOO_LARGE: 413,
  CV_UNSUPPORTED_TYPE: 415,
  CV_UNREADABLE: 422,
  CV_CORRUPT: 422,
  CV_PROCESSING_FAILED: 422,
  CARD_DECLINED: 400,
  CANNOT_GENERATE: 403,
  USAGE_LIMIT_REACHED: 403,
  URL_NOT_ALLOWED: 400,
  JOB_AD_FETCH_FAILED: 422,
  PASSWORD_REQUIRED: 401,
  INVALID_PASSWORD: 403,
  EXPIRED: 410,
};

/** The one error type routes throw; the handler below turns it into the API's error shape. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const unauthorized = () => new AppError('UNAUTHORIZED', 'You must be signed in.');

function body(code: string, message: string, fields?: Record<string, string>): TApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Maps Fastify's own errors (by status code) to our codes. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/** How long a client waits before trying again while the database is unavailable. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Errors that mean the database cannot be reached or is going away, not that a query was wrong:
 * refused or broken connections, the pool's connect timeout, a query that got no answer, and
 * PostgreSQL's own shutdown and cannot-connect codes (classes 08 and 57P). Drizzle wraps the
 * driver's error, so the whole cause chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const { code, syscall } = e as { code?: unknown; syscall?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^(?:08\w{3}|57P0[1-3])$/.test(code)))
      return true;
    // The server's Unix socket is gone while it is down (the embedded database's connection).
    if (code === 'ENOENT' && syscall === 'connect') return true;
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTCONN',
]);
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|connection terminated|query read timeout|the database system is (?:starting up|shutting down)|Client has encountered a connection error/i;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const where = error.validationContext ?? 'request';
      return reply.status(400).send(
        body(
          'VALIDATION_FAILED',
          `Invalid ${where}: ${Object.entries(fields)
            .map(([k, v]) => `${k}: ${v}`)
            .join('; ')}`,
          fields,
        ),
      );
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(
          body('SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.'),
        );
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    // Fastify's client errors (bad JSON, empty body with a JSON type, too large, unsupported type,
    // rate limited) carry a safe message.
    const message =
      status === 413
        ? 'The request is too large.'
        : status === 415
          ? 'Unsupported content type.'
          : error.message || 'Bad request.';
    return reply.status(status).send(body(codeForStatus(status), message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * Fastify's router refusals (a malformed percent-encoding, a path parameter over the length
 * limit) in the app's error shape instead of Fastify's codes.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .send(body('BAD_REQUEST', tooLong ? 'The address is too long.' : 'The address is not valid.'));
}

/**
 * What Node's HTTP parser refuses before any route runs (headers too large, a malformed request,
 * a client too slow): an answer in the app's error shape, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long.']
        : [400, 'The request is malformed.'];
  const json = JSON.stringify(body('BAD_REQUEST', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
