import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, resolveAuthSecret } from './config.ts';

const dir = mkdtempSync(join(tmpdir(), 'applywise-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      production: false,
      databaseUrl: undefined,
    });
    expect(config.oauth.google).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
  });

  it('configures a sign-in provider only with both id and secret', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).oauth.google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).oauth.google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
    expect(
      loadConfig({
        LINKEDIN_CLIENT_ID: 'id',
        LINKEDIN_CLIENT_SECRET: 's',
        LINKEDIN_DISCOVERY_URL: 'http://127.0.0.1:9/oidc',
      }).oauth.linkedin?.discoveryUrl,
    ).toBe('http://127.0.0.1:9/oidc');
  });
});

describe('resolveAuthSecret', () => {
  it('generates a secret once into DATA_DIR and reuses it', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(config)).toBe(first);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8')).toBe(first);
  });

  it('is required in a production deployment on an external database', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', DATA_DIR: dir });
    expect(() => resolveAuthSecret(config)).toThrow(/AUTH_SECRET is required/);
  });
});
