import { opensOnRecordPage } from './features/family/family';
import type { EntityDef, EntityTarget } from './types';

/** Every record kind some reference field names, with what the reference needs of it, by name. */
export function refTargetsOf(entities: readonly EntityDef[]): Record<string, EntityTarget> {
  const named = new Set(entities.flatMap((e) => Object.values(e.fields).flatMap((f) => (f.type === 'ref' ? [f.entity] : []))));
  const targets: Record<string, EntityTarget> = {};
  for (const entity of [...entities].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!named.has(entity.name)) continue;
    targets[entity.name] = { name: entity.name, key: entity.key, apiBase: entity.apiBase, recordPage: opensOnRecordPage(entity, entities) };
  }
  return targets;
}

/** The source of lib/entities/ref-targets.ts, written from the declarations. */
export function refTargetsSource(entities: readonly EntityDef[]): string {
  const rows = Object.values(refTargetsOf(entities)).map((t) => `  ${t.name}: ${JSON.stringify(t).replace(/"(\w+)":/g, '$1: ').replace(/,(?=\w+: )/g, ', ').replace(/^\{/, '{ ').replace(/\}$/, ' }').replace(/"/g, "'")},`);
  return [
    "import type { EntityTarget } from '@/lib/entity/types';",
    '',
    '/**',
    ' * The record kinds references name, with what a reference needs of each: list cells and filters',
    ' * read labels and link pages through this, so list pages need not load every declaration.',
    ' * Written from the declarations (lib/entity/ref-target-directory.ts); tests/unit/ref-targets.test.ts',
    ' * keeps it in step: run it with UPDATE_REF_TARGETS=1 after changing a declaration it names.',
    ' */',
    'export const REF_TARGETS: Readonly<Record<string, EntityTarget>> = {',
    ...rows,
    '};',
    '',
    'export function refTargetByName(name: string): EntityTarget | undefined {',
    '  return Object.hasOwn(REF_TARGETS, name) ? REF_TARGETS[name] : undefined;',
    '}',
    '',
  ].join('\n');
}
