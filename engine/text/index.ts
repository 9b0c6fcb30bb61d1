/**
 * The engine's one text layer: folding, tokens, stop words, stems, clipping and language
 * detection, used by the parser, the matcher, the writer and the skills look-ups alike. A leaf: it
 * imports nothing but types from domain/, which is why it is the one part of the engine the web
 * may import too (docs/decisions/009-one-text-layer.md).
 */
export { fold, foldForSearch, foldInPlace, foldWords } from './fold.ts';
export { STOPWORDS, tokenize, type Token } from './tokens.ts';
export { contentStems, stem } from './stem.ts';
export { clip, clipText } from './clip.ts';
export { detectLanguage } from './language.ts';
export { isRecord, jsonList, jsonText } from './json-values.ts';
