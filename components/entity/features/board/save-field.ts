'use client';

import type { EntityDef } from '@/lib/entity/types';
import { loadRecord, saveRecord } from '../../entity-api';
import { toFormValues, toPayload, versionOf } from '../../form-values';

/**
 * A card moved on a board of a field no declared action moves: the record saved as its form would
 * save it with that one field changed, at the version just read, so the server checks it like any
 * edit (the right, the record's scope and rules, a change made meanwhile).
 */
export async function saveField(entity: EntityDef, key: string, field: string, value: string) {
  const record = await loadRecord(entity, key);
  const values = { ...toFormValues(entity, record), [field]: value };
  return saveRecord(entity, toPayload(entity, values, { key, version: versionOf(record) ?? 0 }));
}
