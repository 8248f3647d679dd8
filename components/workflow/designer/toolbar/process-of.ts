import type { DesignerModeler, ModdleObject } from '../modeler/bpmn-types';

/** The first process of the diagram (or of its first participant): what downloads are named after. */
export function processOf(modeler: DesignerModeler): ModdleObject | undefined {
  const roots = (modeler.getDefinitions()?.rootElements as ModdleObject[] | undefined) ?? [];
  return roots.find((r) => r.$type === 'bpmn:Process');
}
