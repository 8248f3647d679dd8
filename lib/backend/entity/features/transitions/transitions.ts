import { ResultCode } from '@/lib/contract/envelope';
import { transitionAllowed } from '@/lib/entity/features/transitions/transitions';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import { itemsByCode } from '../../../dictionaries/store';
import type { Row } from '../../behaviour';

/** The texts people read for two values of a field (dictionary texts where the field has a dictionary). */
async function readable(db: Db, entity: EntityDef, field: string, values: string[]): Promise<string[]> {
  const def = entity.fields[field];
  if (!def || def.type !== 'dict') return values;
  const items = await itemsByCode(db, def.dictCode, { includeDisabled: true, values });
  return values.map((v) => items.find((i) => i.value === v)?.text ?? v);
}

/**
 * Refuses a write that moves the entity's status field where its declared transitions do not
 * allow, naming both values: every writer (addOrUpdate, import, actions) goes through here.
 */
export async function assertTransition(db: Db, entity: EntityDef, before: Row | null, after: Row): Promise<void> {
  const transitions = entity.transitions;
  if (!transitions || !before || !(transitions.field in after)) return;
  const from = before[transitions.field] as string | null | undefined;
  const to = after[transitions.field] as string | null | undefined;
  if (transitionAllowed(transitions, from, to)) return;
  const [fromText, toText] = await readable(db, entity, transitions.field, [String(from), String(to)]);
  throw new ApiError(ResultCode.conflict, messageWith('validation.transition', { label: entity.fields[transitions.field]!.label, from: fromText!, to: toText! }));
}
