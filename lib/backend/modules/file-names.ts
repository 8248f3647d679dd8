import { randomBytes } from 'node:crypto';

/** Names the server gives stored files: 128 random bits in hex plus a canonical extension. */
const STORAGE_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/** The sys_file.original_name column holds at most this many characters. */
const ORIGINAL_NAME_MAX_CHARS = 255;

// Control characters, and the direction marks that can disguise "gpj.exe" as "exe.jpg".
const INVISIBLE_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function newStorageName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function isStorageName(name: string): boolean {
  return STORAGE_NAME.test(name);
}

/** The extension the uploader claims, lower-cased, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * The uploader's file name, kept only as metadata: no folders, no control characters, and short
 * enough for its column (counted in characters, as PostgreSQL counts them).
 */
export function sanitiseOriginalName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment.normalize('NFC').replace(INVISIBLE_OR_CONTROL, '').trim();
  if (cleaned === '.' || cleaned === '..') return '';
  return truncateKeepingExtension(cleaned, ORIGINAL_NAME_MAX_CHARS);
}

function truncateKeepingExtension(name: string, maxChars: number): string {
  const chars = Array.from(name);
  if (chars.length <= maxChars) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length * 4 > maxChars) return chars.slice(0, maxChars).join('');
  return chars.slice(0, maxChars - extension.length).join('') + extension.join('');
}
