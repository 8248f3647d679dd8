import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { checkedStorageName } from './storage-name';

/** Stores files flat in one folder under server-generated names; any other name is refused. */
export class LocalFolderStorage implements FileStorage {
  constructor(private readonly folder: string) {}

  private resolve(name: string): string {
    return path.join(this.folder, checkedStorageName(name));
  }

  /**
   * Writes beside the target and renames over it: a second put of a name (a seed run again on a used
   * folder) replaces it, and a reader or a kill -9 never sees half a file.
   */
  async put(name: string, bytes: Uint8Array): Promise<void> {
    const target = this.resolve(name);
    await mkdir(this.folder, { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
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
