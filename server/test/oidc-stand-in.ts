import Provider from 'oidc-provider';

export interface OidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/**
 * A real OpenID Connect provider on loopback (node-oidc-provider) standing in for Google or
 * LinkedIn in tests. Its built-in development login accepts any login name; the account's email
 * is that name (plus @example.com when it has no @), verified.
 */
export async function startOidcStandIn(options: { port: number; clients: OidcClient[] }) {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => {
        const email = sub.includes('@') ? sub : `${sub}@example.com`;
        const local = email.split('@')[0] ?? sub;
        const name = local
          .split(/[._-]/)
          .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
          .join(' ');
        return { sub, email, email_verified: true, name };
      },
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['applywise-test-oidc-cookie-key'] },
  });
  const server = provider.listen(options.port);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
