import { z } from 'zod';
import { FILES_PREFIX } from './api-paths';

/**
 * Attachments of notices and news: JSON text of [{uid, name, status, url}], the shape
 * the upload widget keeps, one file at most (docs/messages.md, "Notices"), and only files our checked upload call
 * stored (/files/<random name>): a link elsewhere, or a javascript: URL, is never an attachment.
 */

export const MAX_ATTACHMENTS = 1;
export const UPLOADED_FILE_URL = new RegExp(`^${FILES_PREFIX}[A-Za-z0-9][A-Za-z0-9._-]*$`);

export interface StoredAttachment {
  uid: string;
  name: string;
  status: 'done';
  url: string;
}

const storedFile = z.object({
  uid: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(255),
  status: z.literal('done').optional(),
  url: z.string().trim().regex(UPLOADED_FILE_URL, 'messageCenter.validation.attachmentNotUploaded'),
});

function parsedJson(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The attachment of a save: answers the JSON text to store, or null for none. */
export const attachmentInput = z.preprocess(
  parsedJson,
  z.array(storedFile, { error: 'messageCenter.validation.badAttachment' })
    .max(MAX_ATTACHMENTS, 'messageCenter.validation.attachmentExists')
    .transform((files) => (files.length ? JSON.stringify(files.map((f): StoredAttachment => ({ uid: f.uid, name: f.name, status: 'done', url: f.url }))) : null)),
);

/** The stored text as a list; anything unreadable or not one of our uploads is left out. */
export function parseStoredAttachments(value: unknown): StoredAttachment[] {
  const list = parsedJson(value);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): StoredAttachment[] => {
    const file = storedFile.safeParse(item);
    return file.success ? [{ uid: file.data.uid, name: file.data.name, status: 'done', url: file.data.url }] : [];
  });
}
