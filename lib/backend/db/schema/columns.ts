import { customType, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Raw bytes: PGlite and node-postgres both read and write them as Uint8Array (a Buffer is one). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Business keys are opaque strings (the *_key fields: docs/entities.md, "1. Declare it"). */
export const keyColumn = (name: string) => varchar(name, { length: 64 });

/** Bookkeeping columns every record table carries. */
export const auditColumns = {
  create_by: keyColumn('create_by'),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  update_by: keyColumn('update_by'),
  update_time: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Optimistic concurrency: an update must name the version it was based on. */
  version: integer('version').notNull().default(1),
};
