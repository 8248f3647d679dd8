import { isAwaitingApproval } from '../approval/approval';
import { messageWith } from '../../messages';
import type { EntityDef } from '../../types';

/**
 * Why a record may not be changed or deleted as it stands, as the message key to say; null when it
 * may. A record is held while its approval runs, and in the values its declaration names as
 * read-only (`readOnlyWhile`: a committed quote until it is returned, an archived contract). With
 * `child`, whether records of that kind may be written under it.
 */
export function readOnlyReason(entity: EntityDef, record: Readonly<Record<string, unknown>> | null | undefined, child?: string): string | null {
  if (!record) return null;
  // The declaration's own words come first: a committed quote says why in its terms. Asked for a
  // child kind, a rule open to that kind does not hold it.
  const rule = entity.readOnlyWhile?.find((r) => r.values.includes(String(record[r.field])) && !(child && r.openTo?.includes(child)));
  if (rule) return rule.message;
  if (isAwaitingApproval(entity, record)) return messageWith('validation.awaitingApproval', { label: entity.label });
  return null;
}
