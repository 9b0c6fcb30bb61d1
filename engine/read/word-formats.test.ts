import { describe, expect, it } from 'vitest';
import { buildZip, type ZipEntrySpec } from '../test/build-zip.ts';
import { ReadError, readDocument, type ReadDocument } from './index.ts';
import { readRtf } from './rtf.ts';

const texts = (doc: { lines: { text: string }[] }): string[] => doc.lines.map((line) => line.text);
const lineOf = (doc: ReadDocument, text: string) => doc.lines.find((line) => line.text === text);

async function readError(bytes: Uint8Array): Promise<ReadError> {
  const error = await readDocument(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReadError);
  return error as ReadError;
}

// ---------------------------------------------------------------------------------------------
// ODT: a package written by hand, as LibreOffice lays it out (mimetype first and stored).

const ODF_NS = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
].join(' ');

const ODT_STYLES = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-styles ${ODF_NS}><office:styles>
<style:default-style style:family="paragraph"><style:text-properties fo:font-size="10pt"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"/>
<style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="14pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:parent-style-name="Heading" style:default-outline-level="1"/>
<style:style style:name="Name" style:family="paragraph" style:parent-style-name="Heading"><style:text-properties fo:font-size="200%"/></style:style>
</office:styles>
<office:automatic-styles><style:style style:name="MP1" style:family="paragraph"><style:text-properties fo:font-size="8pt"/></style:style></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard">
<style:header style:display="false"><text:p>Hidden header text</text:p></style:header>
<style:footer><text:p text:style-name="MP1"><text:sender-firstname text:fixed="false">Anna</text:sender-firstname> <text:sender-lastname text:fixed="false">Berg</text:sender-lastname> • <text:sender-email text:fixed="false">anna.berg@example.com</text:sender-email><text:line-break/>☎ <text:sender-phone-private text:fixed="false">+49 30 1234567</text:sender-phone-private></text:p></style:footer>
<style:footer-first><text:p text:style-name="MP1">Anna Berg • anna.berg@example.com</text:p></style:footer-first>
</style:master-page></office:master-styles></office:document-styles>`;

const ODT_CONTENT = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content ${ODF_NS}>
<office:automatic-styles>
<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Name"/>
<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
</office:automatic-styles>
<office:body><office:text>
<text:sequence-decls><text:sequence-decl text:display-outline-level="0" text:name="Table"/></text:sequence-decls>
<text:p text:style-name="P1">Anna Berg<office:annotation><dc:creator>Template</dc:creator><text:p>Replace with your own name.</text:p></office:annotation></text:p>
<text:p text:style-name="Standard">\uF041 Berlin<text:s text:c="3"/>|<text:tab/><text:a xlink:href="https://www.linkedin.com/in/anna-berg">linkedin.com/in/anna-berg</text:a></text:p>
<text:h text:style-name="Heading_20_1" text:outline-level="1">Berufserfahrung</text:h>
<table:table table:name="Tabelle1">
<table:table-column table:number-columns-repeated="2"/>
<table:table-row>
<table:table-cell><text:p text:style-name="Standard">03/2019 – heute</text:p></table:table-cell>
<table:table-cell><text:p text:style-name="Standard"><text:span text:style-name="T1">Pflegefachkraft</text:span><text:line-break/>Charité Berlin</text:p></table:table-cell>
</table:table-row>
<table:table-row>
<table:table-cell><text:p text:style-name="Standard">2015 – 2019</text:p></table:table-cell>
<table:table-cell table:number-columns-spanned="1"><text:p text:style-name="Standard"><text:span text:style-name="T1">Ausbildung</text:span></text:p></table:table-cell>
</table:table-row>
</table:table>
<text:tracked-changes><text:changed-region text:id="c1"><text:deletion><text:p>Deleted old job</text:p></text:deletion></text:changed-region></text:tracked-changes>
<text:p text:style-name="Standard"><draw:frame draw:name="Box"><draw:text-box><text:p>Führerschein Klasse B</text:p></draw:text-box></draw:frame>Kenntnisse:</text:p>
<text:list><text:list-item><text:p>Wundversorgung</text:p></text:list-item><text:list-item><text:p>Intensivpflege</text:p></text:list-item></text:list>
<text:p/>
</office:text></office:body></office:document-content>`;

