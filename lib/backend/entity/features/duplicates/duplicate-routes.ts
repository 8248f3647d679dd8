import { z } from 'zod';
import { duplicateAnswerSchema } from '@/lib/contract/duplicate-answers';
import { duplicatesCall } from '@/lib/contract/entity-feature-calls';
import { ok } from '@/lib/contract/envelope';
import { comparable, type DuplicateAnswer } from '@/lib/entity/features/duplicates/duplicates';
import type { EntityDef } from '@/lib/entity/types';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { findDuplicates } from './duplicate-matches';
import type { EntityListing } from '../../listing';

/**
 * `{apiBase}/duplicates`: which declared fields of a record being written match records already
 * stored (the record itself left out when editing). Records the caller may read are named and
 * linked; others are only counted, so the warning tells without showing what is not theirs.
 */
export function duplicatesRoute(entity: EntityDef, listingOf: (entity: EntityDef) => EntityListing): RouteDef<never> {
  const checks = entity.duplicates ?? [];
  return defineCallRoute(duplicatesCall(entity.apiBase), {
    tag: entity.name,
    summary: `Existing ${entity.name} records the values (${checks.map((c) => c.field).join(', ')}) would likely duplicate; key: the record being edited, left out`,
    permission: entity.rights.read,
    input: z.object({ values: z.record(z.string(), z.unknown()), key: z.string().max(64).optional() }),
    output: duplicateAnswerSchema,
    async handler({ db, auth, input }) {
      const listing = listingOf(entity);
      const answer: DuplicateAnswer = [];
      for (const check of checks) {
        const value = comparable(check.match, input.values[check.field]);
        if (value === null) continue;
        const [found] = await findDuplicates(db, auth, listing, check, [{ value, except: input.key ?? null }]);
        if (found && (found.hits.length > 0 || found.hidden > 0)) answer.push({ field: check.field, ...found });
      }
      return ok(answer);
    },
  }) as unknown as RouteDef<never>;
}
