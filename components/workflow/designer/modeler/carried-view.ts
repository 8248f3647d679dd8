import type { DesignerModeler, DiagramElement } from './bpmn-types';

/** Where a modeler was looking and what was selected in it. */
export interface CarriedView {
  viewbox: { x: number; y: number; width: number; height: number };
  selected: string[];
}

export function viewOf(modeler: DesignerModeler): CarriedView {
  const { x, y, width, height } = modeler.get('canvas').viewbox();
  return { viewbox: { x, y, width, height }, selected: modeler.get('selection').get().map((element) => element.id) };
}

/**
 * Shows a diagram just imported as another modeler showed it: the same part of it at the same
 * zoom, with the same elements selected (those it still has).
 */
export function restoreView(modeler: DesignerModeler, view: CarriedView): void {
  modeler.get('canvas').viewbox(view.viewbox);
  const registry = modeler.get('elementRegistry');
  const selected = view.selected.map((id) => registry.get(id)).filter((element): element is DiagramElement => element !== undefined);
  if (selected.length > 0) modeler.get('selection').select(selected);
}
