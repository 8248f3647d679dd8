import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { verifyPagePath, type PrintedCopy } from '@/lib/contract/workflow-print';
import { businessDateTime } from '@/lib/entity/business-time';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { InstanceStatus } from '@/lib/contract/workflow-values';
import { DEFAULT_PRINT_LAYOUT } from '@/lib/workflow/print-layout';
import { SIGNATURE_MAX_SIZE, SIGNATURE_MIME } from '@/lib/contract/workflow-signature';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { fitsWithin, imageSize } from '../../../images/image-size';
import { sysDepart, sysUserDepart, wfComment, wfInstance, wfPrint, wfTask } from '../../../db/schema';
import { loadPdfFont } from '../../../print/pdf-font';
import type { PathLine, PrintDocument, PrintField } from '../../../print/print-document';
import { renderPdf } from '../../../print/render-pdf';
import { newVerifyCode } from '../../../print/verify-code';
import { graphOf } from '../store/definitions';
import { activeRecipientsOf } from '../store/task-recipients';
import { namesOf } from '../store/user-names';
import { readerNames, type ReaderNames } from '../store/reader-names';
import { nameIn } from '@/lib/entity/english-name';
import { formSections, type Say } from './request-print-form';
import { readableInstance } from './access';
import { designWithout, withoutFields } from '@/lib/contract/approval-form/field-rights';
import { hiddenFieldsOf } from '../store/form-view';

/**
 * Printing a request: the print document of an instance (header, start form, path as the model's
 * print layout says), laid out as a PDF, and recorded as issued under a new short code with the
 * SHA-256 of its exact bytes. Reads only, outside any action's transaction: printing never holds a
 * request's lock. The copy speaks the language of whoever prints it: its words from the print's
 * catalogue, and the names administrators gave (process, steps, controls, options, departments) in
 * English for an English reader where they have one (lib/entity/english-name.ts).
 */

type Instance = typeof wfInstance.$inferSelect;

/** History lines that are a decision on the request, printed as its path. */
const PRINTED_ACTIONS = ['START', 'APPROVE', 'REJECT', 'RETURN', 'RESUBMIT', 'CANCEL', 'TURN', 'DELEGATE', 'RESOLVE', 'AUTO_APPROVE', 'AUTO_REJECT', 'SKIP', 'TIMEOUT_APPROVE', 'TIMEOUT_REJECT'];

/** The request number: the one its numbering rule gave it, else (from before numbers) the business number it was started with, else its own key. */
export function requestNumber(instance: Pick<Instance, 'instance_key' | 'request_no' | 'business_key' | 'biz_type'>): string {
  if (instance.request_no) return instance.request_no;
  // A bound record's business key is that record's internal key, not a number anyone reads.
  return instance.business_key && !instance.biz_type ? instance.business_key : instance.instance_key;
}

async function departmentOf(db: Db, userKey: string, locale: Locale): Promise<string | null> {
  const [row] = await db
    .select({ name: sysDepart.depart_name, nameEn: sysDepart.depart_name_en })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.depart_key, sysUserDepart.depart_key))
    .where(and(eq(sysUserDepart.user_key, userKey), eq(sysDepart.del_flag, 0)))
    .orderBy(asc(sysUserDepart.depart_key))
    .limit(1);
  return row ? nameIn(locale, String(row.name), row.nameEn) : null;
}

/**
 * A decision's signature as the path prints it: the picture when its header states a size a
 * signature may have, else a line saying it was left out. A picture stored before signatures had a
 * size limit could claim millions of pixels, which the PDF writer would decode on every print.
 */
function printedSignature(bytes: Uint8Array, say: Say): Pick<PathLine, 'signature' | 'signatureText'> {
  const size = imageSize(bytes, SIGNATURE_MIME);
  return size && fitsWithin(size, SIGNATURE_MAX_SIZE) ? { signature: bytes } : { signatureText: say('print.pdf.signatureOmitted') };
}

