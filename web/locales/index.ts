import daCore from './da.json';
import enCore from './en.json';

/**
 * The catalogues, one tree per language. Each area of the app may keep its strings in its own pair
 * of files (`en/<area>.json`, `da/<area>.json`, each `{ "<area>": { … } }`), imported and spread in
 * here, so areas built in parallel do not edit the same file.
 */
export const en = { ...enCore };
export const da = { ...daCore };
