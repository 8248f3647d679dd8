import { and, eq, sql } from 'drizzle-orm';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { documentDownloadQuery, documentUploadFields } from '@/lib/contract/project-documents';
import { projectCalls } from '@/lib/contract/project-calls';
import { projectDocumentPaths } from '@/lib/contract/project-paths';
import { projectDocumentEntity } from '@/lib/entities/project-document';
import { projectDocumentVersionEntity } from '@/lib/entities/project-document-version';
import { projectFolderEntity } from '@/lib/entities/project-folder';
import type { EntityDef } from '@/lib/entity/types';
import { newRecordKey } from '../../entity/crud';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { okrProjectDocument, okrProjectDocumentVersion } from '../../db/schema';
import { changedFields, recordAudits } from '../../entity/audit';
import type { Row } from '../../entity/behaviour';
import { listingOf, writerOf } from '../../entity/registry';
import { defineCallRoute, defineRoute, type RouteDef } from '../../http/route';
import type { BackendServices } from '../../services';
import { isCheckedFile, readCheckedFile, storeCheckedFile, type CheckedFile } from '../checked-upload';
import { SERVED_FILE_TYPES, serveRecordFile } from '../file-serving';
import { entityRecordSchema } from '@/lib/contract/entity-answers';

const tag = projectDocumentEntity.name;
const read = projectDocumentEntity.rights.read;
const auditedFields = (entity: EntityDef) => Object.keys(entity.fields).filter((f) => !entity.fields[f]!.hidden);
const DOCUMENT_FIELDS = auditedFields(projectDocumentEntity);
const VERSION_FIELDS = auditedFields(projectDocumentVersionEntity);
/** Files of project documents are grouped under this key in sys_file. */
const FILE_GROUP = 'project-document';

/**
 * The file a new upload lands in: the one named (a new version of it), else the live file of the
 * same name in the folder (so uploading it again adds a version), else none (a new file). The
 * folder, or the file, is locked first: two uploads of one name at once make two versions, not
 * two files.
 */
async function targetOf(tx: Db, auth: AuthContext, fields: { documentKey: string | null; folderKey: string | null }, name: string): Promise<{ projectKey: string; folderKey: string; document: Row | null }> {
  if (fields.documentKey) {
    const document = await writerOf(projectDocumentEntity).loadOwned(tx, auth, fields.documentKey, true, 'write');
    return { projectKey: String(document.project_key), folderKey: String(document.folder_key), document };
  }
  const folder = await writerOf(projectFolderEntity).loadOwned(tx, auth, fields.folderKey!, true, 'write');
  const [document] = (await tx.select().from(okrProjectDocument).where(and(
    eq(okrProjectDocument.folder_key, String(folder.folder_key)), eq(okrProjectDocument.file_name, name), eq(okrProjectDocument.del_flag, 0),
  )).limit(1).for('update')) as Row[];
  return { projectKey: String(folder.project_key), folderKey: String(folder.folder_key), document: document ?? null };
}

/** Stores the checked file as the first version of a new file or the next version of an existing one. */
async function storeVersion(tx: Db, services: BackendServices, auth: AuthContext, checked: CheckedFile, fields: { documentKey: string | null; folderKey: string | null }) {
  await writerOf(projectDocumentEntity).requireRight(tx, auth, 'create');
  const target = await targetOf(tx, auth, fields, checked.originalName);
  const stored = await storeCheckedFile(tx, services, auth, checked, { fileGroupKey: FILE_GROUP, servedPublicly: false });
  const now = new Date();
  const latest = { size: stored.size, content_type: stored.content_type, file_key: stored.file_key, uploader: auth.userKey, upload_time: now };
  const before = target.document;
  const versionNo = before ? Number(before.version_no ?? 0) + 1 : 1;
  let after: Row;
  if (before) {
    [after] = (await tx.update(okrProjectDocument)
      .set({ ...latest, version_no: versionNo, update_by: auth.userKey, update_time: now, version: sql`${okrProjectDocument.version} + 1` })
      .where(eq(okrProjectDocument.document_key, String(before.document_key))).returning()) as unknown as [Row];
  } else {
    [after] = (await tx.insert(okrProjectDocument).values({
      ...latest, document_key: newRecordKey(), project_key: target.projectKey, folder_key: target.folderKey, file_name: checked.originalName,
      version_no: versionNo, create_by: auth.userKey, update_by: auth.userKey,
    }).returning()) as unknown as [Row];
  }
  const [version] = (await tx.insert(okrProjectDocumentVersion).values({
    ...latest, version_key: newRecordKey(), document_key: String(after.document_key), version_no: versionNo, file_name: checked.originalName,
    create_by: auth.userKey, update_by: auth.userKey,
  }).returning()) as unknown as [Row];
  await recordAudits(tx, [
    { entity: projectDocumentEntity.name, recordKey: String(after.document_key), action: before ? 'update' : 'create', changes: changedFields(before, after, DOCUMENT_FIELDS), auth },
    { entity: projectDocumentVersionEntity.name, recordKey: String(version.version_key), action: 'create', changes: changedFields(null, version, VERSION_FIELDS), auth },
  ]);
  return { document: after, created: !before };
}

const upload = defineCallRoute(projectCalls.uploadDocument, {
  tag,
  summary: "Upload a file into a project's folder (multipart: file, folderKey), checked like every upload; a file of the same name in that folder, or the file named by documentKey, gets a new version. Only for those who may see the project",
  output: entityRecordSchema,
  permission: read,
  bodyKind: 'raw',
  async handler(ctx) {
    const { db, services, auth } = ctx;
    const checked = await readCheckedFile(ctx);
    if (!isCheckedFile(checked)) return checked;
    const fields = documentUploadFields.parse({
      documentKey: checked.form.get('documentKey') || undefined,
      folderKey: checked.form.get('folderKey') || undefined,
    });
    const { document, created } = await db.transaction((tx) => storeVersion(tx, services, auth, checked, fields));
    const [answered] = await listingOf(projectDocumentEntity).answer(db, [document], auth);
    return ok(answered!, created ? 'projectDocuments.uploaded' : 'projectDocuments.versionAdded');
  },
});

const download = defineRoute({
  method: 'GET',
  path: projectDocumentPaths.download,
  tag,
  summary: "A project file's bytes: its latest version (documentKey) or one version (versionKey); preview=1 shows an image or a PDF inline. Only for those who may see the project",
  permission: read,
  input: documentDownloadQuery,
  answersFile: SERVED_FILE_TYPES,
  async handler({ db, services, auth, input }) {
    const row = input.versionKey
      ? await writerOf(projectDocumentVersionEntity).loadOwned(db, auth, input.versionKey)
      : await writerOf(projectDocumentEntity).loadOwned(db, auth, input.documentKey!);
    const served = await serveRecordFile(services, String(row.file_key), { preview: input.preview === '1', name: String(row.file_name) });
    return served ?? fail(ResultCode.notFound, 'projectDocuments.fileGone');
  },
});

export const projectDocumentRoutes: RouteDef<never>[] = [upload as RouteDef<never>, download as RouteDef<never>];
