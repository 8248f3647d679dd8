import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';

export type Row = Record<string, unknown>;

/** Reading a record, or changing or deleting it. */
export type ScopePurpose = 'read' | 'write';

export interface WriteContext {
  tx: Db;
  auth: AuthContext;
  /** The validated addOrUpdate payload, extra inputs included. */
  input: Row;
  /** What will be written: the behaviour may add or change columns. */
  row: Row;
  /** The record before an update; null when creating. */
  before: Row | null;
}

/**
 * What an entity does beyond the generic calls, declared next to its special routes. Only what
 * really differs goes here; everything else stays generic.
 */
export interface EntityBehaviour {
  /** Inputs addOrUpdate accepts besides the declared fields (a password, role keys, …). */
  extraInput?: z.ZodRawShape;
  /**
   * A payload of another shape, mapped onto the declared fields before it is validated (a
   * project's participants come as [{employee_key, employee_name}]; docs/entities.md, "A field's own words, and payloads in another shape").
   */
  wireInput?: (raw: unknown) => unknown;
  /**
   * Row scope other than the owning department (users: members of the caller's departments). A
   * scope may let a caller read more than she may change (customers in the public pool).
   */
  scope?: (db: Db, auth: AuthContext, columns: Record<string, PgColumn>, purpose: ScopePurpose) => Promise<SQL | undefined>;
  /**
   * Inside the transaction, after a declared action's records were loaded and checked and before
   * they are written: throw to refuse (a claim over the caller's limit).
   */
  beforeAction?: (ctx: { tx: Db; auth: AuthContext; action: string; rows: Row[]; input: Row }) => Promise<void>;
  /**
   * Inside the transaction, after a declared action wrote its values and its audit entries: what
   * the action does beyond setting fields (a conversion creates the customer). What it answers is
   * added to the action's answer.
   */
  afterAction?: (ctx: { tx: Db; auth: AuthContext; action: string; before: Row[]; after: Row[]; input: Row }) => Promise<Row | void>;
  /** Inside the transaction, before insert or update. */
  prepare?: (ctx: WriteContext) => Promise<void>;
  /** Inside the transaction, after insert or update. */
  afterWrite?: (ctx: WriteContext & { after: Row }) => Promise<void>;
  /** Inside the transaction, before a delete; throw to refuse. */
  beforeDelete?: (ctx: { tx: Db; auth: AuthContext; row: Row }) => Promise<void>;
  /**
   * A record opened by key (its detail call, not the list): what opening it does, answering the
   * row as it then stands (an article counts a read).
   */
  onDetail?: (ctx: { db: Db; auth: AuthContext; row: Row }) => Promise<Row>;
  /**
   * Inside the transaction, before a saved record is submitted for approval (saveApproved, submit):
   * throw to refuse (a quote without lines).
   */
  beforeSubmit?: (ctx: { tx: Db; auth: AuthContext; record: Row }) => Promise<void>;
  /** Adds derived values to answered rows (names of linked records, …), in one query per page. */
  decorate?: (db: Db, rows: Row[]) => Promise<Row[]>;
}

/**
 * Where the engine's generic parts find an entity's behaviour: asked when a call runs, so they can
 * be built while modules load, before the composition root has plugged the areas in.
 */
export type BehaviourSource = () => EntityBehaviour;

/**
 * A behaviour attached to the declaration it belongs to. An area writes it next to its code
 * (`entityBehaviour(clueEntity, { … })`), and the server's composition root (lib/backend/areas.ts)
 * hands every area's list to the engine: from a declaration, its behaviour is one reference away.
 */
export interface AttachedBehaviour extends EntityBehaviour {
  readonly entity: EntityDef;
}

export function entityBehaviour(entity: EntityDef, behaviour: EntityBehaviour): AttachedBehaviour {
  return { ...behaviour, entity };
}
