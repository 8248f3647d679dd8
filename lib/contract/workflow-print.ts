import { z } from 'zod';
import { INSTANCE_STATUSES } from './workflow-values';

/**
 * Printing a request and checking a printed copy: the short code on every page of a printed PDF,
 * and what the public verify page sends and gets back.
 */

/**
 * Codes are read off paper and typed by hand, so the alphabet leaves out what is easily confused:
 * 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V.
 */
export const VERIFY_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const VERIFY_CODE_LENGTH = 9;
const CODE_PATTERN = new RegExp(`^[${VERIFY_CODE_ALPHABET}]{8,10}$`);

/** A code as typed: any case, spaces and dashes ignored. */
export const verifyCodeSchema = z
  .string({ error: 'workflow.print.badCode' })
  .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(CODE_PATTERN, 'workflow.print.badCode'));

export const sha256Schema = z
  .string({ error: 'workflow.print.badHash' })
  .transform((text) => text.trim().toLowerCase())
  .pipe(z.string().regex(/^[0-9a-f]{64}$/, 'workflow.print.badHash'));

/** Checking by the content hash (pasted) instead of the file. */
export const verifyHashSchema = z.object({ code: verifyCodeSchema, sha256: sha256Schema });

/** The only thing the verify page learns: whether this content was issued under this code. */
export const verifyAnswerSchema = z.strictObject({ issued: z.boolean() });
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

/** What the page a copy's QR code opens asks with: the copy's code. */
export const printedCopyRequestSchema = z.object({ code: verifyCodeSchema });

/**
 * What the page a copy's QR code opens shows of it, for a reader to compare with the paper: the
 * request's number, title and applicant, its status now and when the copy was printed. Nothing of
 * the form, the path or the people deciding (docs/security.md, "printed copies").
 */
export const printedCopySchema = z.strictObject({
  /** The business number the request was started with, else its key (as printed). */
  number: z.string(),
  title: z.string(),
  applicant: z.string(),
  /** The request's status now, which may have moved on since the copy was printed. */
  status: z.enum(INSTANCE_STATUSES),
  /** When the copy was printed (ISO 8601, UTC). */
  issue_time: z.string(),
});
export type PrintedCopy = z.infer<typeof printedCopySchema>;

/** Largest PDF the verify page accepts: printed requests are far smaller. */
export const VERIFY_MAX_BYTES = 10 * 1024 * 1024;

/** Print layouts a model may choose (lib/workflow/print-layout.ts). */
export const PRINT_LAYOUTS = ['standard', 'noPath'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];

/** The public page a printed copy's QR code opens. */
export const verifyPagePath = (code: string) => `/verify/${encodeURIComponent(code)}`;

const BPM = '/api/bpm/biz/bpm';

export const printPaths = {
  /** POST { id }: the request's PDF, recorded as issued. */
  print: `${BPM}/process/instance/print`,
  /** Public, multipart (file, code): was this PDF issued under this code? */
  verifyFile: `${BPM}/print/public/verify`,
  /** Public, JSON (code, sha256): the same by the content hash. */
  verifyHash: `${BPM}/print/public/verifyHash`,
  /** Public, JSON (code): what the copy issued under the code is of (printedCopySchema). */
  copy: `${BPM}/print/public/copy`,
};

/** What the print call is asked with: the request's key. */
export const printRequestSchema = z.object({ id: z.string({ error: 'workflow.process.instanceNotFound' }).trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'workflow.process.instanceNotFound') });
