import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { sysFile } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { textPdf } from './demo-files';

/** A demo PDF in the real file store under a fixed key, for a record or a request to hold. */
export interface DemoPdf {
  fileKey: string;
  name: string;
  /** What the page shows (ASCII). */
  lines: readonly string[];
  /** sys_file.file_group_key: an upload group when the seed hands the file to a request to claim. */
  group: string;
  owner: string;
}

/** Writes the file once (a fixed storage name and key: seeding twice adds nothing) and answers its key. */
export async function storeDemoPdf(db: Db, storage: FileStorage, pdf: DemoPdf): Promise<string> {
  const storageName = `${createHash('sha256').update(`demo:${pdf.fileKey}`).digest('hex').slice(0, 32)}.pdf`;
  const bytes = textPdf(pdf.lines);
  await storage.put(storageName, bytes);
  await db.insert(sysFile).values({
    file_key: pdf.fileKey, storage_name: storageName, original_name: pdf.name, content_type: 'application/pdf', size: bytes.byteLength,
    file_group_key: pdf.group, served_publicly: false, create_by: pdf.owner, update_by: pdf.owner,
  }).onConflictDoNothing();
  return pdf.fileKey;
}
