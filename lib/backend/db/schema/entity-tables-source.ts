import type { EntityDef } from '@/lib/entity/types';

/** Where a declaration is written: the module under lib/entities and the name it is exported as. */
export interface DeclarationSite {
  entity: EntityDef;
  /** The module's name without its folder and extension (`clue` for lib/entities/clue.ts). */
  module: string;
  exportName: string;
}

/** The drizzle export of an entity's table: its table name in camel case (`crm_clue` becomes `crmClue`). */
export function tableExportName(table: string): string {
  return table.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The source of lib/backend/db/schema/entities.ts: one table per declaration, in the declarations' order. */
export function entityTablesSource(sites: readonly DeclarationSite[]): string {
  const imports = [...sites]
    .sort((a, b) => a.module.localeCompare(b.module) || a.exportName.localeCompare(b.exportName))
    .map((site) => `import { ${site.exportName} } from '@/lib/entities/${site.module}';`);
  const tables = sites.map((site) => `export const ${tableExportName(site.entity.table)} = tableFor(${site.exportName});`);
  return [
    '// Written from the declarations (lib/backend/db/schema/entity-tables-source.ts): one table per',
    '// declared entity, which drizzle-kit reads to write the migrations. tests/unit/backend/entity-tables.test.ts',
    '// keeps it in step: run it with UPDATE_ENTITY_TABLES=1 after adding or removing a declaration.',
    ...imports,
    "import { tableFor } from '../../entity/table';",
    '',
    ...tables,
    '',
  ].join('\n');
}
