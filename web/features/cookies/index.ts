// The cookies feature's public face: what other features may use. Everything else is its own.
export { useCookieConsent } from './use-cookie-consent';
