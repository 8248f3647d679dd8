import type { DesignerModeler, DiagramElement, ModdleObject } from '../modeler/bpmn-types';
import { create, extensionsOf, replaceExtensions } from './element-ops';

/**
 * One named entry of the element's `<prefix:properties>` (the engine's own settings such as
 * copyTo live there, so the model stays plain BPMN with a vendor extension and round-trips).
 */

const entriesOf = (bo: ModdleObject, dialect: string) =>
  extensionsOf(bo, [`${dialect}:Properties`]).flatMap((p) => (p.get('values') as ModdleObject[] | undefined) ?? []);

const nameOf = (entry: ModdleObject) => String(entry.get('name') ?? entry.get('id') ?? '');

export function readProperty(bo: ModdleObject, dialect: string, name: string): string {
  const entry = entriesOf(bo, dialect).find((e) => nameOf(e) === name);
  return entry ? String(entry.get('value') ?? '') : '';
}

/** Sets (or with an empty value removes) the entry, keeping every other entry in its place. */
export function writeProperty(modeler: DesignerModeler, element: DiagramElement, dialect: string, name: string, value: string): void {
  const bo = element.businessObject;
  const type = `${dialect}:Properties`;
  const pairs = entriesOf(bo, dialect).map((e) => ({ name: nameOf(e), value: String(e.get('value') ?? '') }));
  const at = pairs.findIndex((p) => p.name === name);
  if (value) {
    if (at >= 0) pairs[at] = { name, value };
    else pairs.push({ name, value });
  } else if (at >= 0) {
    pairs.splice(at, 1);
  }
  const values = pairs.map((p) => create(modeler, `${dialect}:Property`, { name: p.name, value: p.value || undefined }));
  replaceExtensions(modeler, element, bo, [type], values.length ? [create(modeler, type, { values })] : []);
}