function odt(
  content: string,
  styles: string,
  mimetype = 'application/vnd.oasis.opendocument.text',
): Uint8Array {
  const entries: ZipEntrySpec[] = [
    { name: 'mimetype', data: mimetype, stored: true },
    { name: 'content.xml', data: content },
    { name: 'styles.xml', data: styles },
  ];
  return buildZip(entries);
}

describe('readDocument: ODT', () => {
  it('reads the body in order: headings, tables row by row, text boxes, lists, spaces, no icon glyphs', async () => {
    const doc = await readDocument(odt(ODT_CONTENT, ODT_STYLES));
    expect(doc.format).toBe('odt');
    expect(texts(doc)).toEqual([
      'Anna Berg',
      'Berlin  | linkedin.com/in/anna-berg',
      'Berufserfahrung',
      '03/2019 – heute',
      'Pflegefachkraft',
      'Charité Berlin',
      '2015 – 2019',
      'Ausbildung',
      'Führerschein Klasse B',
      'Kenntnisse:',
      'Wundversorgung',
      'Intensivpflege',
      'Anna Berg • anna.berg@example.com',
      '☎ +49 30 1234567',
    ]);
    expect(doc.links).toEqual(['https://www.linkedin.com/in/anna-berg']);
  });

  it('keeps what the styles say: sizes through parent styles, bold spans, heading levels, regions', async () => {
    const doc = await readDocument(odt(ODT_CONTENT, ODT_STYLES));
    expect(lineOf(doc, 'Anna Berg')?.size).toBe(28); // 200 % of the 14 pt Heading it inherits
    expect(lineOf(doc, 'Anna Berg')?.bold).toBe(true);
    expect(lineOf(doc, 'Berufserfahrung')).toMatchObject({ heading: true, size: 14 });
    expect(lineOf(doc, 'Pflegefachkraft')).toMatchObject({ bold: true, region: 'table', size: 10 });
    expect(lineOf(doc, 'Charité Berlin')?.bold).toBeUndefined();
    expect(lineOf(doc, 'Führerschein Klasse B')?.region).toBe('textbox');
    expect(lineOf(doc, '☎ +49 30 1234567')).toMatchObject({ region: 'footer', size: 8 });
  });

  it('reads a template (.ott) and a package whose mimetype is not first, from their contents', async () => {
    const template = await readDocument(
      odt(ODT_CONTENT, ODT_STYLES, 'application/vnd.oasis.opendocument.text-template'),
    );
    expect(template.format).toBe('odt');
    const reordered = buildZip([
      { name: 'content.xml', data: ODT_CONTENT },
      { name: 'styles.xml', data: ODT_STYLES },
    ]);
    const doc = await readDocument(reordered);
    expect(doc.format).toBe('odt');
    expect(texts(doc)[0]).toBe('Anna Berg');
  });

  it('calls an ODF package without content.xml corrupt', async () => {
    const bytes = buildZip([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text', stored: true },
      { name: 'styles.xml', data: ODT_STYLES },
    ]);
    expect((await readError(bytes)).code).toBe('corrupt');
  });
});

// ---------------------------------------------------------------------------------------------
// RTF: as Word and hand-written files have it.

