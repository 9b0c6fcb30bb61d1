/**
 * Job discovery (issue 17): what the user enters → a source to follow (`recogniseSource`), each
 * source's document → postings in one shape (`parseSource`), duplicates across sources
 * (`dedupePostings`) and what the keyword filter searches (`searchFields`). Pure: the server fetches.
 */
export { recogniseSource, RECOGNISE_ERRORS, type JobSource, type Recognised } from './sources.ts';
export { parseSource, MAX_POSTINGS_PER_SOURCE, type Parsed, type SourceDocument } from './parse.ts';
export { dedupeKey, dedupePostings, indexedWord, keywordWords, searchFields } from './search.ts';
