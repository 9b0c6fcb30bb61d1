import type { CvErrorCode, CvFormat } from '#domain/cv';

/**
 * One line of a document in reading order, with what the layout tells about it. The parser uses
 * `size` to find the name (largest text at the top) and headings; `bold`/`heading` when known.
 */
export interface DocLine {
  text: string;
  /** 1-based page (PDF); 1 for formats without pages. */
  page: number;
  /**
   * Font size in points: real sizes for PDF, ODT and RTF; for DOCX a hint (heading levels and large
   * direct formatting sized, other text 11).
   */
  size?: number;
  bold?: boolean;
  /** The source marked it as a heading (DOCX/ODT heading style, RTF outline level, <h1>…). */
  heading?: boolean;
  /** Where the line came from: body, a page header/footer, a table cell, a text box. */
  region?: 'body' | 'header' | 'footer' | 'table' | 'textbox';
  /**
   * The line sits in a page header part although it is read as page content (a long header: a
   * sidebar or banner repeated on every page keeps its own region); many ATS skip header parts.
   */
  inPageHeader?: boolean;
  /** PDF: 0 for a single-column page or the left column, 1 for the right column. */
  column?: number;
}

/** What `readDocument` returns: the text of a CV in reading order plus every hyperlink target. */
export interface ReadDocument {
  format: CvFormat | 'txt';
  pages: number;
  lines: DocLine[];
  /** Hyperlink targets (mailto:, https://linkedin.com/in/…) found in the document. */
  links: string[];
  /** lines joined by "\n", for consumers that want plain text (the model, the CLI). */
  text: string;
}

export interface ReadOptions {
  /** Reject documents over this many bytes (default MAX_CV_BYTES). */
  maxBytes?: number;
  /** PDF page cap (default 20). */
  maxPages?: number;
  /** Time limit in ms for the whole read (default 15 000). */
  timeoutMs?: number;
  /** Accept plain text (CLI and tests); the upload path refuses it. */
  allowText?: boolean;
}

/** A read that cannot produce text; `code` says why (mapped to the spec's messages by the web). */
export class ReadError extends Error {
  constructor(
    readonly code: CvErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ReadError';
  }
}
