/**
 * `npm run cv:parse -- FILE [--text]`: reads a CV (PDF, DOCX, DOC, ODT, RTF or plain text) and prints the
 * structured CV as JSON, or with --text the lines as read (to see what the parser was given).
 * The engine itself does no I/O; this edge script reads the file and hands it the bytes.
 */
import { readFile } from 'node:fs/promises';
import { parseCv } from './parse/index.ts';
import { ReadError, readDocument } from './read/index.ts';
import type { DocLine } from './read/types.ts';

const USAGE = `usage: npm run cv:parse -- FILE [--text]

Reads FILE (PDF, DOCX, DOC, ODT, RTF or plain text) and prints the structured CV as JSON:
  { extractedData, detectedLanguage, languageConfidence }

  --text   print the lines as read instead (page, column, region, size, text)`;

interface Args {
  file: string;
  text: boolean;
}

function parseArgs(argv: string[]): Args | null {
  const text = argv.includes('--text');
  const files = argv.filter((a) => a !== '--text');
  if (files.length !== 1 || files[0]!.startsWith('-')) return null;
  return { file: files[0]!, text };
}

/** One read line with its layout facts, so reading-order and heading problems are visible. */
function describeLine(line: DocLine): string {
  const facts = [
    `p${line.page}`,
    line.column !== undefined ? `c${line.column}` : '',
    line.region && line.region !== 'body' ? line.region : '',
    line.size !== undefined ? `${line.size.toFixed(1)}pt` : '',
    line.bold ? 'bold' : '',
    line.heading ? 'heading' : '',
  ].filter(Boolean);
  return `[${facts.join(' ')}] ${line.text}`;
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (!args) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const bytes = new Uint8Array(await readFile(args.file));
  const doc = await readDocument(bytes, { allowText: true });
  if (args.text) {
    const links = doc.links.map((l) => `[link] ${l}`);
    process.stdout.write(`${[...doc.lines.map(describeLine), ...links].join('\n')}\n`);
    return 0;
  }
  const parsed = parseCv(doc);
  const output = {
    extractedData: parsed.data,
    detectedLanguage: parsed.detectedLanguage,
    languageConfidence: parsed.languageConfidence,
  };
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ReadError) {
      process.stderr.write(`error: ${error.code}: ${error.message}\n`);
    } else {
      // A missing file or a parser crash: say what happened without a stack trace wall.
      process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    process.exitCode = 1;
  },
);
