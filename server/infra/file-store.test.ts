import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore, type FileStore } from './file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'applywise-files-'));
// A local server that speaks the S3 protocol stands in for AWS.
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: join(dir, 's3'),
  configureBuckets: [{ name: 'cvs' }],
});
let endpoint: string;
beforeAll(async () => {
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['local folder', () => new LocalFileStore(join(dir, 'local'))],
  [
    'S3-compatible bucket',
    () =>
      new S3FileStore({
        endpoint,
        bucket: 'cvs',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
];

describe.each(stores)('%s', (_name, make) => {
  it('stores, reads back and deletes a file under a user key', async () => {
    const store = make();
    const key = 'user-1/1700000000000-cv.pdf';
    const data = Buffer.from('%PDF-1.7 fake but binary \u0000\u00ff', 'latin1');
    await store.put(key, data, 'application/pdf');
    expect(Buffer.compare(await store.get(key), data)).toBe(0);
    await store.delete(key);
    await expect(store.get(key)).rejects.toThrow();
  });

  it('passes its health check', async () => {
    expect(await make().check()).toMatchObject({ ok: true });
  });
});

it('the local store refuses keys that climb out of its folder', async () => {
  const store = new LocalFileStore(join(dir, 'local'));
  await expect(store.put('../outside.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
    /Invalid storage key/,
  );
});

it('an unreachable bucket fails the health check', async () => {
  const store = new S3FileStore({
    endpoint,
    bucket: 'missing',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  expect(await store.check()).toMatchObject({ ok: false });
});
