import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract/envelope';
import type { Db } from '../../db/client';
import { okrProjectDocument, okrProjectFolder } from '../../db/schema';
import { entityBehaviour, type Row } from '../../entity/behaviour';
import { ApiError, badRequest } from '../../http/errors';
import { withUploaderNames } from './uploader-names';
import { projectFolderEntity } from '@/lib/entities/project-folder';
import { projectDocumentEntity } from '@/lib/entities/project-document';
import { projectDocumentVersionEntity } from '@/lib/entities/project-document-version';

/** How deep a folder tree may go; also bounds the walk up a tree when a folder moves. */
export const MAX_FOLDER_DEPTH = 20;

async function liveFolder(tx: Db, key: string): Promise<{ project_key: string; parent_folder_key: string | null } | undefined> {
  const [row] = await tx.select({ project_key: okrProjectFolder.project_key, parent_folder_key: okrProjectFolder.parent_folder_key })
    .from(okrProjectFolder).where(and(eq(okrProjectFolder.folder_key, key), eq(okrProjectFolder.del_flag, 0))).limit(1);
  return row;
}

/**
 * A folder sits in a folder of the same project, never inside itself, and its name does not repeat
 * among its siblings; a folder holding files or folders is not deleted.
 */
export const projectFolderBehaviour = entityBehaviour(projectFolderEntity, {
  async prepare({ tx, row, before }) {
    const projectKey = String(row.project_key ?? before?.project_key);
    if (before && row.project_key !== undefined && row.project_key !== before.project_key) throw badRequest('projectDocuments.folderStaysInProject');
    const parentKey = (row.parent_folder_key ?? (before && !('parent_folder_key' in row) ? before.parent_folder_key : null)) as string | null;
    let depth = 0;
    for (let key = parentKey; key; depth += 1) {
      if (before && key === before.folder_key) throw badRequest('projectDocuments.folderIntoItself');
      if (depth >= MAX_FOLDER_DEPTH) throw badRequest('projectDocuments.folderTooDeep');
      const folder = await liveFolder(tx, key);
      if (!folder || folder.project_key !== projectKey) throw badRequest('projectDocuments.parentFolderMissing');
      key = folder.parent_folder_key;
    }
    const name = String(row.folder_name ?? before?.folder_name);
    const [clash] = await tx.select({ n: count() }).from(okrProjectFolder).where(and(
      eq(okrProjectFolder.project_key, projectKey),
      parentKey ? eq(okrProjectFolder.parent_folder_key, parentKey) : isNull(okrProjectFolder.parent_folder_key),
      eq(okrProjectFolder.folder_name, name),
      eq(okrProjectFolder.del_flag, 0),
      before ? ne(okrProjectFolder.folder_key, String(before.folder_key)) : undefined,
    ));
    if (Number(clash?.n ?? 0) > 0) throw new ApiError(ResultCode.conflict, 'projectDocuments.folderNameTaken');
  },
  async beforeDelete({ tx, row }) {
    const key = String(row.folder_key);
    const [[folders], [files]] = await Promise.all([
      tx.select({ n: count() }).from(okrProjectFolder).where(and(eq(okrProjectFolder.parent_folder_key, key), eq(okrProjectFolder.del_flag, 0))),
      tx.select({ n: count() }).from(okrProjectDocument).where(and(eq(okrProjectDocument.folder_key, key), eq(okrProjectDocument.del_flag, 0))),
    ]);
    if (Number(folders?.n ?? 0) + Number(files?.n ?? 0) > 0) throw new ApiError(ResultCode.conflict, 'projectDocuments.folderNotEmpty');
  },
});

/** Files are created only by the upload call (which stores their bytes); the list names who uploaded. */
export const projectDocumentBehaviour = entityBehaviour(projectDocumentEntity, {
  async prepare({ before }) {
    if (!before) throw badRequest('projectDocuments.uploadOnly');
  },
  decorate: (db, rows: Row[]) => withUploaderNames(db, rows),
});

/** A version stays as it was uploaded; it goes only with its file. */
export const projectDocumentVersionBehaviour = entityBehaviour(projectDocumentVersionEntity, {
  async prepare() {
    throw badRequest('projectDocuments.versionsReadOnly');
  },
  async beforeDelete() {
    throw badRequest('projectDocuments.versionsReadOnly');
  },
  decorate: (db, rows: Row[]) => withUploaderNames(db, rows),
});
