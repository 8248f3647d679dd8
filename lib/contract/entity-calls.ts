import { CHILD_COUNTS_CALL } from '@/lib/entity/features/tab-groups/tab-groups';
import { declareCall, declareKeyedCall, type Call, type KeyedCall, type Out } from './call';
import type { childCountsSchema } from './child-counts';
import type { actionCountSchema, auditEntriesSchema, entityRecordSchema, recordPageSchema } from './entity-answers';
import type { noDataSchema } from './no-data';

/**
 * What a kind's generic calls are sent: its declared fields, or the list convention's filters, sort
 * and page (docs/entities.md), so an open object here; each kind's route checks it against its declaration.
 */
export type RecordValues = Readonly<Record<string, unknown>>;

/**
 * The generic calls every declared kind answers under its base path (lib/backend/entity/crud.ts),
 * each with what it is sent and answers (./call.ts). A record's fields are its kind's, so its answer
 * is the contract's open record (entity-answers.ts); the page, the counts and the refusals are not.
 */
export interface EntityCalls {
  /** POST {apiBase}/query: a page of records for the list convention's filters, sort and page. */
  readonly query: Call<RecordValues, Out<typeof recordPageSchema>>;
  /** GET {apiBase}/detail/{key}: one record (a key merged into another answers that record). */
  readonly detail: KeyedCall<undefined, Out<typeof entityRecordSchema>>;
  /** POST {apiBase}/addOrUpdate: creates a record (no key) or updates one (key and the version it was based on). */
  readonly addOrUpdate: Call<RecordValues, Out<typeof entityRecordSchema>>;
  /** POST {apiBase}/deleteById, form-encoded as the original backend takes it. */
  readonly deleteById: Call<{ id: string }, Out<typeof noDataSchema>>;
  /** POST {apiBase}/deleteBatch: the keys comma-separated, form-encoded; all or nothing. */
  readonly deleteBatch: Call<{ ids: string }, Out<typeof noDataSchema>>;
  /** GET {apiBase}/childCounts/{key}: how many records each child tab of a record's page holds. */
  readonly childCounts: KeyedCall<undefined, Out<typeof childCountsSchema>>;
  /** POST {apiBase}/{action}: a declared action on records (their keys comma-separated, and the action's inputs). */
  readonly action: (name: string) => Call<RecordValues & { ids: string }, Out<typeof actionCountSchema>>;
}

function declaredFor(apiBase: string): EntityCalls {
  const keyed = (call: string) => (key: string) => `${apiBase}/${call}/${encodeURIComponent(key)}`;
  return {
    query: declareCall('POST', `${apiBase}/query`),
    detail: declareKeyedCall('GET', keyed('detail')),
    addOrUpdate: declareCall('POST', `${apiBase}/addOrUpdate`),
    deleteById: declareCall('POST', `${apiBase}/deleteById`, 'form'),
    deleteBatch: declareCall('POST', `${apiBase}/deleteBatch`, 'form'),
    childCounts: declareKeyedCall('GET', keyed(CHILD_COUNTS_CALL)),
    action: (name) => declareCall('POST', `${apiBase}/${name}`),
  };
}

// One set per kind, so a call stays the same object from one render to the next.
const declared = new Map<string, EntityCalls>();

/** The generic calls of the kind under this base path (an entity's `apiBase`). */
export function entityCalls(apiBase: string): EntityCalls {
  let calls = declared.get(apiBase);
  if (!calls) {
    calls = declaredFor(apiBase);
    declared.set(apiBase, calls);
  }
  return calls;
}

/** GET: a record's history, for a reader of the record (lib/backend/entity/audit-routes.ts). */
export const recordHistoryCall = declareCall<{ entity: string; recordKey: string }, Out<typeof auditEntriesSchema>>('GET', '/api/app/base/sys/audit/list');
