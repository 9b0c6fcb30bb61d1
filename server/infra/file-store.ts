import { access, constants, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Config } from '../config.ts';

/** Where uploaded files live. Keys look like `{userId}/{timestamp}-{filename}`. */
export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  check(): Promise<{ ok: boolean; detail: string }>;
}

/** S3 when configured, else the local folder. */
export async function createFileStore(config: Config): Promise<FileStore> {
  if (config.s3) {
    const { S3FileStore } = await import('./s3-file-store.ts');
    return new S3FileStore(config.s3);
  }
  return new LocalFileStore(config.files.localDir);
}

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  /** Resolves a key inside the root; a key that climbs out of it (`..`) is refused. */
  private path(key: string): string {
    const full = normalize(join(this.root, key));
    if (!full.startsWith(normalize(this.root) + sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.path(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async check(): Promise<{ ok: boolean; detail: string }> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return { ok: true, detail: `Local files in ${this.root}` };
    } catch (error) {
      return { ok: false, detail: `File storage not writable: ${(error as Error).message}` };
    }
  }
}
