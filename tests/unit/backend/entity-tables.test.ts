import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/lib/entities';
import * as schema from '@/lib/backend/db/schema/entities';
import { entityTablesSource, tableExportName, type DeclarationSite } from '@/lib/backend/db/schema/entity-tables-source';
import type { EntityDef } from '@/lib/entity/types';

const ROOT = path.resolve(__dirname, '../../..');
const FILE = path.join(ROOT, 'lib/backend/db/schema/entities.ts');
const DECLARATIONS = path.join(ROOT, 'lib/entities');

/** Every declaration with the module that exports it, found by reading lib/entities, in ENTITIES' order. */
async function declarationSites(): Promise<DeclarationSite[]> {
  const found = new Map<EntityDef, DeclarationSite>();
  for (const file of readdirSync(DECLARATIONS).filter((f) => f.endsWith('.ts')).sort()) {
    const module = file.replace(/\.ts$/, '');
    const exports = (await import(`@/lib/entities/${module}`)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      const entity = ENTITIES.find((e) => e === value);
      // A declaration is written where its own module exports it by name; lists of them (index, families) are not sites.
      if (entity && !found.has(entity)) found.set(entity, { entity, module, exportName });
    }
  }
  return ENTITIES.map((entity) => {
    const site = found.get(entity);
    if (!site) throw new Error(`${entity.name}: no module under lib/entities exports its declaration by name`);
    return site;
  });
}

describe('the entity tables of the schema', () => {
  it('are written from the declarations', async () => {
    const source = entityTablesSource(await declarationSites());
    if (process.env.UPDATE_ENTITY_TABLES === '1') writeFileSync(FILE, source);
    expect(readFileSync(FILE, 'utf8')).toBe(source);
  });

  it('give every declared entity its table under the name drizzle-kit reads', () => {
    const tables = schema as Record<string, unknown>;
    for (const entity of ENTITIES) expect(tables[tableExportName(entity.table)], entity.name).toBeDefined();
    expect(Object.keys(tables)).toHaveLength(ENTITIES.length);
    expect(tableExportName('okr_key_result_check_in')).toBe('okrKeyResultCheckIn');
  });
});
