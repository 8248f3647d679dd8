import { z } from 'zod';
import { projectDocumentPaths } from './project-paths';

/* The shapes of a project's cloud documents' calls (their paths: projectDocumentPaths in project-paths.ts). */

const key = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'projectDocuments.badKey');

/** The form fields beside the file: the folder it goes into, or the file it is a new version of. */
export const documentUploadFields = z.object({ documentKey: key.optional(), folderKey: key.optional() })
  .refine((v) => Boolean(v.documentKey || v.folderKey), { message: 'projectDocuments.folderRequired' })
  .transform((v) => ({ documentKey: v.documentKey ?? null, folderKey: v.documentKey ? null : v.folderKey ?? null }));

export const documentDownloadQuery = z.object({
  documentKey: key.optional(),
  versionKey: key.optional(),
  preview: z.enum(['0', '1']).optional(),
}).refine((v) => Boolean(v.documentKey || v.versionKey), { message: 'projectDocuments.fileRequired' });

/** A file as the documents list answers it (its latest version), with the uploader's name. */
export interface ProjectDocumentRow {
  document_key: string;
  project_key: string;
  folder_key: string;
  file_name: string;
  version_no: number;
  size: number;
  content_type: string;
  uploader: string | null;
  uploader_name: string | null;
  upload_time: string;
  version: number;
}

export interface ProjectDocumentVersionRow {
  version_key: string;
  document_key: string;
  version_no: number;
  file_name: string;
  size: number;
  content_type: string;
  uploader: string | null;
  uploader_name: string | null;
  upload_time: string;
}

export interface ProjectFolderRow {
  folder_key: string;
  project_key: string;
  parent_folder_key: string | null;
  folder_name: string;
  version: number;
}

/** Types the browser can show in the preview. */
export const PREVIEWABLE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'application/pdf']);

export function downloadHref(target: { documentKey?: string; versionKey?: string }, preview = false): string {
  const query = new URLSearchParams();
  if (target.versionKey) query.set('versionKey', target.versionKey);
  else if (target.documentKey) query.set('documentKey', target.documentKey);
  if (preview) query.set('preview', '1');
  return `${projectDocumentPaths.download}?${query.toString()}`;
}
