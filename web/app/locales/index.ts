/**
 * Both catalogues whole, for the tests and the types. The app itself never loads them: each page
 * loads its own strings in the language shown (`strings.ts`, `web/lib/i18n.ts` `loadStrings`).
 */
export { en } from './catalogue-en';
export { da } from './catalogue-da';
