import path from 'node:path';
import type { FileStorageKind } from '@/lib/config/env';
import type { Db } from '../db/client';
import { DatabaseStorage } from './database-storage';
import type { FileStorage } from './file-storage';
import { copyFolderFilesIn } from './folder-into-database';
import { LocalFolderStorage } from './local-folder-storage';

/** The folder a folder store keeps its files in, and a database store copies from at start. */
export function uploadsFolder(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * The file store of FILE_STORAGE (serverEnv().fileStorage). A database store first takes in the
 * files the data folder's store kept, so moving a deployment from the folder loses none.
 */
export async function openFileStorage(kind: FileStorageKind, db: Db, dataDir: string): Promise<FileStorage> {
  const folder = uploadsFolder(dataDir);
  if (kind === 'folder') return new LocalFolderStorage(folder);
  const { copied, missing } = await copyFolderFilesIn(db, folder);
  if (copied > 0 || missing > 0) {
    console.log(`[files] stored in the database: ${copied} copied from ${folder}${missing > 0 ? `, ${missing} found in neither` : ''}`);
  }
  return new DatabaseStorage(db);
}
