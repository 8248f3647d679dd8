import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysFileContent } from '../db/schema';
import type { FileStorage } from './file-storage';
import { checkedStorageName } from './storage-name';

/** Keeps the bytes in sys_file_content, so every process on the database serves every file. */
export class DatabaseStorage implements FileStorage {
  constructor(private readonly db: Db) {}

  async put(name: string, bytes: Uint8Array, within?: Db): Promise<void> {
    const row = { name: checkedStorageName(name), bytes, size: bytes.byteLength };
    await (within ?? this.db)
      .insert(sysFileContent)
      .values(row)
      .onConflictDoUpdate({ target: sysFileContent.name, set: { bytes: row.bytes, size: row.size, created_at: sql`now()` } });
  }

  async get(name: string): Promise<Uint8Array | null> {
    const [row] = await this.db.select({ bytes: sysFileContent.bytes }).from(sysFileContent).where(eq(sysFileContent.name, checkedStorageName(name))).limit(1);
    return row ? new Uint8Array(row.bytes) : null;
  }

  async remove(name: string): Promise<void> {
    await this.db.delete(sysFileContent).where(eq(sysFileContent.name, checkedStorageName(name)));
  }
}
