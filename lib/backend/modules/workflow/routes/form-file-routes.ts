import { z } from 'zod';
import { commentAttachmentSchema } from '@/lib/contract/workflow-answers';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { FORM_FILE_GROUP, type FormFile } from '@/lib/contract/approval-form/attachments';
import { workflowPaths } from '@/lib/contract/workflow-values';
import { defineCallRoute, defineRoute, type RouteDef } from '../../../http/route';
import { isCheckedFile, readCheckedFile, storeCheckedFile } from '../../checked-upload';
import { SERVED_FILE_TYPES, serveRecordFile } from '../../file-serving';
import { readableInstance } from '../operations/access';
import { authorizeStart } from '../operations/authorize';
import { graphOf } from '../store/definitions';
import { formHoldsFile } from '../store/form-files';
import { hiddenFieldsOf } from '../store/form-view';
import { withoutFields } from '@/lib/contract/approval-form/field-rights';
import { workflowFormCalls } from '@/lib/contract/workflow-form-calls';

/**
 * Files of a designed form's attachment controls: uploaded (checked like every upload, kept in the
 * file store, never served publicly) by staff filling in a form, taken over by the start naming
 * them, downloaded by whoever may read the request whose form lists them.
 */

const TAG = 'workflow';
const key = (message: string) => z.string({ error: message }).trim().regex(/^[A-Za-z0-9_-]{1,64}$/, message);
const downloadQuery = z.object({ instanceId: key('workflow.process.instanceNotFound'), fileKey: key('workflow.attachment.notFound'), preview: z.enum(['1']).optional() });

const upload = defineCallRoute(workflowFormCalls.uploadFormFile, {
  tag: TAG,
  summary: "Upload one file for an attachment control of a designed form (multipart: file), checked like every upload; answers file_key, name, size, content_type for the start to name",
  bodyKind: 'raw',
  output: commentAttachmentSchema,
  async handler(ctx) {
    const { db, services, auth } = ctx;
    authorizeStart(auth);
    const checked = await readCheckedFile(ctx);
    if (!isCheckedFile(checked)) return checked;
    const stored = await db.transaction((tx) => storeCheckedFile(tx, services, auth, checked, { fileGroupKey: FORM_FILE_GROUP, servedPublicly: false }));
    const answer: FormFile = { file_key: stored.file_key, name: stored.original_name, size: stored.size, content_type: stored.content_type };
    return ok(answer, 'upload.success');
  },
});

const download = defineRoute({
  method: 'GET',
  path: workflowPaths.formFile,
  tag: TAG,
  summary: "A file of a request's designed form (instanceId, fileKey; preview=1 shows an image or a PDF inline), for whoever may read the request; 403 for anyone else, 404 for a file its form does not list",
  input: downloadQuery,
  answersFile: SERVED_FILE_TYPES,
  async handler({ db, services, auth, input }) {
    const instance = await readableInstance(db, auth, input.instanceId, 'download');
    const graph = await graphOf(db, instance.definition_key);
    // A file of an attachment control a step hides from the caller is one their form does not list.
    const file = formHoldsFile(graph, withoutFields(instance.form_data, await hiddenFieldsOf(db, auth, instance, graph)), input.fileKey);
    if (!file) return fail(ResultCode.notFound, 'workflow.attachment.notFound');
    const served = await serveRecordFile(services, input.fileKey, { preview: input.preview === '1', name: file.name });
    return served ?? fail(ResultCode.notFound, 'workflow.attachment.notFound');
  },
});

export const formFileRoutes = [upload, download] as RouteDef<never>[];
