import { z } from 'zod';
import { importCalls } from '@/lib/contract/excel-calls';
import { excelPaths, excelRoutePatterns } from '@/lib/contract/excel-paths';
import { XLSX_MIME } from '@/lib/contract/media-types';
import { ok } from '@/lib/contract/envelope';
import { RECORD_KEY_TARGET } from '@/lib/contract/import-mapping';
import { ENTITIES, entityByName } from '@/lib/entities';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import { writerOf } from '../../entity/registry';
import { badRequest, notFound } from '../../http/errors';
import { defineCallRoute, defineRoute, type RouteDef } from '../../http/route';
import { exportWorkbook } from './export-workbook';
import { excelImportJob, stopImport } from './import-job';
import { startRefusal, targetName } from './column-mapping';
import { duplicatesOf, errorFileOf, importOf, keepPending, pendingOf, takePending } from './import-store';
import { checkImportUpload } from './import-upload';
import { mappingRoutes } from './mapping-routes';
import { recallMapping, rememberMapping } from './mapping-memory';
import { suggestFields } from './header-suggestions';
import { offeredColumns, offeredFields, rememberedTargets, suggestableFields } from './offered-columns';
import { templateWorkbook } from './template-workbook';
import { stampedFileName, workbookResponse } from './workbook-file';
import { importProgressSchema, importStartedSchema, importVerifiedSchema } from '@/lib/contract/import-answers';
import { shapeOf } from '../../entity/custom-fields/shapes';

const TAG = 'excel';

/** Parameters of the export call that are not list parameters. */
const exportControls = z.object({
  columns: z.union([z.string().max(4_000), z.array(z.string().max(64)).max(200)]).optional()
    .transform((v) => (v === undefined ? null : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))),
});

/** Paging belongs to the list page; an export takes every matching row. */
const PAGING = ['pageNo', 'pageSize', 'field', 'columns'];

export function exportRoute(entity: EntityDef): RouteDef<never> {
  return defineRoute({
    method: 'POST',
    path: excelPaths.export(entity.apiBase),
    tag: entity.name,
    summary: `Every ${entity.name} record the list shows for these query parameters (filters, advanced query, sort; data scope applies) as an .xlsx of the given columns (columns: the list's visible column names) with a hidden record-key column`,
    permission: entity.rights.read,
    input: z.record(z.string(), z.unknown()),
    answersFile: [XLSX_MIME],
    async handler({ db, auth, input, t, locale }) {
      const { columns } = exportControls.parse({ columns: input.columns });
      const params = Object.fromEntries(Object.entries(input).filter(([name]) => !PAGING.includes(name)));
      const bytes = await exportWorkbook(db, auth, entity, { params, columns, locale }, t);
      return workbookResponse(bytes, stampedFileName(t(entity.label)), stampedFileName(entity.name));
    },
  }) as RouteDef<never>;
}

function templateRoute(entity: EntityDef): RouteDef<never> {
  return defineRoute<never>({
    method: 'GET',
    path: excelPaths.template(entity.apiBase),
    tag: entity.name,
    summary: `The .xlsx import template of ${entity.name}: the form's fields (required ones marked *), dictionary drop-downs and an instructions sheet`,
    permission: entity.rights.create ?? entity.rights.read,
    answersFile: [XLSX_MIME],
    async handler({ db, t }) {
      const bytes = await templateWorkbook(db, entity, t);
      const name = `${t('excel.template.fileName', { entity: t(entity.label) })}.xlsx`;
      return workbookResponse(bytes, name, `${entity.name}_template.xlsx`);
    },
  });
}

const verify = defineCallRoute(importCalls.verify, {
  tag: TAG,
  summary: "Check an import workbook (multipart: file, entity, optional fixed JSON): a real .xlsx with a header row and 1 to 50,000 rows; answers importKey, fileName, total, and each column (header, sample values, the field it is mapped to by its header or by the caller's remembered mapping for these headers) with the fields to choose from",
  output: importVerifiedSchema,
  bodyKind: 'raw',
  async handler({ req, db, auth, locale, t }) {
    const { entity, fileName, sheet, match, fixed } = await checkImportUpload(req, locale, (kind) => writerOf(kind).holdsRight(db, auth, 'create'));
    const fixedNames = Object.keys(fixed);
    const remembered = await recallMapping(db, auth.userKey, entity, sheet.headers);
    const recalled = rememberedTargets(entity, remembered, sheet.headers.length, fixedNames);
    const targets = recalled ?? match.targets;
    const importKey = await keepPending(db, { owner: auth.userKey, appKey: auth.appKey, entity: entity.name, fileName, headers: sheet.headers, targets, rows: sheet.rows, fixed }, locale);
    const updatesByKey = targets.some((target) => target?.kind === 'key');
    return ok(
      {
        importKey,
        fileName,
        total: sheet.rows.length,
        updatesByKey,
        columns: offeredColumns(sheet.headers, sheet.rows, targets, suggestFields(sheet.headers, targets.map(targetName), suggestableFields(entity, fixedNames))),
        fields: offeredFields(entity, fixedNames, t),
        // Worth saying only when it differs from what the headers alone give.
        remembered: recalled !== null && (recalled.some((target, i) => targetName(target) !== targetName(match.targets[i] ?? null)) || remembered?.keyField !== (match.hasKey ? RECORD_KEY_TARGET : null)),
        keyField: (recalled ? remembered?.keyField : null) ?? (updatesByKey ? RECORD_KEY_TARGET : null),
      },
      messageWith('excel.verify.passed', { name: fileName, n: sheet.rows.length }),
    );
  },
});

