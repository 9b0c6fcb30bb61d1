// The cv-builder feature's public face: what other features may use. Everything else is its own.
export { cvBuilderPath } from './paths';
