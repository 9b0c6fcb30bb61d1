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
