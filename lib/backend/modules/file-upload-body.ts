import { readAtMost } from '../http/bounded-read';
import { badRequest } from '../http/errors';

/** Room for multipart boundaries, part headers and the short text fields sent beside the file. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export type UploadBody = { kind: 'form'; form: FormData } | { kind: 'tooLarge' } | { kind: 'notMultipart' };

function discard(req: Request): void {
  req.body?.cancel().catch(() => undefined);
}

/**
 * Parses a multipart upload without ever holding more than the file limit plus a little framing:
 * a body declared too big is refused before reading, and the count is kept while reading because
 * Content-Length may be absent or wrong.
 */
export async function readUploadBody(req: Request, maxFileBytes: number): Promise<UploadBody> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    discard(req);
    return { kind: 'notMultipart' };
  }
  const maxBodyBytes = maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  const declaredLength = Number(req.headers.get('content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > maxBodyBytes) {
    discard(req);
    return { kind: 'tooLarge' };
  }
  if (!req.body) return { kind: 'notMultipart' };
  const bytes = await readAtMost(req.body, maxBodyBytes);
  if (!bytes) return { kind: 'tooLarge' };
  try {
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    return { kind: 'form', form };
  } catch {
    throw badRequest('upload.badForm');
  }
}
