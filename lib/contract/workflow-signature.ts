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

/**
 * The largest picture a signature may be, in pixels: a pad 1000 px wide and 500 high on a screen
 * of four device pixels to each. Its bytes say little (a picture of one colour packs a thousand to
 * one): it is this, read from the header, that bounds what printing or showing it costs.
 */
export const SIGNATURE_MAX_SIZE = { width: 4000, height: 2000 } as const;

/** A signature is shown small (a printed path's cell, a dialog): one larger than this is kept shrunk to fit it. */
export const SIGNATURE_KEPT_SIZE = { width: 1200, height: 600 } as const;

/** The signature image of a decision of a request, for whoever may read the request. */
export function signatureHref(instanceKey: string, fileKey: string): string {
  return `${workflowPaths.commentAttachment}?${new URLSearchParams({ instanceId: instanceKey, fileKey, preview: '1' }).toString()}`;
}
