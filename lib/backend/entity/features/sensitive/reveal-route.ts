import { revealCall } from '@/lib/contract/entity-feature-calls';
import { ok } from '@/lib/contract/envelope';
import { revealAnswerSchema, revealInputSchema, type RevealAnswer } from '@/lib/contract/sensitive-reveal-schemas';
import { REVEAL_ACTION, SENSITIVE_RIGHT, sensitiveFieldsOf } from '@/lib/entity/features/sensitive/fields';
import type { EntityDef } from '@/lib/entity/types';
import { holdsPermission } from '../../../auth/grants';
import { forbidden } from '../../../http/errors';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { recordAudit } from '../../audit';
import type { RecordWriter } from '../../record-writer';

/**
 * `POST {apiBase}/reveal/{id}` with the field's name: the whole value of one sensitive field of
 * one record the caller may read, for a holder of 查看敏感信息 (SENSITIVE_RIGHT). Each reveal is
 * written to the record's audit trail (who, which record, which field, when), never the value.
 * None for an entity without sensitive fields.
 */
export function revealRoutes(entity: EntityDef, writer: RecordWriter): RouteDef<never>[] {
  const names = sensitiveFieldsOf(entity).map(([name]) => name);
  if (names.length === 0) return [];
  return [defineCallRoute(revealCall(entity.apiBase), {
    tag: entity.name,
    summary: `The unmasked value of one sensitive field (field: ${names.join(', ')}) of one ${entity.name}; needs the right ${SENSITIVE_RIGHT} and is audited`,
    permission: entity.rights.read,
    input: revealInputSchema(names as [string, ...string[]]),
    output: revealAnswerSchema,
    async handler({ db, auth, input }) {
      if (!(await holdsPermission(db, auth, SENSITIVE_RIGHT))) throw forbidden('sensitive.noRight');
      const row = await writer.loadOwned(db, auth, input.id);
      await recordAudit(db, { entity: entity.name, recordKey: input.id, action: REVEAL_ACTION, changes: [{ field: input.field, old: null, new: null }], auth });
      const value = row[input.field];
      const answer: RevealAnswer = { field: input.field, value: value === null || value === undefined ? null : String(value) };
      return ok(answer);
    },
  }) as unknown as RouteDef<never>];
}
