import { z } from 'zod';
import { pageSchemaOf } from './page';

export { noDataSchema } from './no-data';

/**
 * What the generic calls of every declared entity answer (query, detail, addOrUpdate, deleteById,
 * deleteBatch, declared actions) and a record's history. A record's fields are the entity's
 * declaration, so a record is an open object here; the page around it is not.
 */

/** One record: its visible fields, the labels of its references, and what the caller may do with it. */
export const entityRecordSchema = z.record(z.string(), z.unknown());
export type EntityRecord = z.infer<typeof entityRecordSchema>;
/** Records of an entity listed whole, without paging. */
export const entityRecordsSchema = z.array(entityRecordSchema);

/**
 * One value of a grouped list (groupBy) and how many matching records have it (null: those without
 * a value; a yes/no field's values are 'true' and 'false'). Kept here rather than beside the saved
 * views (./list-views.ts re-exports it), so a list page's first load does not bring the views' schemas.
 */
export const listGroupSchema = z.strictObject({ value: z.string().nullable(), count: z.number() });
export type ListGroup = z.infer<typeof listGroupSchema>;

/** A page of records with its total (a lower bound when totalCapped); current and size are the page asked for. */
export const recordPageSchema = pageSchemaOf(entityRecordSchema).extend({
  /** Counting stopped at total: at least that many match. */
  totalCapped: z.boolean().optional(),
  /** The declared list totals over every matching record (`listTotals`), by field. */
  totals: z.record(z.string(), z.number()).optional(),
  /** Asked for with groupBy: how many matching records (all of them, not only the page's) hold each value, in the page's order. */
  groups: z.array(listGroupSchema).optional(),
});
export type RecordPage = z.infer<typeof recordPageSchema>;

/** A declared action: how many records it moved, and whatever its behaviour adds (a number, a key). */
export const actionCountSchema = z.looseObject({ count: z.number() });
export type ActionCount = z.infer<typeof actionCountSchema>;

export const fieldChangeSchema = z.strictObject({ field: z.string(), old: z.unknown(), new: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** One line of a record's history. */
export const auditEntrySchema = z.strictObject({
  audit_key: z.string(),
  entity: z.string(),
  record_key: z.string(),
  /** create, update, delete, or the name of a declared action. */
  action: z.string(),
  operator: z.string().nullable(),
  operator_name: z.string().nullable(),
  create_time: z.string(),
  changes: z.array(fieldChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntriesSchema = z.array(auditEntrySchema);
