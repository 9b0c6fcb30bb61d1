import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The CLI as a user runs it (a separate Node process through tsx), on files written to a temp dir.
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cv-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', cli, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const CV_TEXT = `Anna Keller
anna.keller@example.de | +49 30 1234567 | 10115 Berlin

Berufserfahrung
Projektleiterin
Siemens AG, Berlin
03/2019 – heute
Leitung von Projekten in der Energietechnik.

Ausbildung
M.Sc. Wirtschaftsingenieurwesen
Technische Universität Berlin
2013 – 2016
`;

// Each run starts Node and tsx (about 2 s), so the cases run side by side with a generous limit.
describe.concurrent('cv:parse CLI', { timeout: 30_000 }, () => {
  it('prints usage and fails without a file', async () => {
    const result = await run();
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('usage: npm run cv:parse -- FILE');
  });

  it('prints the structured CV as JSON', async () => {
    const result = await run(file('anna.txt', CV_TEXT));
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(Object.keys(output)).toEqual(['extractedData', 'detectedLanguage', 'languageConfidence']);
    expect(output.detectedLanguage).toBe('de');
    expect(output.extractedData).toMatchObject({
      personalInfo: { email: 'anna.keller@example.de' },
    });
  });

  it('prints the read lines with --text', async () => {
    const result = await run(file('anna2.txt', CV_TEXT), '--text');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('] Berufserfahrung');
    expect(() => JSON.parse(result.stdout)).toThrow();
  });

  it('reports a read error with its code and exits 1', async () => {
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0)]);
    const result = await run(file('resume.pdf', elf));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: unsupported-type: /);
    expect(result.stdout).toBe('');
  });
});
