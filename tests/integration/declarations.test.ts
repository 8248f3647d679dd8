// @database postgres: SQL of its own over the declared tables.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { readDefinitions } from '@/lib/backend/entity/custom-fields/definitions';
import type { CustomFieldDefinition } from '@/lib/contract/custom-fields';
import { ENTITIES, entityByName } from '@/lib/entities';
import { isCustomColumn, withCustomFields } from '@/lib/entity/custom-fields';
import { listIndexesOf } from '@/lib/entity/list-indexes';
import { SCOPE_COLUMN, SYSTEM_COLUMNS, type EntityDef, type FieldDef } from '@/lib/entity/types';
import { createTestBackend } from '../support/backend';

let backend: Backend;
let definitions: CustomFieldDefinition[] = [];
beforeAll(async () => {
  backend = await createTestBackend();
  definitions = await readDefinitions(backend.database.db);
});

/** The kind with the fields the database's definitions add to it (the demo's, on customers). */
const shapedOf = <E extends EntityDef>(entity: E): E => withCustomFields(entity, definitions, (name) => entityByName(name)?.titleField);
afterAll(async () => backend?.database.close());

/** The PostgreSQL type each field type must be stored as. */
function expectedType(field: FieldDef): string {
  switch (field.type) {
    case 'number': return field.integer ? 'integer' : 'numeric';
    case 'money': return 'numeric';
    case 'datetime': return 'timestamp with time zone';
    case 'bool': return 'boolean';
    case 'textarea': case 'richText': case 'multiDict': case 'file': case 'image': return 'text';
    case 'user': case 'department': case 'ref': return field.multiple ? 'text' : 'character varying';
    default: return 'character varying';
  }
}

describe('every declaration matches its table', () => {
  for (const declared of ENTITIES) {
    it(`${declared.name} (${declared.table})`, async () => {
      const entity = shapedOf(declared);
      const result = await backend.database.db.execute(sql`
        select column_name, data_type, is_nullable from information_schema.columns
        where table_schema = 'public' and table_name = ${entity.table}`);
      const rows = (result as { rows: { column_name: string; data_type: string; is_nullable: string }[] }).rows;
      const actual = new Map(rows.map((r) => [r.column_name, r]));
      const stored = Object.entries(entity.fields).filter(([, f]) => f.stored !== false);
      const expected = [entity.key, ...stored.map(([n]) => n), ...SYSTEM_COLUMNS, ...(entity.scope === 'department' ? [SCOPE_COLUMN] : [])];
      expect([...actual.keys()].sort()).toEqual([...expected].sort());
      for (const [name, field] of stored) {
        expect(actual.get(name)?.data_type, `${entity.name}.${name}`).toBe(expectedType(field));
        // An added field's column is made on tables holding rows: never NOT NULL (its rules hold it).
        const notNull = !isCustomColumn(name) && (Boolean(field.required) || field.defaultValue !== undefined);
        expect(actual.get(name)?.is_nullable, `${entity.name}.${name} nullability`).toBe(notNull ? 'NO' : 'YES');
      }
    });
  }
});

describe('every declaration has its list indexes in the database', () => {
  for (const declared of ENTITIES) {
    it(`${declared.name} (${declared.table})`, async () => {
      const entity = shapedOf(declared);
      const result = await backend.database.db.execute(sql`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = ${entity.table}`);
      const rows = (result as { rows: { indexname: string; indexdef: string }[] }).rows;
      const actual = new Map(rows.map((r) => [r.indexname, r.indexdef]));
      for (const index of listIndexesOf(entity)) {
        const definition = actual.get(index.name);
        expect(definition, `${index.name} missing: run drizzle-kit generate after changing a declaration`).toBeDefined();
        const columns = index.columns.map((c) => (index.kind === 'trigram' ? `${c.name} gin_trgm_ops` : c.order === 'desc' ? `${c.name} DESC` : c.name));
        expect(definition, index.name).toContain(`USING ${index.kind === 'trigram' ? 'gin' : 'btree'} (${columns.join(', ')})`);
      }
    });
  }
});
