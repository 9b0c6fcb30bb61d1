import type {
  CvTemplateDefinition,
  TBuilderCv,
  TCvCustomization,
  TRoundTripReport,
} from '#domain/cv-builder';
import { layoutCv } from '#domain/cv-builder/layout';
import { parseCv } from '#engine/parse/index';
import { readDocument } from '#engine/read/index';
import { renderCvPdf } from './pdf.ts';
import { scoreRoundTrip } from './round-trip.ts';

/**
 * The round trip as POST /api/cv-builder/round-trip runs it, in this thread (the route reads in
 * the read pool's worker threads; the engine calls are the same): for bench:builder and the test
 * that keeps ats-safety.json honest.
 */

/** Reads and parses an exported file with the engine and scores it against the CV it was written from. */
export async function readBack(
  format: TRoundTripReport['format'],
  bytes: Uint8Array,
  cv: TBuilderCv,
  customization: TCvCustomization,
): Promise<TRoundTripReport> {
  const doc = await readDocument(bytes);
  return scoreRoundTrip(format, cv, customization, parseCv(doc).data, doc.lines);
}

/** The CV's PDF as the export renders it (layout, then pdfkit). */
export function exportPdf(
  cv: TBuilderCv,
  template: CvTemplateDefinition,
  customization: TCvCustomization,
): Promise<Buffer> {
  return renderCvPdf(layoutCv(cv, template, customization), {
    title: cv.fullName.trim() || 'CV',
    author: cv.fullName.trim(),
    language: customization.language,
  });
}

/** Renders the PDF and reads it back. */
export async function pdfRoundTrip(
  cv: TBuilderCv,
  template: CvTemplateDefinition,
  customization: TCvCustomization,
): Promise<TRoundTripReport> {
  return readBack('pdf', new Uint8Array(await exportPdf(cv, template, customization)), cv, customization);
}
