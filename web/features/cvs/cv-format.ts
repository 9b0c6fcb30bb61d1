import type { CvExtractionStatus, CvFormat } from '#domain/cv';
import { dateTimeFormat, formatNumber, formatPercent } from '../../lib/format';

/** "245 kB", "1.4 MB" in the reader's language (decimal units, as file managers show them). */
export function formatFileSize(bytes: number, locale: string): string {
  const [unit, value] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : bytes >= 1_000
        ? (['kilobyte', bytes / 1_000] as const)
        : (['byte', bytes] as const);
  return formatNumber(value, locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  });
}

/** "PDF", "DOCX", "DOC"; nothing for a CV made in the builder. */
export const formatLabel = (format: CvFormat | null) => (format ? format.toUpperCase() : null);

/** A stored 'YYYY' / 'YYYY-MM' date as the reader reads months: "Mar 2019", "2019". */
export function formatCvMonth(value: string | null, locale: string): string | null {
  if (!value) return null;
  const [year, month] = value.split('-').map(Number);
  if (!year) return value;
  if (!month) return String(year);
  return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The badge's look per extraction status. */
export const STATUS_BADGE_VARIANT: Record<CvExtractionStatus, 'secondary' | 'success' | 'destructive'> = {
  pending: 'secondary',
  completed: 'success',
  failed: 'destructive',
};

/** "English (93 %)": the detected language in the reader's language, with the engine's confidence. */
export function formatLanguage(
  code: string | null,
  confidence: number | null,
  locale: string,
): string | null {
  if (!code) return null;
  let name = code;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    // An unexpected code: show it as it is.
  }
  if (confidence === null) return name;
  const percent = formatPercent(confidence * 100, locale);
  return `${name} (${percent})`;
}
