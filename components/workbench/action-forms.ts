import { z } from 'zod';
import { uploadedAttachmentList } from '@/lib/contract/workflow-attachments';
import { COMMENT_MAX, COPY_MAX_USERS } from '@/lib/contract/workflow-values';

/**
 * The task dialogs' own fields (approve, reject, return, hand over, delegate, resolve, urge, copy, add signers, cancel). Messages are keys
 * under workbench.actions.rules. The engine takes a comment as optional; a rejection or a return
 * must say why (the applicant reads it), a hand-over must name the receiver.
 */

const optionalComment = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(COMMENT_MAX, 'commentTooLong').optional());
const reason = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: 'reasonRequired' }).min(1, 'reasonRequired').max(COMMENT_MAX, 'commentTooLong'),
);

/** The people a request is copied to: picked in a user picker (a list, or one key). */
const copyUsers = z.preprocess(
  (v): unknown[] => (Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : []),
  z.array(z.string()).max(COPY_MAX_USERS, 'tooManyCopies'),
);

/** The pad's drawing, a PNG data URL; undefined while blank. */
const drawnSignature = z.string().startsWith('data:image/png', 'signatureRequired').optional();

export const approveFormSchema = z.object({ comment: optionalComment, copyTo: copyUsers.optional(), attachments: uploadedAttachmentList, signature: drawnSignature });

/** A task whose model requires it is approved only with a signature drawn. */
export function approveCheck(values: unknown, signatureRequired: boolean) {
  const parsed = approveFormSchema.safeParse(values);
  if (parsed.success && signatureRequired && !parsed.data.signature) {
    return { success: false as const, error: { issues: [{ path: ['signature'], message: 'signatureRequired' }] } };
  }
  return parsed;
}
export const copyFormSchema = z.object({ users: copyUsers.refine((list) => list.length > 0, 'copyRequired'), comment: optionalComment });

export const addSignFormSchema = z.object({
  position: z.enum(['BEFORE', 'AFTER'], { error: 'signPositionRequired' }),
  users: copyUsers.refine((list) => list.length > 0, 'signerRequired'),
  comment: optionalComment,
});

/** Signers are colleagues other than oneself. */
export function addSignCheck(values: unknown, me: string | null) {
  const parsed = addSignFormSchema.safeParse(values);
  if (parsed.success && me && parsed.data.users.includes(me)) {
    return { success: false as const, error: { issues: [{ path: ['users'], message: 'notYourselfSign' }] } };
  }
  return parsed;
}

/** Copying names colleagues other than oneself. */
export function copyCheck(values: unknown, me: string | null) {
  const parsed = copyFormSchema.safeParse(values);
  if (parsed.success && me && parsed.data.users.includes(me)) {
    return { success: false as const, error: { issues: [{ path: ['users'], message: 'notYourselfCopy' }] } };
  }
  return parsed;
}
export const rejectFormSchema = z.object({ comment: reason, attachments: uploadedAttachmentList });
export const returnFormSchema = z
  .object({ rejectTo: z.enum(['previous', 'initiator', 'node'], { error: 'targetRequired' }), targetNode: z.string().optional(), comment: reason, attachments: uploadedAttachmentList })
  .refine((v) => v.rejectTo !== 'node' || Boolean(v.targetNode), { message: 'returnNodeRequired', path: ['targetNode'] });
export const turnFormSchema = z.object({
  receiver: z.preprocess((v): unknown => (Array.isArray(v) ? v[0] : v), z.string({ error: 'receiverRequired' }).min(1, 'receiverRequired')),
  message: optionalComment,
  attachments: uploadedAttachmentList,
});
export const cancelFormSchema = z.object({ comment: optionalComment });
export const delegateFormSchema = z.object({
  receiver: z.preprocess((v): unknown => (Array.isArray(v) ? v[0] : v), z.string({ error: 'delegateRequired' }).min(1, 'delegateRequired')),
  message: optionalComment,
  attachments: uploadedAttachmentList,
});
/** Handing a delegated task back says what the delegate found (the holder decides on it). */
export const resolveFormSchema = z.object({ comment: reason, attachments: uploadedAttachmentList });
export const urgeFormSchema = z.object({ comment: optionalComment });

/** A receiver other than the giver: the engine refuses handing or delegating a task to oneself. */
function otherReceiver<S extends typeof turnFormSchema | typeof delegateFormSchema>(schema: S, selfMessage: string) {
  return (values: unknown, me: string | null) => {
    const parsed = schema.safeParse(values);
    if (parsed.success && parsed.data.receiver === me) {
      return { success: false as const, error: { issues: [{ path: ['receiver'], message: selfMessage }] } };
    }
    return parsed;
  };
}

export const turnCheck = otherReceiver(turnFormSchema, 'notYourself');
export const delegateCheck = otherReceiver(delegateFormSchema, 'notYourselfDelegate');
