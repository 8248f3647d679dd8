import { eq } from 'drizzle-orm';
import { OPAQUE_MIME } from '@/lib/contract/media-types';
import type { MediaTypes } from '../http/route';
import { sysFile } from '../db/schema';
import type { BackendServices } from '../services';
import { isStorageName } from './file-names';

/** Formats a browser shows as a picture and never executes. */
const RASTER_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);
const PDF_TYPE = 'application/pdf';

/** What a served upload may be sent as: its own type when a raster image or a PDF, opaque bytes otherwise. */
export const SERVED_FILE_TYPES: MediaTypes = [OPAQUE_MIME, PDF_TYPE, ...RASTER_IMAGE_TYPES];

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Even if a browser did render an upload as a page, it would run no script and reach nothing. */
const SANDBOX_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

// RFC 5987 allows fewer characters unencoded than encodeURIComponent leaves alone.
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(disposition: 'inline' | 'attachment', originalName: string): string {
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
    'content-type': keepsType ? file.content_type : OPAQUE_MIME,
    'content-length': String(byteLength),
    'content-disposition': contentDisposition(isRasterImage ? 'inline' : 'attachment', file.original_name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': SANDBOX_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    // Storage names are random and never reused, so a stored file never changes.
    'cache-control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
  });
}

/**
 * A PDF shown in the app's own preview frame: its type comes from its checked content, so with
 * nosniff the browser only ever hands it to its PDF viewer. No sandbox (the viewer refuses one),
 * but the policy allows no script, no connection and no embedding by another site.
 */
const PDF_PREVIEW_POLICY = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * The headers of a file served to those who may read the record owning it: never cached by shared
 * caches; a preview shows a raster image or a PDF inline, anything else (and every download) is an
 * attachment, with the same protections as public files.
 */
function recordFileHeaders(file: StoredFile, byteLength: number, preview: boolean): Headers {
  const headers = storedFileHeaders(file, byteLength);
  const inlinePdf = preview && file.content_type === PDF_TYPE;
  const inline = preview && (RASTER_IMAGE_TYPES.has(file.content_type) || inlinePdf);
  headers.set('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.original_name));
  if (inlinePdf) {
    headers.set('content-security-policy', PDF_PREVIEW_POLICY);
    headers.set('x-frame-options', 'SAMEORIGIN');
  }
  headers.set('cache-control', 'private, no-store');
  return headers;
}

/** Answers an uploaded file by its storage name, or a plain 404; files kept for a record are not served here. */
export async function serveStoredFile(services: BackendServices, name: string): Promise<Response> {
  if (!isStorageName(name)) return notFound();
  const rows = await services.db
    .select({ original_name: sysFile.original_name, content_type: sysFile.content_type, served_publicly: sysFile.served_publicly })
    .from(sysFile)
    .where(eq(sysFile.storage_name, name))
    .limit(1);
  const file = rows[0];
  if (!file || !file.served_publicly) return notFound();
  const bytes = await services.storage.get(name);
  if (!bytes) return notFound();
  // Copied because a Response body must sit on a plain ArrayBuffer and storage does not promise one.
  return new Response(new Uint8Array(bytes), { status: 200, headers: storedFileHeaders(file, bytes.byteLength) });
}

/** A stored file's record and bytes by its key, for a caller that has checked who may read it; null when gone. */
export async function readStoredFile(services: BackendServices, fileKey: string) {
  const [file] = await services.db
    .select({ storage_name: sysFile.storage_name, original_name: sysFile.original_name, content_type: sysFile.content_type })
    .from(sysFile)
    .where(eq(sysFile.file_key, fileKey))
    .limit(1);
  if (!file) return null;
  const bytes = await services.storage.get(file.storage_name);
  return bytes ? { file, bytes } : null;
}

/**
 * Answers a stored file by its key for a call that has checked the caller may read the record
 * owning it: as a download, or for the in-app preview (`preview`). The name given is the one the
 * download gets (the version's own name). Null when the file is gone.
 */
export async function serveRecordFile(services: BackendServices, fileKey: string, options: { preview: boolean; name?: string }): Promise<Response | null> {
  const stored = await readStoredFile(services, fileKey);
  if (!stored) return null;
  const { file, bytes } = stored;
  const named = { ...file, original_name: options.name ?? file.original_name };
  return new Response(new Uint8Array(bytes), { status: 200, headers: recordFileHeaders(named, bytes.byteLength, options.preview) });
}
