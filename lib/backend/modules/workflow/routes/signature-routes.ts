import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fail, ok, ResultCode, type Envelope } from '@/lib/contract/envelope';
import { DEFAULT_SIGNATURE_GROUP, SIGNATURE_GROUP, SIGNATURE_KEPT_SIZE, SIGNATURE_MAX_BYTES, SIGNATURE_MAX_SIZE, SIGNATURE_MIME } from '@/lib/contract/workflow-signature';
import { workflowPaths } from '@/lib/contract/workflow-values';
import { defaultSignatureSchema, uploadedSignatureSchema } from '@/lib/contract/workflow-answers';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfDefaultSignature, wfTask } from '../../../db/schema';
import { ApiError, forbidden } from '../../../http/errors';
import { defineCallRoute, defineRoute, type RequestContext, type RouteDef } from '../../../http/route';
import { fitsWithin } from '../../../images/image-size';
import { fittedSize, pngFittedWithin } from '../../../images/fit-png';
import { imageTooLarge, isCheckedFile, readCheckedFile, storeCheckedFile, type CheckedFile } from '../../checked-upload';
import { SERVED_FILE_TYPES, serveRecordFile } from '../../file-serving';
import { authorizeStart } from '../operations/authorize';
import { mayAct } from '../store/store';
import { workflowTaskCalls } from '@/lib/contract/workflow-task-calls';

/**
 * Handwritten signatures: a PNG drawn on the decision dialog's pad, uploaded by whoever holds the
 * waiting task and named in the approval; and each user's default signature (个人中心).
 */

const TAG = 'workflow';
const uploadFields = z.object({ taskId: z.string({ error: 'workflow.task.notFound' }).trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'workflow.task.notFound') });

/**
 * A signature is a PNG image of a drawing's size: the checked upload read its type from the content
 * and its width and height from the header. What is kept is shrunk to the size it is shown at, so
 * every later print or view decodes a small picture.
 */
async function readSignature(ctx: RequestContext): Promise<CheckedFile | Envelope<null>> {
  const checked = await readCheckedFile(ctx);
  if (!isCheckedFile(checked)) return checked;
  if (checked.type.mime !== SIGNATURE_MIME || !checked.image) throw new ApiError(ResultCode.unsupportedMedia, 'workflow.signature.notImage');
  if (checked.bytes.byteLength > SIGNATURE_MAX_BYTES) return fail(ResultCode.payloadTooLarge, ctx.t('workflow.signature.tooLarge', { kb: SIGNATURE_MAX_BYTES / 1024 }));
  if (!fitsWithin(checked.image, SIGNATURE_MAX_SIZE)) return imageTooLarge(ctx, SIGNATURE_MAX_SIZE);
  if (fitsWithin(checked.image, SIGNATURE_KEPT_SIZE)) return checked;
  return { ...checked, bytes: pngFittedWithin(checked.bytes, SIGNATURE_KEPT_SIZE), image: fittedSize(checked.image, SIGNATURE_KEPT_SIZE) };
}

const upload = defineCallRoute(workflowTaskCalls.uploadSignature, {
  tag: TAG,
  summary: 'Upload the handwritten signature (a PNG, multipart: file, taskId) of a decision on a waiting task the caller holds; answers its file_key to name in the approval',
  bodyKind: 'raw',
  output: uploadedSignatureSchema,
  async handler(ctx) {
    const { db, services, auth } = ctx;
    authorizeStart(auth);
    const checked = await readSignature(ctx);
    if (!isCheckedFile(checked)) return checked;
    const { taskId } = uploadFields.parse({ taskId: checked.form.get('taskId') ?? undefined });
    const [task] = await db.select().from(wfTask).where(eq(wfTask.task_key, taskId)).limit(1);
    if (!task) return fail(ResultCode.notFound, 'workflow.task.notFound');
    if (task.status !== 'PENDING' || !(await mayAct(db, auth, task))) throw forbidden('workflow.task.notYours');
    const stored = await db.transaction((tx) => storeCheckedFile(tx, services, auth, checked, { fileGroupKey: SIGNATURE_GROUP, servedPublicly: false }));
    return ok({ file_key: stored.file_key }, 'upload.success');
  },
});

async function defaultOf(db: Db, auth: AuthContext): Promise<string | null> {
  const [row] = await db.select({ file_key: wfDefaultSignature.file_key }).from(wfDefaultSignature).where(eq(wfDefaultSignature.user_key, auth.userKey)).limit(1);
  return row?.file_key ?? null;
}

const readDefault = defineCallRoute(workflowTaskCalls.defaultSignature, {
  tag: TAG,
  summary: 'Whether the caller keeps a default signature (file_key or null)',
  output: defaultSignatureSchema,
  async handler({ db, auth }) {
    authorizeStart(auth);
    return ok({ file_key: await defaultOf(db, auth) });
  },
});

const saveDefault = defineCallRoute(workflowTaskCalls.saveDefaultSignature, {
  tag: TAG,
  summary: 'Keep a new default signature for the caller (a PNG, multipart: file); it replaces the one kept before',
  bodyKind: 'raw',
  output: defaultSignatureSchema,
  async handler(ctx) {
    const { db, services, auth } = ctx;
    authorizeStart(auth);
    const checked = await readSignature(ctx);
    if (!isCheckedFile(checked)) return checked;
    const stored = await db.transaction(async (tx) => {
      const file = await storeCheckedFile(tx, services, auth, checked, { fileGroupKey: DEFAULT_SIGNATURE_GROUP, servedPublicly: false });
      const row = { user_key: auth.userKey, file_key: file.file_key, update_time: new Date() };
      await tx.insert(wfDefaultSignature).values(row).onConflictDoUpdate({ target: wfDefaultSignature.user_key, set: { file_key: row.file_key, update_time: row.update_time } });
      return file;
    });
    return ok({ file_key: stored.file_key }, 'workflow.signature.defaultSaved');
  },
});

const clearDefault = defineCallRoute(workflowTaskCalls.clearDefaultSignature, {
  tag: TAG,
  summary: 'Clear the caller’s default signature',
  output: defaultSignatureSchema,
  async handler({ db, auth }) {
    authorizeStart(auth);
    await db.delete(wfDefaultSignature).where(eq(wfDefaultSignature.user_key, auth.userKey));
    return ok({ file_key: null }, 'workflow.signature.defaultCleared');
  },
});

const defaultImage = defineRoute({
  method: 'GET',
  path: workflowPaths.defaultSignatureImage,
  tag: TAG,
  summary: 'The caller’s own default signature image (404 when none is kept); nobody else’s is served',
  answersFile: SERVED_FILE_TYPES,
  async handler({ db, services, auth }) {
    authorizeStart(auth);
    const fileKey = await defaultOf(db, auth);
    const served = fileKey ? await serveRecordFile(services, fileKey, { preview: true }) : null;
    return served ?? fail(ResultCode.notFound, 'workflow.signature.noDefault');
  },
});

export const signatureRoutes = [upload, readDefault, saveDefault, clearDefault, defaultImage] as RouteDef<never>[];
