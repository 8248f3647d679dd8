import { z } from 'zod';
import { apiPaths, FILES_PREFIX } from '@/lib/contract/api-paths';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { uploadedFileSchema } from '@/lib/contract/uploaded-file';
import { defineRoute } from '../http/route';
import { isCheckedFile, readCheckedFile, storeCheckedFile } from './checked-upload';
import { SERVED_FILE_TYPES, serveStoredFile } from './file-serving';

const uploadFieldsSchema = z.object({
  fileGroupKey: z
    .string({ error: 'upload.badGroupKey' })
    .trim()
    .max(64, 'upload.badGroupKey')
    .regex(/^[A-Za-z0-9_-]*$/, 'upload.badGroupKey')
    .optional(),
});

const upload = defineRoute({
  method: 'POST',
  path: apiPaths.fileUpload,
  tag: 'files',
  summary: 'Upload one file (multipart: file, optional fileGroupKey); answers its public url and stored metadata',
  bodyKind: 'raw',
  output: uploadedFileSchema,
  async handler(ctx) {
    const { url, db, services, auth } = ctx;
    const checked = await readCheckedFile(ctx);
    if (!isCheckedFile(checked)) return checked;
    const fields = uploadFieldsSchema.parse({
      fileGroupKey: checked.form.get('fileGroupKey') ?? url.searchParams.get('fileGroupKey') ?? undefined,
    });
    const stored = await db.transaction((tx) => storeCheckedFile(tx, services, auth, checked, { fileGroupKey: fields.fileGroupKey, servedPublicly: true }));
    return ok(
      {
        url: `${FILES_PREFIX}${stored.storage_name}`,
        file_key: stored.file_key,
        name: stored.original_name,
        size: stored.size,
        content_type: stored.content_type,
      },
      'upload.success',
    );
  },
});

/**
 * A publicly served upload's bytes (public: news images are shown to visitors). The site's
 * /files/{name} asks this call through the gateway, so it serves the files of whichever backend
 * keeps them.
 */
const stored = defineRoute({
  method: 'GET',
  path: '/api/app/base/app/file/stored/:name',
  tag: 'files',
  summary: 'A publicly served upload by its storage name (what /files/{name} shows), with its type and download name; 404 otherwise',
  access: 'public',
  input: z.object({ name: z.string().max(128) }),
  answersFile: SERVED_FILE_TYPES,
  async handler({ services, input }) {
    const served = await serveStoredFile(services, input.name);
    return served.status === 200 ? served : fail(ResultCode.notFound, 'upload.fileNotFound');
  },
});

export const fileRoutes = [upload, stored];
