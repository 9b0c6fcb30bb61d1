import { afterAll, describe, expect, it } from 'vitest';
import { buildPdf } from '#engine/test/build-pdf';
import { hostileDocx, hostilePdf } from '#engine/test/build-hostile';
import { ReadError } from '#engine/read/index';
import { ReadPool, ReadsBusyError } from './read-pool.ts';

const CV = {
  main: [
    { kind: 'name' as const, text: 'Sofia Hansen' },
    { kind: 'heading' as const, text: 'Experience' },
    { kind: 'para' as const, text: 'Product Designer, Nordlys ApS, Aarhus' },
  ],
};

const pools: ReadPool[] = [];
function pool(options: Partial<ConstructorParameters<typeof ReadPool>[0]> = {}): ReadPool {
  const created = new ReadPool({
    threads: 1,
    timeoutMs: 30_000,
    memoryMb: 512,
    perUser: 2,
    maxWaiting: 10,
    ...options,
  });
  pools.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

async function refusal(work: Promise<unknown>): Promise<Error> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('ReadPool (worker threads)', { timeout: 60_000 }, () => {
  const shared = pool();

  it('reads and parses a CV in a worker thread', async () => {
    const { doc, parsed } = await shared.readAndParse(await buildPdf(CV));
    expect(doc.format).toBe('pdf');
    expect(doc.lines.map((line) => line.text)).toContain('Sofia Hansen');
    expect(parsed.data.personalInfo.fullName).toBe('Sofia Hansen');
  });

  it('gives the reader refusals their code: a PDF stream that inflates to 200 MiB is corrupt', async () => {
    const error = await refusal(shared.read(hostilePdf(200)));
    expect(error).toBeInstanceOf(ReadError);
    expect((error as ReadError).code).toBe('corrupt');
  });

  it('ends the thread of a read over its time limit, and reads the next file on a new one', async () => {
    const reads = shared;
    const bytes = await buildPdf(CV);
    await reads.read(bytes);
    const error = await refusal(reads.read(bytes, { timeoutMs: 1 }));
    expect(error).toBeInstanceOf(ReadError);
    expect(error.message).toMatch(/took too long/);
    expect((await reads.read(bytes)).format).toBe('pdf');
  });

  it('ends a thread that passes its memory limit with a refusal, not a crash', async () => {
    const error = await refusal(pool({ memoryMb: 48 }).readAndParse(hostileDocx(3.5)));
    expect(error).toBeInstanceOf(ReadError);
    expect((error as ReadError).code).toBe('corrupt');
    expect(error.message).toMatch(/too much memory/);
  });

  it('refuses an upload when its user already has two reads running', async () => {
    const reads = shared;
    const bytes = await buildPdf(CV);
    const first = reads.read(bytes, { owner: 'u1', interactive: true });
    const second = reads.read(bytes, { owner: 'u1', interactive: true });
    const third = await refusal(reads.read(bytes, { owner: 'u1', interactive: true }));
    expect(third).toBeInstanceOf(ReadsBusyError);
    // Another user is not held up by u1's limit.
    const other = reads.read(bytes, { owner: 'u2', interactive: true });
    await Promise.all([first, second, other]);
    expect(reads.isBusy('u1')).toBe(false);
  });
});
