import { workflowPaths } from './workflow-values';

/**
 * Files attached to an approval comment: uploaded through the checked upload of the engine while
 * the task waits, then named by their keys in the decision (approve, reject, return, hand-over,
 * delegation, its hand-back). The history line keeps what is listed; the bytes stay in the store.
 */

/** How many files one comment carries at most. */
export const COMMENT_ATTACHMENTS_MAX = 5;

/** sys_file.file_group_key of a file uploaded for a comment and not named by a decision yet. */
export const COMMENT_ATTACHMENT_GROUP = 'wf-comment';
/** …and of one a comment holds: it serves no other comment, and lives as long as its request. */
export const COMMENT_ATTACHMENT_KEPT_GROUP = 'wf-comment-kept';

export interface CommentAttachment {
  file_key: string;
  name: string;
  size: number;
  content_type: string;
}

/** The download of a comment's file of a request, for whoever may read the request. */
export function commentAttachmentHref(instanceKey: string, fileKey: string): string {
  return `${workflowPaths.commentAttachment}?${new URLSearchParams({ instanceId: instanceKey, fileKey }).toString()}`;
}
