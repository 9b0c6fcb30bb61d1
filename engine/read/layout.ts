import {
  CV_LAYOUT_REGIONS,
  type CvLayoutContact,
  type CvLayoutRegion,
  type TCvData,
  type TCvLayout,
} from '#domain/cv';
import { foldWords } from '#engine/text/index';
import type { DocLine, ReadDocument } from './types.ts';

const MAX_EXAMPLES = 3;
const MAX_EXAMPLE_CHARS = 200;
/** A phone number is recognised in a line by its digits; fewer than this could be a date. */
const MIN_PHONE_DIGITS = 6;

/** Which of the summary's regions a line counts in (a line may count in two: a table in a header). */
function regionsOf(line: DocLine): CvLayoutRegion[] {
  const out: CvLayoutRegion[] = [];
  if (line.region === 'table') out.push('table');
  if (line.region === 'textbox') out.push('textbox');
  if (line.region === 'header' || line.inPageHeader) out.push('header');
  if (line.region === 'footer') out.push('footer');
  if ((line.column ?? 0) >= 1) out.push('secondColumn');
  return out;
}

const inMargin = (line: DocLine) =>
  line.region === 'header' || line.region === 'footer' || !!line.inPageHeader;

/** An email address or a link. */
const ADDRESS = /\S+@\S+|\S*(?:https?:\/\/|www\.)\S*/gi;

const digits = (s: string) => s.replace(/\D/g, '');

/** Whether a line shows this contact detail (as the parse read it). */
function shows(contact: CvLayoutContact, value: string, line: string): boolean {
  switch (contact) {
    case 'name':
      // "sarah.connor@…" shows an address, not the name.
      return ` ${foldWords(line.replace(ADDRESS, ' '))} `.includes(` ${foldWords(value)} `);
    case 'email':
      return line.toLowerCase().includes(value.toLowerCase());
    case 'phone':
      return digits(line).includes(digits(value));
    case 'linkedin': {
      const handle = /linkedin\.com\/in\/([^/?#\s]+)/i.exec(value)?.[1]?.toLowerCase();
      return !!handle && line.toLowerCase().includes(handle);
    }
  }
}

function contactValues(info: TCvData['personalInfo']): [CvLayoutContact, string][] {
  const values: [CvLayoutContact, string][] = [
    ['name', info.fullName.trim()],
    ['email', info.email.trim()],
    ['phone', info.phone.trim()],
    ['linkedin', info.linkedinUrl.trim()],
  ];
  return values.filter(([contact, value]) =>
    contact === 'phone' ? digits(value).length >= MIN_PHONE_DIGITS : foldWords(value).length > 0,
  );
}

/**
 * The layout summary stored with an uploaded CV: how much of its text sits where an ATS may skip
 * it or read it out of order, with a few of those lines, and which contact details (as parsed)
 * appear only in a page header or footer. Made from the reader's lines at read time, since the
 * stored CV data keeps no layout.
 */
export function layoutSummary(
  doc: Pick<ReadDocument, 'format' | 'lines'>,
  personalInfo: TCvData['personalInfo'],
): TCvLayout {
  const lines = doc.lines.filter((line) => line.text.trim());
  const total = lines.reduce((sum, line) => sum + line.text.trim().length, 0) || 1;
  const regions = {} as TCvLayout['regions'];
  for (const region of CV_LAYOUT_REGIONS) {
    const inRegion = lines.filter((line) => regionsOf(line).includes(region));
    const chars = inRegion.reduce((sum, line) => sum + line.text.trim().length, 0);
    regions[region] = {
      lines: inRegion.length,
      share: Math.round((chars / total) * 100) / 100,
      examples: inRegion.slice(0, MAX_EXAMPLES).map((line) => line.text.trim().slice(0, MAX_EXAMPLE_CHARS)),
    };
  }
  const columnPages = new Set(lines.filter((line) => (line.column ?? 0) >= 1).map((line) => line.page)).size;
  const contactOnlyInMargins = contactValues(personalInfo)
    .filter(([contact, value]) => {
      const showing = lines.filter((line) => shows(contact, value, line.text));
      return showing.length > 0 && showing.every(inMargin);
    })
    .map(([contact]) => contact);
  return { format: doc.format, lines: lines.length, columnPages, regions, contactOnlyInMargins };
}
