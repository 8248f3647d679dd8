import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

const SAFE_NAME = /^[A-Za-z0-9_-]{8,80}(\.[a-z0-9]{1,8})?$/;

/** Stores files flat in one folder under server-generated names; any other name is refused. */
export class LocalFolderStorage implements FileStorage {
  constructor(private readonly folder: string) {}

  private resolve(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`Refused storage name: ${name}`);
    return path.join(this.folder, name);
  }

  async put(name: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeFile(this.resolve(name), bytes, { flag: 'wx' });
  }

  async get(name: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.resolve(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.resolve(name), { force: true });
  }
}

/** Keeps files in memory: for tests. */
export class MemoryStorage implements FileStorage {
  private readonly files = new Map<string, Uint8Array>();
  async put(name: string, bytes: Uint8Array): Promise<void> {
    this.files.set(name, bytes);
  }
  async get(name: string): Promise<Uint8Array | null> {
    return this.files.get(name) ?? null;
  }
  async remove(name: string): Promise<void> {
    this.files.delete(name);
  }
}
