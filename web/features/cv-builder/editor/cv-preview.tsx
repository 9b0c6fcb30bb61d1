import type { LayoutDocument } from '#domain/cv-builder/pages';

/** The live preview: the laid-out pages drawn as positioned text (decision 020). Being written on b-preview. */
export function CvPreview({ document }: { document: LayoutDocument | undefined; className?: string }) {
  return <div data-pages={document?.pages.length ?? 0} />;
}

/** A template card's thumbnail: page 1 of the template's layout of a sample CV, scaled to `width` px. */
export function CvThumbnail({ document }: { document: LayoutDocument | undefined; width: number }) {
  return <div data-pages={document?.pages.length ?? 0} />;
}
