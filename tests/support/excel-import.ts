import ExcelJS from 'exceljs';
import type { Backend } from '@/lib/backend/instance';
import { excelPaths } from '@/lib/contract/excel-paths';
import { importProgressSchema, importStartedSchema, importVerifiedSchema } from '@/lib/contract/import-answers';
import { checkedAnswer } from './answers';
import { call } from './backend';

/** An import through its calls, as the import dialog makes them: verify the file, start, follow the progress. */

/** The progress the import dialog follows, as the client reads it. */
export type { ImportProgress } from '@/lib/contract/import-answers';
import type { ImportProgress } from '@/lib/contract/import-answers';

/** A workbook of one sheet: the headers, then the rows. */
export async function workbookBytes(rows: readonly unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function finished(backend: Backend, token: string, jobId: string): Promise<ImportProgress> {
  for (let i = 0; i < 2_000; i += 1) {
    const res = await call(backend, 'GET', excelPaths.progress(jobId), { token });
    if (res.body.code !== 0) throw new Error(res.body.msg);
    const progress = checkedAnswer(importProgressSchema, 'GET', excelPaths.progress(jobId), res);
    if (progress.finished) return progress;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}

/** Imports the rows (the first one the headers) as records of the entity; answers the finished progress. */
export async function importRows(backend: Backend, token: string, entity: string, rows: readonly unknown[][]): Promise<{ jobId: string; progress: ImportProgress }> {
  const form = new FormData();
  form.set('entity', entity);
  form.set('file', new File([(await workbookBytes(rows)) as BlobPart], `${entity}.xlsx`));
  const checked = await call(backend, 'POST', excelPaths.verify, { token, body: form });
  if (checked.body.code !== 0) throw new Error(checked.body.msg);
  const { importKey } = checkedAnswer(importVerifiedSchema, 'POST', excelPaths.verify, checked);
  const started = await call(backend, 'POST', excelPaths.start, { token, json: { importKey } });
  if (started.body.code !== 0) throw new Error(started.body.msg);
  const { jobId } = checkedAnswer(importStartedSchema, 'POST', excelPaths.start, started);
  return { jobId, progress: await finished(backend, token, jobId) };
}
