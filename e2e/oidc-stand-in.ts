// Started by Playwright (e2e/playwright.config.ts) before the app: the Google sign-in stand-in.
import { startOidcStandIn } from '../server/test/oidc-stand-in.ts';

const port = Number(process.env.OIDC_PORT);
const appUrl = process.env.APP_URL!;
const standIn = await startOidcStandIn({
  port,
  clients: [
    {
      clientId: 'applywise-e2e',
      clientSecret: 'e2e-secret',
      redirectUri: `${appUrl}/api/auth/callback/google`,
    },
  ],
});
console.log(`OIDC stand-in at ${standIn.issuer}`);
process.on('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
process.on('SIGINT', () => void standIn.close().then(() => process.exit(0)));
