import { memo, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { LayoutDocument, LayoutItem, LayoutPage, TextItem } from '#domain/cv-builder/pages';
import { cn } from '../../../lib/utils';
import { faceStyle } from './fonts';

/**
 * How far above its baseline a text item's box starts, in ems. Each text span begins with an empty
 * inline-block this tall (the `before:` classes below), aligned on the baseline; it is taller than
 * any of our fonts' ascent, so it sets the line's top, and the baseline lands exactly this far below
 * the span's top, whatever ascent the browser reads from the font on this platform (hhea, typo or
 * win metrics). The layout's `y` is the baseline; no font metrics are needed to honour it.
 */
export const BASELINE_STRUT_EM = 2;

/** Where a text item's span starts: its box top, from its baseline. */
export function textTop(item: Pick<TextItem, 'y' | 'size'>): number {
  return item.y - item.size * BASELINE_STRUT_EM;
}

// Kerning and ligatures off: the layout measured each line as the sum of its glyphs' advances, as the
// PDF draws it, so the preview's lines are as wide as the file's (decision 020).
const TEXT_CLASS =
  'absolute leading-none whitespace-pre before:inline-block before:h-[2em] before:align-baseline';
const TEXT_BASE: CSSProperties = {
  fontKerning: 'none',
  fontFeatureSettings: '"kern" 0, "liga" 0',
  fontVariantLigatures: 'none',
};

// Memoised by the item's identity: the layout hook keeps unchanged items' objects (sharePages).
const Text = memo(function Text({ item }: { item: TextItem }) {
  return (
    <span
      className={TEXT_CLASS}
      style={{
        ...TEXT_BASE,
        ...faceStyle(item.font),
        left: item.x,
        top: textTop(item),
        fontSize: item.size,
        color: item.color,
      }}
    >
      {item.text}
    </span>
  );
});

type Shape = Extract<LayoutItem, { kind: 'rect' | 'line' | 'circle' }>;

const ShapeElement = memo(function ShapeElement({ item }: { item: Shape }) {
  switch (item.kind) {
    case 'rect':
      return (
        <rect
          x={item.x}
          y={item.y}
          width={item.width}
          height={item.height}
          rx={item.radius}
          fill={item.color}
        />
      );
    case 'line':
      return (
        <line
          x1={item.x1}
          y1={item.y1}
          x2={item.x2}
          y2={item.y2}
          stroke={item.color}
          strokeWidth={item.thickness}
        />
      );
    case 'circle':
      return <circle cx={item.cx} cy={item.cy} r={item.r} fill={item.color} />;
  }
});

/**
 * The page's items in drawing order. Consecutive shapes share one SVG layer (crisp at any scale),
 * and a layer sits between the texts and images drawn before and after it, so what paints over
 * what is as in the PDF.
 */
const PageItems = memo(function PageItems({ page }: { page: LayoutPage }) {
  const out: ReactNode[] = [];
  let shapes: { item: Shape; index: number }[] = [];
  const flush = () => {
    if (shapes.length === 0) return;
    out.push(
      <svg
        key={`s${shapes[0]!.index}`}
        aria-hidden="true"
        className="absolute top-0 left-0 overflow-visible"
        width={page.width}
        height={page.height}
        viewBox={`0 0 ${page.width} ${page.height}`}
      >
        {shapes.map(({ item, index }) => (
          <ShapeElement key={index} item={item} />
        ))}
      </svg>,
    );
    shapes = [];
  };
  page.items.forEach((item, index) => {
    if (item.kind === 'rect' || item.kind === 'line' || item.kind === 'circle') {
      shapes.push({ item, index });
      return;
    }
    flush();
    if (item.kind === 'text') out.push(<Text key={index} item={item} />);
    else
      out.push(
        <img
          key={index}
          src={item.src}
          alt=""
          draggable={false}
          className="absolute object-cover"
          style={{
            left: item.x,
            top: item.y,
            width: item.width,
            height: item.height,
            borderRadius: item.round ? '50%' : undefined,
          }}
        />,
      );
  });
  flush();
  return out;
});

/**
 * One white sheet of the page's proportions. Items are placed in points (one point per CSS pixel)
 * on an inner page that is scaled as a whole, so a resize changes one transform and typing
 * re-renders only the items.
 */
function Sheet({ page, width, className }: { page: LayoutPage; width: number; className?: string }) {
  const scale = width / page.width;
  return (
    <div
      className={cn('ui:relative ui:w-full ui:overflow-hidden ui:bg-white', className)}
      style={{ aspectRatio: `${page.width} / ${page.height}` }}
    >
      <div
        className="absolute top-0 left-0 origin-top-left"
        style={{
          width: page.width,
          height: page.height,
          transform: `scale(${scale})`,
          // Until the container is measured the scale is unknown: nothing rather than a flash.
          visibility: width > 0 ? undefined : 'hidden',
        }}
      >
        <PageItems page={page} />
      </div>
    </div>
  );
}

/** The element's content width, kept up to date; 0 until measured (and on the server). */
function useContentWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  // Measured before paint, so the first frame already has the right scale.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The live preview: the laid-out pages as white sheets, page breaks and page numbers visible. */
export function CvPreview({
  document,
  className,
}: {
  document: LayoutDocument | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const [ref, width] = useContentWidth<HTMLDivElement>();
  const pages = document?.pages ?? [];
  return (
    <div ref={ref} className={cn('ui:grid ui:gap-3', className)}>
      {pages.length === 0 ? (
        // The sheet's place is kept while the first layout is not there, so nothing jumps.
        <div
          className="grid aspect-[210/297] w-full place-items-center bg-white text-sm text-muted-foreground shadow-md"
          role="status"
        >
          {t('cvEditor.preview.empty')}
        </div>
      ) : null}
      {pages.map((page, index) => (
        <section
          key={index}
          aria-label={t('cvEditor.preview.pageOf', { page: index + 1, total: pages.length })}
          className="grid gap-1.5"
        >
          <Sheet page={page} width={width} className="shadow-md ring-1 ring-black/5" />
          <p className="text-center text-xs text-muted-foreground" aria-hidden="true">
            {t('cvEditor.preview.pageOf', { page: index + 1, total: pages.length })}
          </p>
        </section>
      ))}
    </div>
  );
}

/** A template card's thumbnail: page 1 of the template's layout of a sample CV, scaled to `width` px. */
export function CvThumbnail({
  document,
  width,
  className,
}: {
  document: LayoutDocument | undefined;
  width: number;
  className?: string;
}) {
  const page = document?.pages[0];
  return (
    <div
      aria-hidden="true"
      className={cn('ui:overflow-hidden ui:bg-white', className)}
      style={{ width, aspectRatio: page ? `${page.width} / ${page.height}` : '210 / 297' }}
    >
      {page ? <Sheet page={page} width={width} /> : null}
    </div>
  );
}
