import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type ByteRange, checkKey, contentTypeOf, type ObjectStore, type OpenedObject } from './object-store';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Objects as files under one folder: the embedded default. */
export class LocalStore implements ObjectStore {
  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    return join(this.dir, checkKey(key));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async moveIn(key: string, from: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      await rename(from, path);
    } catch (error) {
      // Another file system (a scratch folder on another volume).
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(from, path);
      await rm(from, { force: true });
    }
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch((error) => {
      if (missing(error)) return null;
      throw error;
    });
  }

  async exists(key: string): Promise<boolean> {
    const found = await stat(this.pathOf(key)).catch(() => null);
    return Boolean(found?.isFile());
  }

  async open(key: string, range?: ByteRange): Promise<OpenedObject | null> {
    const path = this.pathOf(key);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) return null;
    const base = { size: found.size, modified: found.mtime, contentType: contentTypeOf(key) };
    if (!range) return { ...base, body: createReadStream(path), length: found.size };
    if (range.start >= found.size) return null;
    const end = Math.min(range.end ?? found.size - 1, found.size - 1);
    return {
      ...base,
      body: createReadStream(path, { start: range.start, end }),
      length: end - range.start + 1,
      range: { start: range.start, end },
    };
  }

  async withLocalFile<T>(
    key: string,
    _scratchDir: string,
    use: (path: string) => Promise<T>,
  ): Promise<T | null> {
    return (await this.exists(key)) ? use(this.pathOf(key)) : null;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { recursive: true, force: true });
  }
}
