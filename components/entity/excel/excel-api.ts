import { requestFile, type Answer, type DownloadedFile } from '@/lib/client/api-client';
import { call, callAnswer } from '@/lib/client/call';
import { importCalls } from '@/lib/contract/excel-calls';
import { excelPaths } from '@/lib/contract/excel-paths';
import type { ImportProgress, ImportStarted, ImportVerified } from '@/lib/contract/import-answers';
import type { ImportMapping } from '@/lib/contract/import-mapping';
import type { ImportPreview } from '@/lib/contract/import-preview';
import type { EntityDef } from '@/lib/entity/types';

/** The export, template and import calls (lib/backend/modules/excel; the import's declared in lib/contract/excel-calls.ts). */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An import may run for minutes; the browser follows it with one progress call per second. */
export const PROGRESS_INTERVAL_MS = 1_000;

/** Import calls report their own failures (the modal shows them, and a 401 gets its own dialog). */
const OWN_FEEDBACK = { silent: true, redirectOnUnauthorized: false } as const;

/** Every record the list shows for this query, in these columns. */
export function exportRecords(entity: EntityDef, query: Record<string, unknown>, columns: readonly string[]): Promise<DownloadedFile> {
  return requestFile(excelPaths.export(entity.apiBase), XLSX_MIME, { json: { ...query, columns }, silent: true });
}

export function downloadTemplate(entity: EntityDef): Promise<DownloadedFile> {
  return requestFile(excelPaths.template(entity.apiBase), XLSX_MIME, OWN_FEEDBACK);
}

export function verifyImport(entity: EntityDef, file: File, fixed: Readonly<Record<string, string>>): Promise<Answer<ImportVerified>> {
  const form = new FormData();
  form.set('entity', entity.name);
  if (Object.keys(fixed).length > 0) form.set('fixed', JSON.stringify(fixed));
  form.set('file', file);
  return callAnswer(importCalls.verify, form, OWN_FEEDBACK);
}

/** Keeps the chosen mapping on the checked upload; refused with a message naming the problem. */
export function saveMapping(mapping: ImportMapping): Promise<unknown> {
  return call(importCalls.mapping, mapping, OWN_FEEDBACK);
}

export function previewImport(importKey: string): Promise<ImportPreview> {
  return call(importCalls.preview, { importKey }, OWN_FEEDBACK);
}

export function startImport(importKey: string): Promise<ImportStarted> {
  return call(importCalls.start, { importKey }, OWN_FEEDBACK);
}

export function importProgress(jobId: string): Promise<ImportProgress> {
  return call(importCalls.progress(jobId), undefined, OWN_FEEDBACK);
}

export function downloadErrors(jobId: string): Promise<DownloadedFile> {
  return requestFile(excelPaths.errors(jobId), XLSX_MIME, OWN_FEEDBACK);
}

/** Hands a downloaded file to the browser's own download. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started; the object URL is no longer needed once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
