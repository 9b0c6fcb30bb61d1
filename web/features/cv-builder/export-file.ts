import type { ExportFormat } from '#domain/cv-builder';

/** Letters a file system or a mail client may mangle, written the way a Dane would type them. */
const SPELLED: Record<string, string> = { æ: 'ae', Æ: 'AE', ø: 'oe', Ø: 'OE', å: 'aa', Å: 'AA', ß: 'ss' };

function safePart(text: string): string {
  return text
    .replace(/[æÆøØåÅß]/g, (c) => SPELLED[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/**
 * The file name an export is saved under when the server names none (issue 15: "file names from
 * the CV name"): the CV's name, else "<full name>-CV", else "CV".
 */
export function builderFileName(cvName: string, fullName: string, format: ExportFormat): string {
  const fromName = safePart(cvName);
  const fromPerson = safePart(fullName);
  const base = fromName || (fromPerson ? `${fromPerson}-CV` : 'CV');
  return `${base}.${format}`;
}

/** A name for a new CV, offered in the save dialog. */
export function suggestedCvName(fullName: string, templateName: string): string {
  const person = fullName.trim();
  return person ? `${person} – ${templateName}` : templateName;
}
