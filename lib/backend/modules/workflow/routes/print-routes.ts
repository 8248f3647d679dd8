import { z } from 'zod';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { printedCopyRequestSchema, printedCopySchema, printPaths, printRequestSchema, VERIFY_MAX_BYTES, verifyAnswerSchema, verifyCodeSchema, verifyHashSchema, type VerifyAnswer } from '@/lib/contract/workflow-print';
import { ApiError } from '../../../http/errors';
import { defineRoute, type RequestContext, type RouteDef } from '../../../http/route';
import { siteOriginOf } from '../../../http/site-origin';
import { PdfFontMissing } from '../../../print/pdf-font';
import { isCheckedFile, readCheckedFile } from '../../checked-upload';
import { contentDisposition, readStoredFile } from '../../file-serving';
import { printedCopyOf, printReadableRequest, sha256Of, verifyIssuedPrint } from '../operations/request-print';

/**
 * Printing a request as an A4 PDF (whoever may read the request), and the public check of a
 * printed copy: by its file or its SHA-256, under the code on its pages. The check answers only
 * whether that content was issued under that code; the page the QR code opens also reads what the
 * copy is of, the few facts a reader compares with the paper. Every public call is counted per
 * client address by the gateway (lib/gateway/address-limits.ts), against one budget.
 */

const TAG = 'workflow';
const PDF_MIME = 'application/pdf';

const print = defineRoute({
  method: 'POST',
  path: printPaths.print,
  tag: TAG,
  summary: 'The request (id) as an A4 PDF: header, start form, the path (unless the model prints without it), and on each page the page number, who printed it and when, a verify code and its QR code; recorded as issued (code, SHA-256 of the bytes). For whoever may read the request; 403 for anyone else',
  input: printRequestSchema,
  answersFile: [PDF_MIME],
  async handler({ db, services, auth, input, req, url, locale }) {
    try {
      const readFile = async (fileKey: string) => (await readStoredFile(services, fileKey))?.bytes ?? null;
      const issued = await printReadableRequest(db, auth, input.id, { locale, siteOrigin: siteOriginOf(req, url), now: new Date(), readFile });
      return new Response(new Uint8Array(issued.pdf), {
        headers: {
          'content-type': PDF_MIME,
          'content-length': String(issued.pdf.byteLength),
          'content-disposition': contentDisposition('attachment', issued.fileName),
          'cache-control': 'private, no-store',
          'x-verify-code': issued.code,
        },
      });
    } catch (error) {
      if (error instanceof PdfFontMissing) {
        // The operator needs the path and the remedy; the user gets a plain message.
        console.error(`[print] ${error.message}`);
        throw new ApiError(ResultCode.serverError, 'workflow.print.fontMissing');
      }
      throw error;
    }
  },
});

async function answer(db: RequestContext['db'], code: string, sha256: string) {
  const issued = await verifyIssuedPrint(db, code, sha256);
  if (issued === null) return fail(ResultCode.notFound, 'workflow.print.unknownCode');
  const said: VerifyAnswer = { issued };
  return ok(said);
}

const codeField = z.object({ code: verifyCodeSchema });

const verifyFile = defineRoute({
  method: 'POST',
  path: printPaths.verifyFile,
  tag: 'workflow-public',
  access: 'public',
  summary: `Public: whether the uploaded PDF (multipart: file, code) was issued under the code, by the SHA-256 of its bytes; PDF only, up to ${VERIFY_MAX_BYTES / 1024 / 1024} MB; 404 for a code never issued. Answers nothing else about the request`,
  bodyKind: 'raw',
  output: verifyAnswerSchema,
  async handler(ctx) {
    const limited = { ...ctx, services: { ...ctx.services, uploadMaxBytes: Math.min(ctx.services.uploadMaxBytes, VERIFY_MAX_BYTES) } };
    const checked = await readCheckedFile(limited);
    if (!isCheckedFile(checked)) return checked;
    if (checked.type.mime !== PDF_MIME) return fail(ResultCode.unsupportedMedia, 'workflow.print.notPdf');
    const { code } = codeField.parse({ code: checked.form.get('code') ?? undefined });
    return answer(ctx.db, code, sha256Of(checked.bytes));
  },
});

const verifyHash = defineRoute({
  method: 'POST',
  path: printPaths.verifyHash,
  tag: 'workflow-public',
  access: 'public',
  summary: 'Public: whether a PDF with this SHA-256 (code, sha256) was issued under the code; 404 for a code never issued. Answers nothing else about the request',
  maxBodyBytes: 1024,
  input: verifyHashSchema,
  output: verifyAnswerSchema,
  async handler({ db, input }) {
    return answer(db, input.code, input.sha256);
  },
});

const copy = defineRoute({
  method: 'POST',
  path: printPaths.copy,
  tag: 'workflow-public',
  access: 'public',
  summary: 'Public: what the copy issued under the code (code) is of, for a reader to compare with the paper: the request number, title, applicant, the status now and the print time; 404 for a code never issued. Nothing of the form, the path or who decided',
  maxBodyBytes: 1024,
  input: printedCopyRequestSchema,
  output: printedCopySchema,
  async handler({ db, input }) {
    const copied = await printedCopyOf(db, input.code);
    return copied ? ok(copied) : fail(ResultCode.notFound, 'workflow.print.unknownCode');
  },
});

export const printRoutes = [print, verifyFile, verifyHash, copy] as RouteDef<never>[];
