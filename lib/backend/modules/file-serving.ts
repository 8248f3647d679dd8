import { eq } from 'drizzle-orm';
import { sysFile } from '../db/schema';
import type { BackendServices } from '../services';
import { isStorageName } from './file-names';

/** Formats a browser shows as a picture and never executes. */
const RASTER_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);
const PDF_TYPE = 'application/pdf';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Even if a browser did render an upload as a page, it would run no script and reach nothing. */
const SANDBOX_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

// RFC 5987 allows fewer characters unencoded than encodeURIComponent leaves alone.
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function contentDisposition(disposition: 'inline' | 'attachment', originalName: string): string {
  const asciiFallback = originalName.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  return `${disposition}; filename="${asciiFallback}"; filename*=UTF-8''${encodeRfc5987(originalName)}`;
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' },
  });
}

interface StoredFile {
  original_name: string;
  content_type: string;
}

/**
 * Raster images are shown inline; everything else is a download of opaque bytes, so an uploaded
 * SVG or HTML page can never run script on the app's origin. PDF keeps its type so the download
 * opens in a reader, but is not shown inline: browsers refuse their PDF viewer in a sandbox.
 */
function storedFileHeaders(file: StoredFile, byteLength: number): Headers {
  const isRasterImage = RASTER_IMAGE_TYPES.has(file.content_type);
  const keepsType = isRasterImage || file.content_type === PDF_TYPE;
  return new Headers({
    'content-type': keepsType ? file.content_type : 'application/octet-stream',
    'content-length': String(byteLength),
    'content-disposition': contentDisposition(isRasterImage ? 'inline' : 'attachment', file.original_name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': SANDBOX_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    // Storage names are random and never reused, so a stored file never changes.
    'cache-control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
  });
}

/** Answers an uploaded file by its storage name, or a plain 404. */
export async function serveStoredFile(services: BackendServices, name: string): Promise<Response> {
  if (!isStorageName(name)) return notFound();
  const rows = await services.db
    .select({ original_name: sysFile.original_name, content_type: sysFile.content_type })
    .from(sysFile)
    .where(eq(sysFile.storage_name, name))
    .limit(1);
  const file = rows[0];
  if (!file) return notFound();
  const bytes = await services.storage.get(name);
  if (!bytes) return notFound();
  // Copied because a Response body must sit on a plain ArrayBuffer and storage does not promise one.
  return new Response(new Uint8Array(bytes), { status: 200, headers: storedFileHeaders(file, bytes.byteLength) });
}
