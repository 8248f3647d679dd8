import { z } from 'zod';

/**
 * How the columns of an uploaded workbook become fields (excelPaths.mapping), shared by the import
 * dialog and the server: one target per column of the file, in its order.
 */

/** The target of a column that holds record keys (the hidden last column of an export). */
export const RECORD_KEY_TARGET = '$recordKey';

/** 仅新增: every row adds a record; 更新已有记录: a row whose key field names a record updates it. */
export const importModes = ['create', 'update'] as const;
export type ImportMode = (typeof importModes)[number];

export const importMappingSchema = z.strictObject({
  importKey: z.string().uuid('excel.importExpired'),
  /** Per column of the file: a field name, RECORD_KEY_TARGET, or null for 不导入. */
  columns: z.array(z.string().max(64).nullable()).max(500),
  mode: z.enum(importModes),
  /** The field rows are matched by in update mode: a unique field, or RECORD_KEY_TARGET. */
  keyField: z.string().max(64).nullable().default(null),
});
export type ImportMapping = z.input<typeof importMappingSchema>;
