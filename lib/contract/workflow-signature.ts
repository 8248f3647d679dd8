import { workflowPaths } from './workflow-values';

/**
 * Handwritten signatures (手写签名): a PNG drawn on a pad, uploaded through the checked upload while
 * the task waits, then named by its key in the approval; the history line keeps the key.
 */

/** sys_file.file_group_key of a signature uploaded for a decision and not named by one yet. */
export const SIGNATURE_GROUP = 'wf-signature';
/** …of one a decision holds: it serves no other decision, and lives as long as its request. */
export const SIGNATURE_KEPT_GROUP = 'wf-signature-kept';
/** …of a user's default signature (个人中心). */
export const DEFAULT_SIGNATURE_GROUP = 'user-signature';

/** A drawn signature is small; anything larger is not one. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;
export const SIGNATURE_MIME = 'image/png';

/** The signature image of a decision of a request, for whoever may read the request. */
export function signatureHref(instanceKey: string, fileKey: string): string {
  return `${workflowPaths.commentAttachment}?${new URLSearchParams({ instanceId: instanceKey, fileKey, preview: '1' }).toString()}`;
}
