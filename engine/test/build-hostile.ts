import { constants, deflateRawSync } from 'node:zlib';
import { buildZip } from './build-zip.ts';

const MiB = 1024 * 1024;

/**
 * A small, valid one-page PDF whose content stream inflates to `inflatedMiB` MiB (whole MiB): a
 * line of text followed by spaces, which deflate to almost nothing (1 GiB of spaces is about 1 MB).
 */
export function hostilePdf(inflatedMiB: number): Uint8Array {
  const text = 'BT /F1 12 Tf 72 720 Td (Sofia Hansen, product designer in Aarhus) Tj ET\n';
  const first = Buffer.alloc(MiB, 0x20);
  first.write(text, 0, 'latin1');
  const stream = zlibOfChunks(first, Buffer.alloc(MiB, 0x20), Math.max(1, Math.round(inflatedMiB)));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    if (body === null) {
      push(
        Buffer.from(
          `${i + 1} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
          'latin1',
        ),
      );
      push(stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    } else {
      push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
    }
  });
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * The zlib stream of `first` followed by `count - 1` copies of `rest`, without deflating them all:
 * full-flushed deflate blocks are independent, so one compressed copy is repeated, then closed by
 * an empty final block and the Adler-32 of the whole.
 */
function zlibOfChunks(first: Buffer, rest: Buffer, count: number): Buffer {
  // `rest` is one byte value repeated: its checksum has a closed form.
  const value = BigInt(rest[0]!);
  const n = BigInt(rest.length);
  const flushed = (data: Buffer) => deflateRawSync(data, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const restBlock = flushed(rest);
  const blocks = [Buffer.from([0x78, 0xda]), flushed(first)];
  for (let i = 1; i < count; i++) blocks.push(restBlock);
  blocks.push(deflateRawSync(Buffer.alloc(0)));
  let sums = adler32(first, { a: 1n, b: 0n });
  for (let i = 1; i < count; i++) {
    sums = {
      a: (sums.a + n * value) % 65521n,
      b: (sums.b + n * sums.a + (value * n * (n + 1n)) / 2n) % 65521n,
    };
  }
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(Number((sums.b << 16n) | sums.a));
  blocks.push(trailer);
  return Buffer.concat(blocks);
}

function adler32(data: Buffer, start: { a: bigint; b: bigint }): { a: bigint; b: bigint } {
  let a = Number(start.a);
  let b = Number(start.b);
  for (let i = 0; i < data.length; i++) {
    a = (a + data[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return { a: BigInt(a), b: BigInt(b) };
}

const WORDS =
  'led designed product team customer research service platform migration delivered improved weekly reports analysis budget growth'.split(
    ' ',
  );

/**
 * A DOCX whose word/document.xml is `xmlMiB` MiB of varied paragraphs: it compresses about 5 to
 * 1, far under any zip-bomb ratio, so only a limit on the inflated size refuses it.
 */
export function hostileDocx(xmlMiB: number): Uint8Array {
  const target = Math.round(xmlMiB * MiB);
  const chunks: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
    '<w:p><w:r><w:t>Sofia Hansen</w:t></w:r></w:p>',
  ];
  let size = chunks.join('').length;
  // A small linear congruential generator: the same file every run, without the cost of crypto.
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  while (size < target) {
    const words = Array.from({ length: 12 }, () => `${WORDS[next() % WORDS.length]}${next() % 1000}`);
    const paragraph = `<w:p><w:r><w:t>${words.join(' ')}</w:t></w:r></w:p>`;
    chunks.push(paragraph);
    size += paragraph.length;
  }
  chunks.push('</w:body></w:document>');
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    { name: 'word/document.xml', data: chunks.join(''), level: 1 },
  ]);
}
