import { z } from 'zod';
import { importCalls } from '@/lib/contract/excel-calls';
import { ok } from '@/lib/contract/envelope';
import { noDataSchema } from '@/lib/contract/no-data';
import { importMappingSchema } from '@/lib/contract/import-mapping';
import { importPreviewSchema } from '@/lib/contract/import-preview';
import { entityByName } from '@/lib/entities';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { writerOf } from '../../entity/registry';
import { notFound } from '../../http/errors';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { checkMapping } from './column-mapping';
import { keepMapping, pendingOf, type ImportRecord } from './import-store';
import { previewImport } from './import-preview';
import { shapeOf } from '../../entity/custom-fields/shapes';

const TAG = 'excel';

/** The caller's pending upload of a kind the caller may still import. */
async function ownPending(db: Db, auth: AuthContext, importKey: string): Promise<ImportRecord> {
  const kept = await pendingOf(db, importKey, auth.userKey);
  if (!kept) throw notFound('excel.importExpired');
  await writerOf(entityByName(kept.entity)!).requireRight(db, auth, 'create');
  return kept;
}

const mapping = defineCallRoute(importCalls.mapping, {
  tag: TAG,
  summary: "Map a checked upload's columns to fields before it starts: columns (per column of the file: a field name, $recordKey or null), mode (create: add every row; update: rows whose keyField value names a live record the caller may change update it, only in the mapped columns, the others are added) and keyField (a unique field, or $recordKey). Refused with a message when a field has two columns, a required field none (create), or the key field is not unique or not mapped",
  output: noDataSchema,
  input: importMappingSchema,
  async handler({ db, auth, input, t }) {
    const kept = await ownPending(db, auth, input.importKey);
    const entity = shapeOf(entityByName(kept.entity)!);
    const chosen = checkMapping(entity, kept.headers, input, Object.keys(kept.fixed), t);
    if (!(await keepMapping(db, kept.import_key, auth.userKey, chosen.targets, chosen.matchField))) throw notFound('excel.importExpired');
    return ok(null, 'excel.mapping.saved');
  },
});

const preview = defineCallRoute(importCalls.preview, {
  tag: TAG,
  summary: 'The first rows of a checked upload as it is mapped, checked exactly as the import checks them (schema, unique rules, the record writer) in a transaction that is rolled back: each row would add, update or fail (with its reasons). Nothing is written',
  output: importPreviewSchema,
  input: z.object({ importKey: z.string().uuid('excel.importExpired') }),
  async handler({ db, auth, input, locale }) {
    const kept = await ownPending(db, auth, input.importKey);
    return ok(await previewImport(db, auth, locale, kept));
  },
});

export const mappingRoutes = [mapping, preview] as RouteDef<never>[];