/** The decisions taken so far, in order, then whoever holds the request now. */
async function pathLines(db: Db, instance: Instance, say: Say, steps: ReaderNames, readFile?: PrintIssue['readFile']): Promise<PathLine[]> {
  const comments = await db
    .select()
    .from(wfComment)
    .where(and(eq(wfComment.instance_key, instance.instance_key), inArray(wfComment.action, PRINTED_ACTIONS)))
    .orderBy(asc(wfComment.seq));
  const pending = await db
    .select({ task_key: wfTask.task_key, name: wfTask.task_name, node_id: wfTask.node_id, assignee: wfTask.assignee })
    .from(wfTask)
    .where(and(eq(wfTask.instance_key, instance.instance_key), eq(wfTask.status, 'PENDING')))
    .orderBy(asc(wfTask.create_time), asc(wfTask.task_key));
  // A waiting task nobody has taken yet is with everyone it is offered to.
  const holders = new Map<string, string[]>();
  for (const t of pending) holders.set(t.task_key, t.assignee ? [t.assignee] : await activeRecipientsOf(db, t));
  const names = await namesOf(db, [...comments.map((c) => c.user_key).filter((k): k is string => Boolean(k)), ...[...holders.values()].flat()]);
  const decided: PathLine[] = [];
  for (const c of comments) {
    const signature = c.signature && readFile ? await readFile(c.signature) : null;
    decided.push({
      step: c.action === 'START' ? say('print.decision.START') : c.node_name !== null ? steps.step(instance.instance_key, c.node_id, c.node_name) : c.node_id ?? '',
      // A line nobody signed is the engine's own decision (a rule's, a timer's): the system took it.
      approver: c.user_name ?? (c.user_key ? names.get(c.user_key) ?? c.user_key : say('workflow.timer.system')),
      decision: say(`print.decision.${c.action}`),
      time: businessDateTime(c.create_time),
      comment: c.comment ?? '',
      ...(signature ? printedSignature(signature, say) : {}),
    });
  }
  const waiting: PathLine[] = pending.map((t) => ({
    step: steps.step(instance.instance_key, t.node_id, t.name),
    approver: (holders.get(t.task_key) ?? []).map((k) => names.get(k) ?? k).join(say('print.pdf.separator')),
    decision: say('print.pdf.pending'),
    time: '',
    comment: '',
  }));
  return [...decided, ...waiting];
}

export interface PrintIssue {
  /** Who prints, by key and name. */
  issuer: { key: string; name: string };
  locale: Locale;
  /** The site's origin: the QR code opens its verify page. */
  siteOrigin: string;
  now: Date;
  /** The bytes of a stored file (a decision's handwritten signature); without it the path prints no signatures. */
  readFile?: (fileKey: string) => Promise<Uint8Array | null>;
  /** The designed controls the steps hide from whoever prints (字段权限): left out of the copy. */
  hidden?: ReadonlySet<string>;
}

