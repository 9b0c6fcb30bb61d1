// Without zod, unlike the rest of the applications contract: the shared letter's page names its PDF
// with it and must not fetch zod to do so.

/** A safe file name for exports: "Frontend Developer", "Acme A/S" → "Frontend-Developer-Acme-A-S.pdf". */
export function exportFileName(
  jobTitle: string,
  companyName: string,
  extension: 'pdf' | 'docx' | 'html' | 'json',
): string {
  const part = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[æÆ]/g, (c) => (c === 'æ' ? 'ae' : 'AE'))
      .replace(/[øØ]/g, (c) => (c === 'ø' ? 'o' : 'O'))
      .replace(/ß/g, 'ss')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const base = [part(jobTitle), part(companyName)].filter(Boolean).join('-').slice(0, 120) || 'application';
  return `${base}.${extension}`;
}
