// The account feature's public face: what other features may use. Everything else is its own.
export { DataRightsTools } from './data-rights-tools';
