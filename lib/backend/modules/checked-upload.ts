import { randomUUID } from 'node:crypto';
import { fail, ResultCode, type Envelope } from '@/lib/contract/envelope';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { sysFile } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import type { RequestContext } from '../http/route';
import { fitsWithin, imageSize, isRasterImage, type ImageSize } from '../images/image-size';
import type { BackendServices } from '../services';
import { extensionOf, newStorageName, sanitiseOriginalName } from './file-names';
import { checkUploadType, type AcceptedType } from './file-types';
import { readUploadBody } from './file-upload-body';

const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * The largest picture any upload may be: the photos of the largest phone cameras fit, while a
 * picture a few hundred kilobytes long that claims to be far larger (zlib squeezes a run of equal
 * pixels about a thousand to one) is refused before whoever shows it has to decode it.
 */
const UPLOAD_IMAGE_MAX: ImageSize = { width: 10_000, height: 10_000 };

/** "10", "0.5": the limit as people read it, in megabytes. */
function megabytes(bytes: number): string {
  return String(Math.max(0.01, Number((bytes / BYTES_PER_MEGABYTE).toFixed(2))));
}

/** A multipart upload whose file passed the size and content checks, not stored yet. */
export interface CheckedFile {
  /** The other fields of the form (a group key, a folder). */
  form: FormData;
  bytes: Uint8Array;
  originalName: string;
  type: AcceptedType;
  /** A raster image's size, as its header states it. */
  image?: ImageSize;
}

/** What the checked file became: its sys_file row. */
export interface StoredFile {
  file_key: string;
  storage_name: string;
  original_name: string;
  content_type: string;
  size: number;
}

/** The refusal of a picture larger than `limit`, naming the limit. */
export function imageTooLarge(ctx: Pick<RequestContext, 't'>, limit: ImageSize): Envelope<null> {
  return fail(ResultCode.payloadTooLarge, ctx.t('upload.imageTooLarge', { width: limit.width, height: limit.height }));
}

/**
 * Reads the `file` part of a multipart request and checks it as every upload is checked: the size
 * counted while reading, the type from the content agreeing with the extension, and a raster
 * image's width and height read from its header within UPLOAD_IMAGE_MAX. A file or picture over
 * its limit is answered (the message carries the limit); other refusals are thrown.
 */
export async function readCheckedFile(ctx: Pick<RequestContext, 'req' | 'services' | 't'>): Promise<CheckedFile | Envelope<null>> {
  const limit = ctx.services.uploadMaxBytes;
  const tooLarge = () => fail(ResultCode.payloadTooLarge, ctx.t('upload.tooLarge', { mb: megabytes(limit) }));
  const body = await readUploadBody(ctx.req, limit);
  if (body.kind === 'tooLarge') return tooLarge();
  if (body.kind === 'notMultipart') throw badRequest('upload.fileRequired');
  const file = body.form.get('file');
  if (!(file instanceof File)) throw badRequest('upload.fileRequired');
  if (file.size > limit) return tooLarge();
  if (file.size === 0) throw badRequest('upload.fileEmpty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const originalName = sanitiseOriginalName(file.name);
  const check = await checkUploadType(bytes, extensionOf(originalName));
  if (!check.accepted) throw new ApiError(ResultCode.unsupportedMedia, `upload.${check.reason}`);
  if (!isRasterImage(check.type.mime)) return { form: body.form, bytes, originalName, type: check.type };
  const image = imageSize(bytes, check.type.mime);
  if (!image) throw badRequest('upload.imageUnreadable');
  if (!fitsWithin(image, UPLOAD_IMAGE_MAX)) return imageTooLarge(ctx, UPLOAD_IMAGE_MAX);
  return { form: body.form, bytes, originalName, type: check.type, image };
}

export function isCheckedFile(value: CheckedFile | Envelope<null>): value is CheckedFile {
  return 'bytes' in value;
}

/**
 * Stores a checked file under a new random name. Inside the caller's transaction: the row is only
 * committed once the bytes are written, so no record ever points at nothing.
 */
export async function storeCheckedFile(
  tx: Db, services: BackendServices, auth: AuthContext, file: CheckedFile,
  options: { fileGroupKey?: string | null; servedPublicly: boolean },
): Promise<StoredFile> {
  const stored = {
    file_key: randomUUID(),
    storage_name: newStorageName(file.type.extension),
    original_name: file.originalName,
    content_type: file.type.mime,
    size: file.bytes.byteLength,
  };
  await tx.insert(sysFile).values({
    ...stored, file_group_key: options.fileGroupKey || null, served_publicly: options.servedPublicly, create_by: auth.userKey, update_by: auth.userKey,
  });
  await services.storage.put(stored.storage_name, file.bytes, tx);
  return stored;
}
