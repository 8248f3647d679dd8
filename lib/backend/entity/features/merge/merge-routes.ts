import { ResultCode } from '@/lib/contract/envelope';
import { ok } from '@/lib/contract/envelope';
import { mergeCallsOf } from '@/lib/contract/entity-feature-calls';
import { mergeAnswerSchema, mergeInputSchema, mergePreviewAnswerSchema, mergePreviewInputSchema } from '@/lib/contract/record-merge-schemas';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import { ApiError, badRequest } from '../../../http/errors';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import type { EntityListing } from '../../listing';
import type { RecordWriter } from '../../record-writer';
import { countReferences } from './merge-references';
import { mergeRecords } from './merge-records';
import { mergedAlready } from './record-redirects';

/**
 * The merge calls of a kind declaring `merge`: `{apiBase}/mergePreview` (the records side by side
 * and how many records of each kind name each of them) and `{apiBase}/merge` (one transaction).
 * Both need the declared merge right, the kind's update right and every record within the
 * caller's write scope.
 */
export function mergeRoutes(entity: EntityDef, writer: RecordWriter, listing: EntityListing): RouteDef<never>[] {
  const right = entity.merge?.right;
  if (!right) return [];
  const calls = mergeCallsOf(entity.apiBase);

  const preview = defineCallRoute(calls.preview, {
    tag: entity.name,
    summary: `The ${entity.name} records a merge would join (keys), and how many records of each referring kind name each of them`,
    permission: right,
    input: mergePreviewInputSchema,
    output: mergePreviewAnswerSchema,
    async handler({ db, auth, input }) {
      const keys = [...new Set(input.keys)];
      if (keys.length < 2) throw badRequest('validation.mergeTooFew');
      if ((await mergedAlready(db, entity, keys)).length > 0) throw new ApiError(ResultCode.conflict, 'validation.mergeAlreadyMerged');
      await writer.requireRight(db, auth, 'update');
      const rows = await writer.loadOwnedMany(db, auth, keys, false, 'write').catch((error: unknown) => {
        if (error instanceof ApiError && error.code === ResultCode.notFound) throw new ApiError(ResultCode.notFound, messageWith('validation.mergeNotOfKind', { label: entity.label }));
        throw error;
      });
      const byKey = new Map(rows.map((row) => [String(row[entity.key]), row]));
      const records = await listing.answer(db, keys.map((key) => byKey.get(key)!), auth);
      return ok({ records, references: await countReferences(db, entity, keys) });
    },
  });

  const merge = defineCallRoute(calls.merge, {
    tag: entity.name,
    summary: `Merge ${entity.name} records into the survivor: every record naming the merged ones moves to it, the merged keys lead to it, all in one transaction`,
    permission: right,
    input: mergeInputSchema,
    output: mergeAnswerSchema,
    async handler({ db, auth, input }) {
      const answer = await db.transaction((tx) => mergeRecords(tx, auth, writer, input));
      return ok(answer, 'crud.merged');
    },
  });

  return [preview, merge] as unknown as RouteDef<never>[];
}
