/**
 * Hands a fetched file to the browser as a download under the given name. For files fetched with
 * fetch + blob (rather than a plain link) so that a failure can be told to the user instead of the
 * browser saving an error body. The object URL is released a moment after the click: revoking it
 * at once can cancel the download in some browsers.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The file name a `Content-Disposition` header asks for: the RFC 5987 `filename*` if present, else the
 * plain `filename`; null when the header names none. Path separators are dropped, so a name can never
 * point outside the downloads folder.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined);
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : null;
}