const RTF = String.raw`{\rtf1\ansi\ansicpg1252\deff0\uc1
{\fonttbl{\f0\froman\fcharset0 Times New Roman;}{\f1\fswiss\fcharset204 Arial;}}
{\colortbl;\red0\green0\blue0;}
{\stylesheet{\s0 Normal;}{\s1\outlinelevel0 heading 1;}}
{\*\generator Hand 1.0;}{\info{\title Lebenslauf}{\author Someone}}
{\header\pard\plain\fs18 Ren\'e9 L\'f3pez \endash  rene.lopez@example.com\par}
\pard\plain\fs40\b Ren\'e9 L\'f3pez\b0\par
\fs24 M\'e1laga, Espa\'f1a\tab +34 600 123 456\line {\field{\*\fldinst HYPERLINK "https://www.linkedin.com/in/rene-lopez"}{\fldrslt linkedin.com/in/rene-lopez}}\par
{\*\bkmkstart top}{\*\bkmkend top}
\pard\s1\outlinelevel0\b\fs28 EXPERIENCIA\par
\pard\plain\fs24 {\pntext\f0 \'b7\tab}Gesti\'f3n de equipos \u8364?50k\par
\uc0 Caf\u233\'e9 \uc1 na\u239?ve\par
{\pict\wmetafile8\picw100\pich100 0123456789abcdef0123456789abcdef}
{\*\shpinst{\sp{\sn shapeType}{\sv 202}}{\shptxt Carnet de conducir B\par}}{\shprslt Carnet de conducir B\par}
\trowd\cellx3000\cellx6000\pard\intbl 2019 \endash  2023\cell Enfermera, Hospital Regional\cell\row
\pard\plain {\f1 \'cf\'f0\'e8\'e2\'e5\'f2}\par
\{literal braces\} and a backslash \\ stay{\v  hidden note}{\deleted  old text}\par
{\*\unknowndestination this is never shown}
}`;

