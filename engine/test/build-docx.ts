import {
  BorderStyle,
  Document,
  ExternalHyperlink,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ITableCellOptions,
} from 'docx';
import type { FixtureBlock, FixtureDoc } from './fixture-types.ts';

type BlockChild = Paragraph | Table;

/** Word's own fixture: the name as Title, headings as Heading 1, real lists, links and tables. */
export async function buildDocx(doc: FixtureDoc): Promise<Uint8Array> {
  const body = doc.sidebar ? [sidebarLayout(doc.sidebar, doc.main)] : blocksToChildren(doc.main);
  const header = doc.header?.length
    ? { default: new Header({ children: doc.header.map((line) => new Paragraph(line)) }) }
    : undefined;
  const file = new Document({ sections: [{ headers: header, children: body }] });
  return new Uint8Array(await Packer.toBuffer(file));
}

function blocksToChildren(blocks: FixtureBlock[]): BlockChild[] {
  return blocks.flatMap(blockToChildren);
}

function blockToChildren(block: FixtureBlock): BlockChild[] {
  switch (block.kind) {
    case 'name':
      return [new Paragraph({ text: block.text, heading: HeadingLevel.TITLE })];
    case 'heading':
      return [new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_1 })];
    case 'para':
      return [new Paragraph({ children: [new TextRun({ text: block.text, bold: block.bold })] })];
    case 'bullets':
      return block.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
    case 'link':
      return [
        new Paragraph({
          children: [
            new ExternalHyperlink({
              link: block.url,
              children: [new TextRun({ text: block.text, style: 'Hyperlink' })],
            }),
          ],
        }),
      ];
    case 'table':
      return [dataTable(block.rows)];
  }
}

function dataTable(rows: string[][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (cells) =>
        new TableRow({
          children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })),
        }),
    ),
  });
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

/** The common "sidebar CV" in Word: one borderless row, narrow sidebar cell left, main right. */
function sidebarLayout(sidebar: FixtureBlock[], main: FixtureBlock[]): Table {
  const cell = (blocks: FixtureBlock[], pct: number): TableCell => {
    const options: ITableCellOptions = {
      width: { size: pct, type: WidthType.PERCENTAGE },
      borders: NO_BORDERS,
      // A cell must end with a paragraph, so a table block gets an empty one after it.
      children: [...blocksToChildren(blocks), new Paragraph('')],
    };
    return new TableCell(options);
  };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: [new TableRow({ children: [cell(sidebar, 30), cell(main, 70)] })],
  });
}
