import type { z } from 'zod';
import { declareCall, type InputOf, type Out } from './call';
import type { addSignSchema, batchDecideSchema, cancelSchema, confirmSchema, copyReadSchema, copySchema, delegateSchema, rejectSchema, removeSignSchema, resolveSchema, startProcessSchema, turnSchema, urgeSchema } from './workflow';
import type { actionAnswerSchema, batchResultSchema, commentAttachmentSchema, copyReadAnswerSchema, defaultSignatureSchema, uploadedSignatureSchema } from './workflow-answers';
import { workflowPaths as paths } from './workflow-values';

type In<S extends z.ZodType> = InputOf<z.input<S>>;
type Action = Out<typeof actionAnswerSchema>;

/**
 * What people do to requests and tasks (./call.ts): start one, decide, hand over, delegate, sign,
 * copy, urge, withdraw, decide several at once; the files a decision carries and the caller's
 * default signature. The screens of components/workbench call these; the routes answering them are
 * declared from them (lib/backend/modules/workflow/routes).
 */
export const workflowTaskCalls = {
  start: declareCall<In<typeof startProcessSchema>, Action>('POST', paths.startProcess),
  approve: declareCall<In<typeof confirmSchema>, Action>('POST', paths.confirm),
  reject: declareCall<In<typeof rejectSchema>, Action>('POST', paths.reject),
  turn: declareCall<In<typeof turnSchema>, Action>('POST', paths.turn),
  delegate: declareCall<In<typeof delegateSchema>, Action>('POST', paths.delegate),
  resolve: declareCall<In<typeof resolveSchema>, Action>('POST', paths.resolve),
  addSign: declareCall<In<typeof addSignSchema>, Action>('POST', paths.addSign),
  removeSign: declareCall<In<typeof removeSignSchema>, Action>('POST', paths.removeSign),
  copy: declareCall<In<typeof copySchema>, Action>('POST', paths.copy),
  urge: declareCall<In<typeof urgeSchema>, Action>('POST', paths.urge),
  cancel: declareCall<In<typeof cancelSchema>, Action>('POST', paths.cancel),
  readCopy: declareCall<In<typeof copyReadSchema>, Out<typeof copyReadAnswerSchema>>('POST', paths.readCopy),
  batchDecide: declareCall<In<typeof batchDecideSchema>, Out<typeof batchResultSchema>>('POST', paths.batchDecide),
  /** A multipart form: file, taskId. */
  uploadCommentAttachment: declareCall<FormData, Out<typeof commentAttachmentSchema>>('POST', paths.commentAttachmentUpload),
  /** A multipart form: file (a PNG), taskId. */
  uploadSignature: declareCall<FormData, Out<typeof uploadedSignatureSchema>>('POST', paths.signatureUpload),
  defaultSignature: declareCall<undefined, Out<typeof defaultSignatureSchema>>('GET', paths.defaultSignature),
  /** A multipart form: file (a PNG). */
  saveDefaultSignature: declareCall<FormData, Out<typeof defaultSignatureSchema>>('POST', paths.defaultSignature),
  clearDefaultSignature: declareCall<undefined, Out<typeof defaultSignatureSchema>>('DELETE', paths.defaultSignature),
};
