import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import {
  CV_FONT_NAMES,
  type BuilderSection,
  type TBuilderCv,
  type TCvCustomization,
} from '#domain/cv-builder';
import { PAGE_DIMENSIONS } from '#domain/cv-builder/pages';
import { descriptionBlocks, formatDate, formatDateRange, SECTION_HEADINGS } from '#domain/cv-builder/labels';
import { contactLine, joined, shownSections } from './sections.ts';

/**
 * The CV as an editable Word document (decision 020: written from the CV's data, not from the
 * layout): the name as Heading 1, each section as Heading 2 in the customisation's order, entries
 * as paragraphs and bullet lists, the template's colour on the headings and its font as the
 * document's font (not embedded: Word substitutes a similar one where it is missing).
 */

/** Word measures in twentieths of a point (twips) and half-points. */
const TWIPS_PER_POINT = 20;
const TWIPS_PER_MM = 1440 / 25.4;
const MUTED = '57606A';

type Options = { cv: TBuilderCv; customization: TCvCustomization; title: string };

const text = (value: string, style: { bold?: boolean; italics?: boolean; color?: string } = {}) =>
  new TextRun({ text: value, ...style });

const plain = (value: string, after = 60) => new Paragraph({ children: [text(value)], spacing: { after } });

function description(value: string): Paragraph[] {
  return descriptionBlocks(value).map((line) =>
    line.kind === 'bullet'
      ? new Paragraph({ children: [text(line.text)], bullet: { level: 0 } })
      : plain(line.text),
  );
}

/** An entry's first lines: its title in bold, where, and when (muted). */
function entryHead(title: string, where: string, when: string): Paragraph[] {
  return [
    new Paragraph({ children: [text(title, { bold: true })], spacing: { before: 120 }, keepNext: true }),
    ...(where ? [new Paragraph({ children: [text(where)], keepNext: true })] : []),
    ...(when ? [new Paragraph({ children: [text(when, { color: MUTED })], keepNext: true })] : []),
  ];
}

function sectionBody(section: BuilderSection, cv: TBuilderCv, c: TCvCustomization): Paragraph[] {
  const date = (value: string) => formatDate(value, c.dateFormat, c.language);
  switch (section) {
    case 'summary':
      return description(cv.summary);
    case 'experience':
      return cv.experience.flatMap((e) => [
        ...entryHead(
          e.position,
          joined(e.company, e.location),
          formatDateRange(e.startDate, e.endDate, e.current, c.dateFormat, c.language),
        ),
        ...description(e.description),
      ]);
    case 'education':
      return cv.education.flatMap((e) => [
        ...entryHead(
          e.degree,
          joined(e.institution, e.location),
          formatDateRange(e.startDate, e.graduationDate, false, c.dateFormat, c.language),
        ),
        ...description(e.description),
      ]);
    case 'skills':
      return [plain(cv.skills.join(', '))];
    case 'languages':
      return cv.languages.map(
        (l) =>
          new Paragraph({
            children: [text(l.level ? `${l.language} – ${l.level}` : l.language)],
            bullet: { level: 0 },
          }),
      );
    case 'certificates':
      return cv.certificates.map(
        (cert) =>
          new Paragraph({
            children: [text(joined(cert.name, cert.issuer, date(cert.date)))],
            bullet: { level: 0 },
          }),
      );
    case 'projects':
      return cv.projects.flatMap((p) => [...entryHead(p.name, p.url, ''), ...description(p.description)]);
    case 'links':
      return cv.links.map(
        (l) =>
          new Paragraph({
            children: [
              ...(l.label ? [text(`${l.label}: `)] : []),
              new ExternalHyperlink({ link: l.url, children: [text(l.url, { color: '0563C1' })] }),
            ],
            bullet: { level: 0 },
          }),
      );
  }
}

export function renderCvDocx({ cv, customization: c, title }: Options): Promise<Buffer> {
  const color = c.primaryColor.slice(1).toUpperCase();
  const font = CV_FONT_NAMES[c.fontFamily];
  const size = Math.round(c.fontSize * 2);
  const page = PAGE_DIMENSIONS[c.pageSize];
  const margin = Math.round(c.margins * TWIPS_PER_MM);
  const contact = contactLine(cv);
  const children = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [text(cv.fullName)] }),
    ...(cv.jobTitle.trim() ? [plain(cv.jobTitle)] : []),
    ...(contact ? [plain(contact, 200)] : []),
    ...shownSections(cv, c).flatMap((section) => [
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        children: [text(SECTION_HEADINGS[c.language][section])],
      }),
      ...sectionBody(section, cv, c),
    ]),
  ];
  const doc = new Document({
    title,
    creator: cv.fullName || 'Applywise',
    description: 'CV',
    styles: {
      default: {
        document: { run: { font, size }, paragraph: { spacing: { line: Math.round(c.lineSpacing * 240) } } },
        heading1: { run: { font, size: size * 2, bold: true, color } },
        heading2: {
          run: { font, size: Math.round(size * 1.3), bold: true, color },
          paragraph: { spacing: { before: 240, after: 80 } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: Math.round(page.width * TWIPS_PER_POINT),
              height: Math.round(page.height * TWIPS_PER_POINT),
            },
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
