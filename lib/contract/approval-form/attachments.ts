import { workflowPaths } from '../workflow-values';

/**
 * Files of a designed form's attachment controls: uploaded through the engine's checked upload
 * while the form is filled in, claimed by the start (or a resubmit) that names them, and served to
 * whoever may read the request. The stored value is a list of { file_key, name, size, content_type }.
 */

/** sys_file.file_group_key of a form file not yet named by a request, and of one a request holds. */
export const FORM_FILE_GROUP = 'wf-form';
export const FORM_FILE_KEPT_GROUP = 'wf-form-kept';

export interface FormFile {
  file_key: string;
  name: string;
  size: number;
  content_type: string;
}

/** A form file of a request, for whoever may read the request (`preview` shows an image inline). */
export function formFileHref(instanceKey: string, fileKey: string, preview = false): string {
  return `${workflowPaths.formFile}?${new URLSearchParams({ instanceId: instanceKey, fileKey, ...(preview ? { preview: '1' } : {}) }).toString()}`;
}

export const isFormFile = (v: unknown): v is FormFile => typeof v === 'object' && v !== null && typeof (v as FormFile).file_key === 'string';