describe('readDocument: RTF', () => {
  it('reads the text a reader sees: escapes in the code page, \\u with fallbacks, fields, tables', async () => {
    const doc = await readDocument(new TextEncoder().encode(RTF));
    expect(doc.format).toBe('rtf');
    expect(texts(doc)).toEqual([
      'René López – rene.lopez@example.com',
      'René López',
      'Málaga, España +34 600 123 456',
      'linkedin.com/in/rene-lopez',
      'EXPERIENCIA',
      'Gestión de equipos €50k',
      'Caféé naïve',
      'Carnet de conducir B',
      '2019 – 2023',
      'Enfermera, Hospital Regional',
      'Привет',
      '{literal braces} and a backslash \\ stay',
    ]);
    expect(doc.links).toEqual(['https://www.linkedin.com/in/rene-lopez']);
  });

  it('keeps sizes, bold, outline-level headings and regions', async () => {
    const doc = await readDocument(new TextEncoder().encode(RTF));
    expect(doc.lines[0]).toMatchObject({ region: 'header', size: 9 });
    expect(lineOf(doc, 'René López')).toMatchObject({ size: 20, bold: true, region: 'body' });
    expect(lineOf(doc, 'Málaga, España +34 600 123 456')).toMatchObject({ size: 12 });
    expect(lineOf(doc, 'Málaga, España +34 600 123 456')?.bold).toBeUndefined();
    expect(lineOf(doc, 'EXPERIENCIA')).toMatchObject({ heading: true, bold: true });
    expect(lineOf(doc, 'Gestión de equipos €50k')?.heading).toBeUndefined();
    expect(lineOf(doc, 'Enfermera, Hospital Regional')?.region).toBe('table');
  });

  it('reads header variants once each, keeping a line repeated inside one header', async () => {
    const rtf = String.raw`{\rtf1\ansi{\headerf\pard Lena Holm\par lena@example.com\par}{\headerr\pard Lena Holm\par Python\par Python\par}\pard Profile: nurse with ten years on surgical wards.\par}`;
    const doc = await readDocument(new TextEncoder().encode(rtf));
    expect(doc.lines.map((line) => [line.text, line.region])).toEqual([
      ['Lena Holm', 'header'],
      ['lena@example.com', 'header'],
      ['Python', 'header'],
      ['Python', 'header'],
      ['Profile: nurse with ten years on surgical wards.', 'body'],
    ]);
  });

  it('skips binary data declared with \\bin', async () => {
    const binary = String.raw`{\rtf1\ansi Before the picture, a long enough line of text.\par{\pict\bin6 }{}\\x}After\par}`;
    const doc = await readDocument(new TextEncoder().encode(binary));
    expect(texts(doc)).toEqual(['Before the picture, a long enough line of text.', 'After']);
  });

  it('refuses a group bomb and stops at the deadline', () => {
    const deep = new TextEncoder().encode(`{\\rtf1 ${'{'.repeat(100_000)}x${'}'.repeat(100_000)}}`);
    expect(() => readRtf(deep)).toThrow(/nested too deeply/);
    // The space after a control word is its delimiter; the second one is text.
    const long = new TextEncoder().encode(`{\\rtf1 ${'\\b word\\b0  '.repeat(100_000)}}`);
    expect(() => readRtf(long, Date.now() - 1)).toThrow(/took too long/);
    expect(readRtf(long).lines[0]?.text.startsWith('word word word')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// DOCX headers: parts mammoth skips, written by hand as Word writes them.

const W_NS = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
].join(' ');

const run = (text: string, props = ''): string =>
  `<w:r><w:rPr>${props}</w:rPr><w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (content: string, style = ''): string =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${content}</w:p>`;

/** A text box as Word stores it: DrawingML in mc:Choice and the same text again in VML. */
function textBox(paragraphs: string): string {
  return `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:wsp><wps:txbx><w:txbxContent>${paragraphs}</w:txbxContent></wps:txbx></wps:wsp></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>${paragraphs}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;
}

function docx(headerBody: string, body: string): Uint8Array {
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0"?><w:document ${W_NS}><w:body>${body}</w:body></w:document>`,
    },
    {
      name: 'word/styles.xml',
      data: `<?xml version="1.0"?><w:styles ${W_NS}><w:style w:type="paragraph" w:styleId="Overskrift1"><w:name w:val="heading 1"/></w:style></w:styles>`,
    },
    { name: 'word/header1.xml', data: `<?xml version="1.0"?><w:hdr ${W_NS}>${headerBody}</w:hdr>` },
  ]);
}

describe('readDocument: DOCX page headers', () => {
  const SIDEBAR_HEADER = [
    para(run('Nurse', '<w:sz w:val="20"/>')),
    para(textBox(para(run('Maria Jensen', '<w:b/><w:sz w:val="48"/>')))),
    para(run('SKILLS', '<w:b/><w:sz w:val="16"/>')),
    para(run('Wound care') + '<w:r><w:br/></w:r>' + run('Triage')),
    para(run('Python')),
    para(run('EDUCATION', '<w:b/>'), 'Overskrift1'),
    `<w:tbl><w:tr><w:tc>${para(run('2012 – 2015'))}</w:tc><w:tc>${para(run('BSc Nursing, VIA University College'))}</w:tc></w:tr></w:tbl>`,
    para(run('Python')),
  ].join('');
  const BODY = para(run('Aarhus | maria.jensen@example.com')) + para(run('Experience'), 'Overskrift1');

  it('reads a header that holds a sidebar as page content: text boxes once, tables, styles', async () => {
    const doc = await readDocument(docx(SIDEBAR_HEADER, BODY));
    expect(texts(doc)).toEqual([
      'Nurse',
      'Maria Jensen',
      'SKILLS',
      'Wound care',
      'Triage',
      'Python',
      'EDUCATION',
      '2012 – 2015',
      'BSc Nursing, VIA University College',
      'Python',
      'Aarhus | maria.jensen@example.com',
      'Experience',
    ]);
    expect(lineOf(doc, 'Maria Jensen')).toMatchObject({ region: 'textbox', size: 24, bold: true });
    expect(lineOf(doc, 'SKILLS')).toMatchObject({ region: 'body', bold: true, size: 11 });
    expect(lineOf(doc, 'EDUCATION')).toMatchObject({ heading: true });
    expect(lineOf(doc, 'BSc Nursing, VIA University College')?.region).toBe('table');
    expect(lineOf(doc, 'Experience')).toMatchObject({ heading: true });
  });

  it('keeps a short running header as page furniture', async () => {
    const header = para(run('Maria Jensen · maria.jensen@example.com')) + para(run('Aarhus, Denmark'));
    const doc = await readDocument(
      docx(header, BODY + para(run('Twelve years on surgical and medical wards.'))),
    );
    expect(doc.lines.slice(0, 2).map((line) => [line.text, line.region])).toEqual([
      ['Maria Jensen · maria.jensen@example.com', 'header'],
      ['Aarhus, Denmark', 'header'],
    ]);
    expect(lineOf(doc, 'Aarhus | maria.jensen@example.com')?.region).toBe('body');
  });
});
