import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { commentAttachmentSchema } from '@/lib/contract/workflow-answers';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { COMMENT_ATTACHMENT_GROUP, type CommentAttachment } from '@/lib/contract/workflow-attachments';
import { workflowPaths } from '@/lib/contract/workflow-values';
import { wfComment, wfTask } from '../../../db/schema';
import { forbidden } from '../../../http/errors';
import { defineCallRoute, defineRoute, type RouteDef } from '../../../http/route';
import { isCheckedFile, readCheckedFile, storeCheckedFile } from '../../checked-upload';
import { SERVED_FILE_TYPES, serveRecordFile } from '../../file-serving';
import { readableInstance } from '../operations/access';
import { lineHolding } from '../store/comment-attachments';
import { mayAct } from '../store/store';
import { workflowTaskCalls } from '@/lib/contract/workflow-task-calls';

/**
 * Files for approval comments: uploaded (checked like every upload, kept in the file store, never
 * served publicly) by whoever holds a waiting task, then named in the decision; downloaded by
 * whoever may read the request whose history holds them.
 */

const TAG = 'workflow';
const uploadFields = z.object({ taskId: z.string({ error: 'workflow.task.notFound' }).trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'workflow.task.notFound') });
const downloadQuery = z.object({
  instanceId: z.string({ error: 'workflow.process.instanceNotFound' }).trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'workflow.process.instanceNotFound'),
  fileKey: z.string({ error: 'workflow.attachment.notFound' }).trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'workflow.attachment.notFound'),
  preview: z.enum(['1']).optional(),
});

const upload = defineCallRoute(workflowTaskCalls.uploadCommentAttachment, {
  tag: TAG,
  summary: 'Upload one file for the comment of a waiting task the caller holds (multipart: file, taskId), checked like every upload; answers file_key, name, size, content_type to name in the decision',
  bodyKind: 'raw',
  output: commentAttachmentSchema,
  async handler(ctx) {
    const { db, services, auth } = ctx;
    const checked = await readCheckedFile(ctx);
    if (!isCheckedFile(checked)) return checked;
    const { taskId } = uploadFields.parse({ taskId: checked.form.get('taskId') ?? undefined });
    const [task] = await db.select().from(wfTask).where(eq(wfTask.task_key, taskId)).limit(1);
    if (!task) return fail(ResultCode.notFound, 'workflow.task.notFound');
    if (task.status !== 'PENDING' || !(await mayAct(db, auth, task))) throw forbidden('workflow.task.notYours');
    const stored = await db.transaction((tx) => storeCheckedFile(tx, services, auth, checked, { fileGroupKey: COMMENT_ATTACHMENT_GROUP, servedPublicly: false }));
    const answer: CommentAttachment = { file_key: stored.file_key, name: stored.original_name, size: stored.size, content_type: stored.content_type };
    return ok(answer, 'upload.success');
  },
});

const download = defineRoute({
  method: 'GET',
  path: workflowPaths.commentAttachment,
  tag: TAG,
  summary: 'A file attached to a comment of a request, or a decision’s handwritten signature (instanceId, fileKey; preview=1 shows an image or a PDF inline), for whoever may read the request (as its path); 403 for anyone else, 404 for a file none of its comments holds',
  input: downloadQuery,
  answersFile: SERVED_FILE_TYPES,
  async handler({ db, services, auth, input }) {
    await readableInstance(db, auth, input.instanceId, 'download');
    // A comment's file, or the handwritten signature of a decision.
    const [line] = await db
      .select({ attachments: wfComment.attachments })
      .from(wfComment)
      .where(or(lineHolding(input.instanceId, input.fileKey), and(eq(wfComment.instance_key, input.instanceId), eq(wfComment.signature, input.fileKey))))
      .limit(1);
    if (!line) return fail(ResultCode.notFound, 'workflow.attachment.notFound');
    const named = line.attachments?.find((a) => a.file_key === input.fileKey);
    const served = await serveRecordFile(services, input.fileKey, { preview: input.preview === '1', name: named?.name });
    return served ?? fail(ResultCode.notFound, 'workflow.attachment.notFound');
  },
});

export const attachmentRoutes = [upload, download] as RouteDef<never>[];