const start = defineCallRoute(importCalls.start, {
  tag: TAG,
  summary: 'Start importing a checked workbook (importKey from verify) as it is mapped (by its headers, or by the mapping call); answers the job id to follow with progress. The mapping is remembered for the next file with the same headers',
  output: importStartedSchema,
  input: z.object({ importKey: z.string().uuid('excel.importExpired') }),
  async handler({ db, auth, locale, input, services, t }) {
    const kept = await pendingOf(db, input.importKey, auth.userKey);
    if (!kept) throw notFound('excel.importExpired');
    const entity = shapeOf(entityByName(kept.entity)!);
    await writerOf(entity).requireRight(db, auth, 'create');
    const refusal = startRefusal(entity, kept, t);
    if (refusal) throw badRequest(refusal);
    const pending = await takePending(db, input.importKey, auth.userKey, locale);
    if (!pending) throw notFound('excel.importExpired');
    try {
      // The import runs as queued parts on whichever process is free; its progress is in the database.
      await services.jobs.enqueue(excelImportJob, { importKey: pending.import_key });
    } catch (error) {
      await stopImport(db, pending.import_key, 'excel.errors.stopped');
      throw error;
    }
    await rememberMapping(db, auth.userKey, entity, pending.headers, pending.targets.map(targetName), pending.match_field ?? (pending.targets.some((target) => target?.kind === 'key') ? RECORD_KEY_TARGET : null));
    return ok({ jobId: pending.import_key, total: pending.total }, 'excel.started');
  },
});

const progress = defineCallRoute(importCalls.progress, {
  tag: TAG,
  summary: "An import's progress (the job's owner only): total, done, succeeded, failed, finished, errorFileKey; duplicateCount, and once finished the first duplicate warnings (rows imported that likely duplicate a record or another row)",
  output: importProgressSchema,
  input: z.object({ jobId: z.string().max(64) }),
  async handler({ db, auth, input }) {
    const job = await importOf(db, input.jobId, auth.userKey);
    if (!job) throw notFound('excel.jobNotFound');
    const finished = job.status === 'finished';
    return ok({
      total: job.total,
      done: job.done,
      succeeded: job.succeeded,
      added: job.succeeded - job.updated,
      updated: job.updated,
      failed: job.failed,
      finished,
      errorFileKey: finished && job.hasErrorFile ? job.import_key : null,
      stoppedBy: job.stopped_by,
      duplicateCount: job.duplicate_count,
      duplicates: finished && job.duplicate_count > 0 ? await duplicatesOf(db, job.import_key, auth.userKey) : [],
    });
  },
});

const errors = defineRoute({
  method: 'GET',
  path: excelRoutePatterns.errors,
  tag: TAG,
  summary: 'The failed rows of a finished import with their reasons, as .xlsx (the job\'s owner only)',
  input: z.object({ jobId: z.string().max(64) }),
  answersFile: [XLSX_MIME],
  async handler({ db, auth, input, t }) {
    const file = await errorFileOf(db, input.jobId, auth.userKey);
    if (!file) throw notFound('excel.jobNotFound');
    const base = file.fileName.replace(/\.xlsx$/i, '');
    return workbookResponse(file.bytes, `${t('excel.errorFileName', { name: base })}.xlsx`, 'import_errors.xlsx');
  },
});

/** Export and template calls of every entity, and the import calls. */
export const excelRoutes: RouteDef<never>[] = [
  ...ENTITIES.flatMap((entity) => [exportRoute(entity), templateRoute(entity)]),
  verify as RouteDef<never>,
  ...mappingRoutes,
  start as RouteDef<never>,
  progress as RouteDef<never>,
  errors as RouteDef<never>,
];