/** The print document of a request as the reader may see it. */
export async function requestPrintDocument(db: Db, instance: Instance, code: string, issue: PrintIssue): Promise<PrintDocument> {
  const say: Say = (key, values) => translate(issue.locale, key, values);
  const graph = await graphOf(db, instance.definition_key);
  const names = await readerNames(db, issue.locale, [instance.instance_key]);
  const department = await departmentOf(db, instance.initiator, issue.locale);
  const facts: PrintField[] = [
    { label: say('print.pdf.title'), value: instance.title },
    { label: say('print.pdf.number'), value: requestNumber(instance) },
    { label: say('print.pdf.initiator'), value: instance.initiator_name },
    { label: say('print.pdf.department'), value: department ?? '-' },
    { label: say('print.pdf.startTime'), value: businessDateTime(instance.start_time) },
    { label: say('print.pdf.status'), value: say(`print.status.${instance.status}`) },
  ];
  if (instance.end_time) facts.push({ label: say('print.pdf.endTime'), value: businessDateTime(instance.end_time) });
  const hidden = issue.hidden ?? new Set<string>();
  const shownGraph = graph.formDesign && hidden.size ? { ...graph, formDesign: designWithout(graph.formDesign, hidden) } : graph;
  const sections = await formSections(db, shownGraph, withoutFields(instance.form_data, hidden), say, issue.locale);
  if ((graph.printLayout ?? DEFAULT_PRINT_LAYOUT) === 'standard') {
    sections.push({
      kind: 'path',
      title: say('print.pdf.path'),
      headings: {
        step: say('print.pdf.headings.step'), approver: say('print.pdf.headings.approver'), decision: say('print.pdf.headings.decision'),
        time: say('print.pdf.headings.time'), comment: say('print.pdf.headings.comment'), signature: say('print.pdf.headings.signature'),
      },
      lines: await pathLines(db, instance, say, names, issue.readFile),
    });
  }
  const verifyUrl = new URL(verifyPagePath(code), issue.siteOrigin).toString();
  return {
    title: names.process(instance.instance_key, instance.process_name),
    facts,
    sections,
    footer: {
      pageText: say('print.pdf.page', { page: '{page}', pages: '{pages}' }),
      printedText: say('print.pdf.printed', { name: issue.issuer.name, time: businessDateTime(issue.now) }),
      codeText: say('print.pdf.code', { code, url: new URL('/verify', issue.siteOrigin).toString() }),
      verifyUrl,
    },
    author: issue.issuer.name,
    subject: instance.title,
    creationDate: issue.now,
  };
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface IssuedPrint {
  code: string;
  pdf: Buffer;
  sha256: string;
  fileName: string;
}

/** Lays the request out as a PDF and records the copy as issued (its code and content hash). */
export async function issueRequestPrint(db: Db, instance: Instance, issue: PrintIssue, code = newVerifyCode()): Promise<IssuedPrint> {
  const font = await loadPdfFont();
  const document = await requestPrintDocument(db, instance, code, issue);
  const pdf = await renderPdf(document, font);
  const sha256 = sha256Of(pdf);
  await db.insert(wfPrint).values({ code, sha256, instance_key: instance.instance_key, issued_by: issue.issuer.key, issue_time: issue.now });
  // The file is named as the copy is titled: the process in the reader's language.
  return { code, pdf, sha256, fileName: `${document.title}-${requestNumber(instance)}.pdf` };
}

/** Printing by a reader of the request (as its path: the one authorize gate); 403 for anyone else. */
export async function printReadableRequest(db: Db, auth: AuthContext, instanceKey: string, issue: Omit<PrintIssue, 'issuer'>): Promise<IssuedPrint> {
  const instance = await readableInstance(db, auth, instanceKey);
  const hidden = await hiddenFieldsOf(db, auth, instance, await graphOf(db, instance.definition_key));
  return issueRequestPrint(db, instance, { ...issue, issuer: { key: auth.userKey, name: auth.realname }, hidden });
}

/** Whether a copy with this content hash was issued under this code; null when the code was never issued. */
export async function verifyIssuedPrint(db: Db, code: string, sha256: string): Promise<boolean | null> {
  const [row] = await db.select({ sha256: wfPrint.sha256 }).from(wfPrint).where(eq(wfPrint.code, code)).limit(1);
  if (!row) return null;
  return row.sha256 === sha256;
}

/**
 * What a reader of the paper compares, for the copy issued under this code: the request's number,
 * title and applicant as printed, its status now, and when the copy was printed. Null when no copy
 * was issued under the code. Nothing else is read, so nothing else can be answered.
 */
export async function printedCopyOf(db: Db, code: string): Promise<PrintedCopy | null> {
  const [row] = await db
    .select({
      instance_key: wfInstance.instance_key,
      request_no: wfInstance.request_no,
      business_key: wfInstance.business_key,
      biz_type: wfInstance.biz_type,
      title: wfInstance.title,
      applicant: wfInstance.initiator_name,
      status: wfInstance.status,
      issue_time: wfPrint.issue_time,
    })
    .from(wfPrint)
    .innerJoin(wfInstance, eq(wfInstance.instance_key, wfPrint.instance_key))
    .where(eq(wfPrint.code, code))
    .limit(1);
  if (!row) return null;
  return { number: requestNumber(row), title: row.title, applicant: row.applicant, status: row.status as InstanceStatus, issue_time: row.issue_time.toISOString() };
}
