import type { SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import type { BehaviourSource, Row, WriteContext } from './behaviour';
import type { ListingLookup } from './listing';

export type WriteOperation = 'create' | 'update' | 'delete';

/** What every row of one write call shares: settled once, read by the steps. */
export interface WriteBatch {
  tx: Db;
  auth: AuthContext;
  /** The caller's departments (null: all), for the owning department of new records. */
  scopeKeys: string[] | null;
  /** Unique values were checked for the whole call and nothing reshaped the rows since. */
  uniqueSettled: boolean;
  /** Parents already reached in this call, by the values naming them (an import attaches many rows to few parents). */
  parents: Map<string, Row>;
  /** Statements of the change that may ride along with its last one (audit entries with the search entries). */
  alongside: SQLWrapper[];
}

/** One record in the write pipeline: for a delete, `row` is empty and `before` the record being deleted. */
export interface StepContext extends WriteContext {
  batch: WriteBatch;
  /** The record's key (a new record's as given to it). */
  key: string;
}

/** A record after its statement ran. */
export interface WrittenContext extends StepContext {
  after: Row;
}

/**
 * What one feature does to a write, by phase, all inside the write's transaction. The writer runs
 * each phase over the steps in their declared order (./features/index.ts):
 * guard (refuse on the stored record) → shape (build the row) → shapeAll (once per call, every
 * row shaped) → check (refuse or last stamps, before the statement) → the statement → afterWrite
 * → afterAll (once per call).
 */
export interface StepPhases {
  guard?: (ctx: StepContext) => Promise<void> | void;
  shape?: (ctx: StepContext) => Promise<void> | void;
  shapeAll?: (ctxs: readonly StepContext[], batch: WriteBatch) => Promise<void> | void;
  check?: (ctx: StepContext) => Promise<void> | void;
  afterWrite?: (ctx: WrittenContext) => Promise<void> | void;
  afterAll?: (written: readonly WrittenContext[], batch: WriteBatch) => Promise<void> | void;
}

export interface WriteStep {
  /** The feature the step belongs to (its folder's name). */
  readonly feature: string;
  readonly create?: StepPhases;
  readonly update?: StepPhases;
  readonly delete?: StepPhases;
  /** Whether new records must be written one at a time (a step reads what the previous row wrote). */
  rowByRow?(): boolean;
  /** Whether the step may change values after the caller checked them (uniqueness is then asked again). */
  reshapes?(): boolean;
}

/** What a feature's step is built from. */
export interface StepDeps {
  entity: EntityDef;
  table: PgTable;
  columns: Record<string, PgColumn>;
  behaviour: BehaviourSource;
  listings: ListingLookup;
}

type RowPhase = 'guard' | 'shape' | 'check';

/** Runs one per-row phase of every step over the rows, step by step (each step sees every row before the next step runs). */
export async function runPhase(steps: readonly WriteStep[], op: WriteOperation, phase: RowPhase, ctxs: readonly StepContext[]): Promise<void> {
  for (const step of steps) {
    const run = step[op]?.[phase];
    if (run) for (const ctx of ctxs) await run(ctx);
  }
}

export async function runShapeAll(steps: readonly WriteStep[], op: WriteOperation, ctxs: readonly StepContext[], batch: WriteBatch): Promise<void> {
  for (const step of steps) await step[op]?.shapeAll?.(ctxs, batch);
}

export async function runAfterWrite(steps: readonly WriteStep[], op: WriteOperation, ctx: WrittenContext): Promise<void> {
  for (const step of steps) await step[op]?.afterWrite?.(ctx);
}

export async function runAfterAll(steps: readonly WriteStep[], op: WriteOperation, written: readonly WrittenContext[], batch: WriteBatch): Promise<void> {
  for (const step of steps) await step[op]?.afterAll?.(written, batch);
}
