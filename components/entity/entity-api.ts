import { request, requestAnswer, type Answer } from '@/lib/client/api-client';
import type { ActionCount, AuditEntry, RecordPage } from '@/lib/contract/entity-answers';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRecord } from './fields';
import { detailPath, queryPath } from './entity-paths';

/** The generic calls every declared entity answers (lib/backend/entity/crud.ts; their answers: lib/contract/entity-answers.ts). */

export type { AuditEntry, FieldChange, RecordPage } from '@/lib/contract/entity-answers';

export const AUDIT_LIST_PATH = '/api/app/base/sys/audit/list';

export { historySwrKey, queryPath, recordSwrKey, timelineSwrKey } from './entity-paths';

export function queryRecords(entity: Pick<EntityDef, 'apiBase'>, body: Record<string, unknown>): Promise<RecordPage> {
  return request<RecordPage>(queryPath(entity), { json: body });
}

export function loadRecord(entity: EntityDef, key: string, silent = false): Promise<EntityRecord> {
  return request<EntityRecord>(detailPath(entity, key), { silent });
}

/** Saving reports its own failures (a stale version gets a dialog, not a toast). */
export function saveRecord(entity: EntityDef, payload: Record<string, unknown>): Promise<Answer<EntityRecord>> {
  return requestAnswer<EntityRecord>(`${entity.apiBase}/addOrUpdate`, { json: payload, silent: true });
}

export function deleteRecord(entity: EntityDef, key: string): Promise<Answer<unknown>> {
  return requestAnswer<unknown>(`${entity.apiBase}/deleteById`, { form: { id: key }, silent: true });
}

export function deleteRecords(entity: EntityDef, keys: readonly string[]): Promise<Answer<unknown>> {
  return requestAnswer<unknown>(`${entity.apiBase}/deleteBatch`, { form: { ids: keys.join(',') }, silent: true });
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
  return request<AuditEntry[]>(AUDIT_LIST_PATH, { query: auditQuery(entity, key) });
}

/** Runs a declared action on records: POST {apiBase}/{action} with their keys and the dialog's inputs. */
export function runAction(entity: EntityDef, action: string, keys: readonly string[], inputs: Record<string, unknown>): Promise<Answer<ActionCount>> {
  return requestAnswer<ActionCount>(`${entity.apiBase}/${action}`, { json: { ...inputs, ids: keys.join(',') }, silent: true });
}
