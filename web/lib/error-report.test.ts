import { describe, expect, it } from 'vitest';
import { ZCreateErrorLogRequest } from '#domain/error-logs';
import { buildErrorLog } from './error-report';

const env = {
  url: 'https://app.example/dashboard',
  userAgent: 'Test/1.0',
  now: new Date('2026-01-02T03:04:05Z'),
};

describe('buildErrorLog', () => {
  it('describes an Error for the error-log API', () => {
    const error = new Error('Boom');
    const body = buildErrorLog(error, 'DashboardPage', env);
    expect(body).toMatchObject({
      errorType: 'ERROR_BOUNDARY',
      errorMessage: 'Boom',
      context: {
        component: 'DashboardPage',
        url: env.url,
        userAgent: 'Test/1.0',
        timestamp: '2026-01-02T03:04:05.000Z',
      },
    });
    expect(body.stackTrace).toContain('Boom');
    expect(ZCreateErrorLogRequest.safeParse(body).success).toBe(true);
  });

  it('stays within the API limits for odd or huge errors', () => {
    for (const thrown of [
      'plain string',
      { weird: true },
      null,
      new Error(''),
      new Error('x'.repeat(5000)),
    ]) {
      const body = buildErrorLog(thrown, 'C'.repeat(500), env);
      expect(ZCreateErrorLogRequest.safeParse(body).success).toBe(true);
    }
  });

  it('logs another spec type with the action the user was taking', () => {
    const body = buildErrorLog(new Error('Model timed out'), 'Generator', env, {
      type: 'AI_GENERATION_ERROR',
      action: 'generate',
    });
    expect(body).toMatchObject({
      errorType: 'AI_GENERATION_ERROR',
      errorMessage: 'Model timed out',
      context: { component: 'Generator', action: 'generate' },
    });
    expect(ZCreateErrorLogRequest.safeParse(body).success).toBe(true);
  });
});
