import { z } from 'zod';
import { messageWith } from '@/lib/entity/messages';
import { KEY_PATTERN } from '@/lib/entity/rules';
import { workflowPaths } from './workflow-values';
import type { commentAttachmentSchema } from './workflow-answers';

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

export type CommentAttachment = z.infer<typeof commentAttachmentSchema>;

/** The download of a comment's file of a request, for whoever may read the request. */
export function commentAttachmentHref(instanceKey: string, fileKey: string): string {
  return `${workflowPaths.commentAttachment}?${new URLSearchParams({ instanceId: instanceKey, fileKey }).toString()}`;
}

/**
 * The files a decision's comment carries, as the decision calls take them (uploaded first with
 * commentAttachmentUpload): their keys, each once, at most COMMENT_ATTACHMENTS_MAX.
 */
export const commentAttachmentKeys = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z
    .array(z.string({ error: 'workflow.validation.badAttachment' }).trim().regex(KEY_PATTERN, 'workflow.validation.badAttachment'), { error: 'workflow.validation.badAttachment' })
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length <= COMMENT_ATTACHMENTS_MAX, { message: messageWith('workflow.validation.tooManyAttachments', { max: COMMENT_ATTACHMENTS_MAX }) }),
);

/**
 * The same files as a dialog's upload list holds them: every one uploaded before the decision goes
 * (messages are keys of the dialogs' rules), read as their keys.
 */
export const uploadedAttachmentList = z.preprocess(
  (v): unknown[] => (Array.isArray(v) ? v : []),
  z
    .array(z.object({ status: z.string().optional(), response: z.object({ file_key: z.string() }).optional() }))
    .refine((list) => list.every((f) => f.status === 'done' && f.response), 'attachmentsUploading')
    .refine((list) => list.length <= COMMENT_ATTACHMENTS_MAX, 'tooManyAttachments')
    .transform((list) => list.flatMap((f) => (f.response ? [f.response.file_key] : []))),
);
