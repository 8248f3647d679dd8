import type { DesignerModeler, DiagramElement, ModdleObject } from '../../modeler/bpmn-types';
import { create, extensionsOf, replaceExtensions } from '../element-ops';

/** Reading and setting named custom properties of an element, keeping every other one as it is. */

export function propertyOf(element: DiagramElement, dialect: string, name: string): string | null {
  for (const props of extensionsOf(element.businessObject, [`${dialect}:Properties`])) {
    for (const p of (props.get('values') as ModdleObject[] | undefined) ?? []) {
      if (p.get('name') === name || p.get('id') === name) return (p.get('value') as string | undefined) ?? null;
    }
  }
  return null;
}

/** Sets the given properties (null removes one) in one command, so one undo takes it back. */
export function setProperties(modeler: DesignerModeler, element: DiagramElement, dialect: string, changes: Record<string, string | null>): void {
  const type = `${dialect}:Properties`;
  const existing = extensionsOf(element.businessObject, [type]).flatMap((p) => (p.get('values') as ModdleObject[] | undefined) ?? []);
  const kept = existing
    .filter((p) => !(String(p.get('name') ?? p.get('id') ?? '') in changes))
    .map((p) => ({ name: String(p.get('name') ?? p.get('id') ?? ''), value: (p.get('value') as string | undefined) ?? null }));
  const added = Object.entries(changes).filter((entry): entry is [string, string] => entry[1] !== null).map(([name, value]) => ({ name, value }));
  const values = [...kept, ...added].map((p) => create(modeler, `${dialect}:Property`, { name: p.name, value: p.value ?? undefined }));
  replaceExtensions(modeler, element, element.businessObject, [type], values.length ? [create(modeler, type, { values })] : []);
}
