import { isAwaitingApproval } from './approval';
import { messageWith } from './messages';
import type { EntityDef } from './types';

/**
 * Why a record may not be changed or deleted as it stands, as the message key to say; null when it
 * may. A record is held while its approval runs, and in the values its declaration names as
 * read-only (`readOnlyWhile`: a committed quote until it is returned, an archived contract).
 */
export function readOnlyReason(entity: EntityDef, record: Readonly<Record<string, unknown>> | null | undefined): string | null {
  if (!record) return null;
  // The declaration's own words come first: a committed quote says why in its terms.
  const rule = entity.readOnlyWhile?.find((r) => r.values.includes(String(record[r.field])));
  if (rule) return rule.message;
  if (isAwaitingApproval(entity, record)) return messageWith('validation.awaitingApproval', { label: entity.label });
  return null;
}
