import type { CvFontFamily } from '../cv-builder.ts';

/**
 * What the layout (layout.ts) produces and both drawings consume (decision 020): the server draws
 * these items with pdfkit (the PDF), the web as absolutely positioned elements (the preview).
 * Units are PDF points (1/72 inch), origin at the page's top left, y growing downwards; a text
 * item's `y` is its baseline.
 */

export type FontWeight = 'regular' | 'bold';
export type FontStyle = 'normal' | 'italic';

/** One face of an embedded family (domain/cv-builder/font-metrics.ts has its advance widths). */
export type FontFace = { family: CvFontFamily; weight: FontWeight; style: FontStyle };

export type TextItem = {
  kind: 'text';
  x: number;
  /** Baseline. */
  y: number;
  text: string;
  font: FontFace;
  size: number;
  /** #rrggbb */
  color: string;
  /** Its width as the layout measured it (sum of advances, no kerning). */
  width: number;
  /** A clickable link over this text (mailto:, tel:, https:). */
  link?: string;
};

export type RectItem = {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
  radius?: number;
};

export type LineItem = {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: string;
  thickness: number;
};

export type CircleItem = { kind: 'circle'; cx: number; cy: number; r: number; color: string };

/** The CV's photo (a data URL), clipped to a circle when `round`. */
export type ImageItem = {
  kind: 'image';
  x: number;
  y: number;
  width: number;
  height: number;
  src: string;
  round: boolean;
};

export type LayoutItem = TextItem | RectItem | LineItem | CircleItem | ImageItem;

export type LayoutPage = { width: number; height: number; items: LayoutItem[] };

/** The laid-out CV: its pages, and the fonts they use (the drawings load or embed only those). */
export type LayoutDocument = { pages: LayoutPage[]; fonts: FontFace[] };

/** Page sizes in points. */
export const PAGE_DIMENSIONS = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
} as const;

export const MM = 72 / 25.4;
