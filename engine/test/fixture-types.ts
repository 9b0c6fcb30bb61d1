/**
 * A CV document as the test suite describes it, turned into real DOCX and PDF bytes by
 * `build-docx.ts` and `build-pdf.ts` (same description, both formats), so fixtures are made by the
 * suite instead of committed binaries.
 */
export type FixtureBlock =
  /** The candidate's name: largest text at the top (PDF 22 pt; DOCX Title style). */
  | { kind: 'name'; text: string }
  /** A section heading (PDF 13 pt bold; DOCX Heading 1). */
  | { kind: 'heading'; text: string }
  | { kind: 'para'; text: string; bold?: boolean }
  | { kind: 'bullets'; items: string[] }
  /** A hyperlink whose visible text may differ from its target. */
  | { kind: 'link'; text: string; url: string }
  | { kind: 'table'; rows: string[][] };

export interface FixtureDoc {
  /** Page header lines (DOCX header part; PDF small text above the body on each page). */
  header?: string[];
  /** Left column of a two-column layout (PDF: narrow left column; DOCX: a two-column table). */
  sidebar?: FixtureBlock[];
  /** The body, in reading order (right column when there is a sidebar). */
  main: FixtureBlock[];
}
