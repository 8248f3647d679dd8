import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysFile, sysFileContent } from '../db/schema';
import { DatabaseStorage } from './database-storage';
import { LocalFolderStorage } from './local-folder-storage';
import { isSafeStorageName } from './storage-name';

export interface FolderCopy {
  /** Files read from the folder into the table. */
  copied: number;
  /** Files a row names that neither the table nor this folder holds (another machine's folder may). */
  missing: number;
}

/**
 * Copies into the table the bytes of every file a sys_file row names that the table lacks and the
 * folder holds, so a deployment that kept its files in a folder serves them all once it stores
 * them in the database. Runs on every start; a second run finds nothing left to copy, and a file
 * removed since is not brought back (its row went with it).
 */
export async function copyFolderFilesIn(db: Db, folder: string): Promise<FolderCopy> {
  const lacking = await db
    .select({ name: sysFile.storage_name })
    .from(sysFile)
    .leftJoin(sysFileContent, eq(sysFileContent.name, sysFile.storage_name))
    .where(isNull(sysFileContent.name));
  const from = new LocalFolderStorage(folder);
  const into = new DatabaseStorage(db);
  let copied = 0;
  let missing = 0;
  for (const { name } of lacking) {
    const bytes = isSafeStorageName(name) ? await from.get(name) : null;
    if (bytes) {
      await into.put(name, bytes);
      copied += 1;
    } else {
      missing += 1;
    }
  }
  return { copied, missing };
}
