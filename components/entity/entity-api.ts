import type { Answer } from '@/lib/client/api-client';
import { call, callAnswer } from '@/lib/client/call';
import type { ActionCount, AuditEntry, RecordPage } from '@/lib/contract/entity-answers';
import { entityCalls, recordHistoryCall, type RecordValues } from '@/lib/contract/entity-calls';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRecord } from './fields';

/** The generic calls every declared entity answers (lib/contract/entity-calls.ts; the routes: lib/backend/entity/crud.ts). */

export type { AuditEntry, FieldChange, RecordPage } from '@/lib/contract/entity-answers';

export { historySwrKey, queryPath, recordSwrKey, timelineSwrKey } from './entity-paths';

export function queryRecords(entity: Pick<EntityDef, 'apiBase'>, body: RecordValues): Promise<RecordPage> {
  return call(entityCalls(entity.apiBase).query, body);
}

export function loadRecord(entity: EntityDef, key: string, silent = false): Promise<EntityRecord> {
  return call(entityCalls(entity.apiBase).detail(key), undefined, { silent });
}

/** Saving reports its own failures (a stale version gets a dialog, not a toast). */
export function saveRecord(entity: EntityDef, payload: RecordValues): Promise<Answer<EntityRecord>> {
  return callAnswer(entityCalls(entity.apiBase).addOrUpdate, payload, { silent: true });
}

export function deleteRecord(entity: EntityDef, key: string): Promise<Answer<null>> {
  return callAnswer(entityCalls(entity.apiBase).deleteById, { id: key }, { silent: true });
}

export function deleteRecords(entity: EntityDef, keys: readonly string[]): Promise<Answer<null>> {
  return callAnswer(entityCalls(entity.apiBase).deleteBatch, { ids: keys.join(',') }, { silent: true });
}

export function auditQuery(entity: EntityDef, key: string) {
  return { entity: entity.name, recordKey: key };
}

/** The record's key, when the answer carries one. */
export function keyOf(entity: EntityDef, record: EntityRecord): string | null {
  const key = record[entity.key];
  return typeof key === 'string' && key !== '' ? key : null;
}


export function loadHistory(entity: EntityDef, key: string): Promise<AuditEntry[]> {
  return call(recordHistoryCall, auditQuery(entity, key));
}

/** Runs a declared action on records: POST {apiBase}/{action} with their keys and the dialog's inputs. */
export function runAction(entity: EntityDef, action: string, keys: readonly string[], inputs: RecordValues): Promise<Answer<ActionCount>> {
  return callAnswer(entityCalls(entity.apiBase).action(action), { ...inputs, ids: keys.join(',') }, { silent: true });
}
