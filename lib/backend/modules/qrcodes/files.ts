import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysFile } from '../../db/schema';
import type { BackendServices } from '../../services';
import { newStorageName } from '../file-names';

/** Files drawn for QR codes are grouped under this key in sys_file and served only through the download call. */
export const QR_FILE_GROUP = 'qrcode';

/** Stores bytes the server made itself (no upload check needed) as a record's file; answers its key. */
export async function storeGeneratedFile(
  tx: Db, services: BackendServices, auth: AuthContext,
  file: { bytes: Uint8Array; name: string; extension: string; mime: string },
): Promise<string> {
  const fileKey = randomUUID();
  const storageName = newStorageName(file.extension);
  await tx.insert(sysFile).values({
    file_key: fileKey, storage_name: storageName, original_name: file.name, content_type: file.mime, size: file.bytes.byteLength,
    file_group_key: QR_FILE_GROUP, served_publicly: false, create_by: auth.userKey, update_by: auth.userKey,
  });
  await services.storage.put(storageName, file.bytes, tx);
  return fileKey;
}

/** Removes stored files by key: their rows inside the transaction, their bytes once it commits. */
export async function removeFiles(tx: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await tx.delete(sysFile).where(inArray(sysFile.file_key, [...keys])).returning({ storage_name: sysFile.storage_name });
  return rows.map((r) => r.storage_name);
}

export async function removeStoredBytes(services: BackendServices, storageNames: readonly string[]): Promise<void> {
  for (const name of storageNames) await services.storage.remove(name);
}

