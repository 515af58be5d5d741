import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './types';

/** Uploads in FILE_DIR on this machine's disk. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  async put(name: string, localPath: string): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    // Copy, not rename: the temporary folder may be on another file system than FILE_DIR.
    await fs.copyFile(localPath, path.join(this.dir, name));
  }

  async get(name: string): Promise<StoredFile | null> {
    const file = path.join(this.dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return {
      body: createReadStream(file),
      size: stat.size,
      contentType: null,
    };
  }

  async exists(name: string): Promise<boolean> {
    const stat = await fs.stat(path.join(this.dir, name)).catch(() => null);
    return stat?.isFile() ?? false;
  }

  async remove(name: string): Promise<void> {
    await fs.rm(path.join(this.dir, name), { force: true });
  }

  close(): void {}
}
