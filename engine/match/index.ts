/**
 * Job ad analysis and the ATS match report (issue 6, "The engine"): `analyseJobAd` turns a pasted
 * ad in English, Danish, German, Spanish or French into requirements, skills, years, education,
 * languages, place and work mode; `matchCv` scores a structured CV against it with its working,
 * evidence per requirement and suggestions. Pure, synchronous and deterministic.
 */
export { analyseJobAd, type JobAdHints } from './analyse.ts';
export { matchCv, mustHavesMet, type MatchOptions } from './match.ts';
export { cvYears, educationLine, experienceLine } from './cv-lines.ts';
export { findConcepts, type Concept, type ConceptHit } from './concepts.ts';
