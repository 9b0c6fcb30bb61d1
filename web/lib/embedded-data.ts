/**
 * Data a page was rendered with on the server, handed to the browser beside the HTML (a
 * `<script type="application/json">`, which our Content Security Policy allows since it never
 * runs) so that hydration renders what the server wrote without asking the API again.
 */
export const EMBEDDED_DATA_ID = 'embedded-data';

/** What the server's render reads: set by web/prerender.tsx around one render at a time. */
let onServer: Readonly<Record<string, unknown>> | undefined;
let inBrowser: Record<string, unknown> | undefined;

export function setServerData(data: Readonly<Record<string, unknown>> | undefined): void {
  onServer = data;
}

/** The value the page was rendered with under `key`, once: a later visit to it asks the API. */
export function takeEmbedded<T>(key: string): T | undefined {
  if (typeof document === 'undefined') return onServer?.[key] as T | undefined;
  inBrowser ??= parse(document.getElementById(EMBEDDED_DATA_ID)?.textContent);
  const value = inBrowser[key];
  delete inBrowser[key];
  return value as T | undefined;
}

function parse(text: string | undefined | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The element that carries `data` to the browser; `<` escaped, so no text in it ends the script. */
export function embeddedDataElement(data: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${EMBEDDED_DATA_ID}">${json}</script>`;
}
