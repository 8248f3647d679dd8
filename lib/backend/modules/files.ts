import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { apiPaths, FILES_PREFIX } from '@/lib/contract/api-paths';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { sysFile } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import { defineRoute } from '../http/route';
import { extensionOf, newStorageName, sanitiseOriginalName } from './file-names';
import { checkUploadType } from './file-types';
import { readUploadBody } from './file-upload-body';

const BYTES_PER_MEGABYTE = 1024 * 1024;

const uploadFieldsSchema = z.object({
  fileGroupKey: z
    .string({ error: 'upload.badGroupKey' })
    .trim()
    .max(64, 'upload.badGroupKey')
    .regex(/^[A-Za-z0-9_-]*$/, 'upload.badGroupKey')
    .optional(),
});

const uploadedFileSchema = z.object({
  url: z.string(),
  file_key: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});

/** "10", "0.5": the limit as people read it, in megabytes. */
function megabytes(bytes: number): string {
  return String(Math.max(0.01, Number((bytes / BYTES_PER_MEGABYTE).toFixed(2))));
}

const upload = defineRoute({
  method: 'POST',
  path: apiPaths.fileUpload,
  tag: 'files',
  summary: 'Upload one file (multipart: file, optional fileGroupKey); answers its public url and stored metadata',
  bodyKind: 'raw',
  output: uploadedFileSchema,
  async handler({ req, url, db, services, auth, t }) {
    const limit = services.uploadMaxBytes;
    // Translated here because the message carries the limit.
    const tooLarge = () => fail(ResultCode.payloadTooLarge, t('upload.tooLarge', { mb: megabytes(limit) }));

    const body = await readUploadBody(req, limit);
    if (body.kind === 'tooLarge') return tooLarge();
    if (body.kind === 'notMultipart') throw badRequest('upload.fileRequired');

    const fields = uploadFieldsSchema.parse({
      fileGroupKey: body.form.get('fileGroupKey') ?? url.searchParams.get('fileGroupKey') ?? undefined,
    });
    const file = body.form.get('file');
    if (!(file instanceof File)) throw badRequest('upload.fileRequired');
    if (file.size > limit) return tooLarge();
    if (file.size === 0) throw badRequest('upload.fileEmpty');

    const bytes = new Uint8Array(await file.arrayBuffer());
    const originalName = sanitiseOriginalName(file.name);
    const check = await checkUploadType(bytes, extensionOf(originalName));
    if (!check.accepted) throw new ApiError(ResultCode.unsupportedMedia, `upload.${check.reason}`);

    const stored = {
      file_key: randomUUID(),
      storage_name: newStorageName(check.type.extension),
      original_name: originalName,
      content_type: check.type.mime,
      size: bytes.byteLength,
      file_group_key: fields.fileGroupKey || null,
      create_by: auth.userKey,
      update_by: auth.userKey,
    };
    // The row is only committed once the bytes are written, so no record ever points at nothing.
    await db.transaction(async (tx) => {
      await tx.insert(sysFile).values(stored);
      await services.storage.put(stored.storage_name, bytes);
    });

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

export const fileRoutes = [upload];
