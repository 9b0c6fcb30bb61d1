/**
 * Both catalogues, for the tests and the types. The app itself loads one language at a time
 * (`web/lib/i18n.ts`), so a visitor downloads only the strings of the language they read.
 */
export { en } from './catalogue-en';
export { da } from './catalogue-da';
