import type { DesignerModeler, DiagramElement, ModdleObject } from '../modeler/bpmn-types';

/**
 * Edits of the diagram the panel makes, always through bpmn-js's modeling commands so that undo
 * and redo cover them like any change on the canvas.
 */

export function updateAttrs(modeler: DesignerModeler, element: DiagramElement, attrs: Record<string, unknown>): void {
  modeler.get('modeling').updateProperties(element, attrs);
}

export function updateModdle(modeler: DesignerModeler, element: DiagramElement, target: ModdleObject, attrs: Record<string, unknown>): void {
  modeler.get('modeling').updateModdleProperties(element, target, attrs);
}

/** A new model object; attributes left undefined are not set at all, so they are not written. */
export function create(modeler: DesignerModeler, type: string, attrs: Record<string, unknown> = {}): ModdleObject {
  const set = Object.fromEntries(Object.entries(attrs).filter(([, value]) => value !== undefined));
  return modeler.get('moddle').create(type, set);
}

/** The extension elements of the given types on a model object (the element's, or its loop's). */
export function extensionsOf(target: ModdleObject, types: readonly string[]): ModdleObject[] {
  const ext = target.get('extensionElements') as ModdleObject | undefined;
  const values = (ext?.get('values') as ModdleObject[] | undefined) ?? [];
  return values.filter((v) => types.includes(v.$type));
}

/**
 * Replaces the extension elements of the given types with new ones, keeping all others; the
 * extensionElements container is created when needed and dropped when it ends up empty.
 */
export function replaceExtensions(
  modeler: DesignerModeler,
  element: DiagramElement,
  target: ModdleObject,
  types: readonly string[],
  next: ModdleObject[],
): void {
  const ext = target.get('extensionElements') as ModdleObject | undefined;
  const kept = ((ext?.get('values') as ModdleObject[] | undefined) ?? []).filter((v) => !types.includes(v.$type));
  const values = [...kept, ...next];
  if (!ext) {
    if (next.length > 0) updateModdle(modeler, element, target, { extensionElements: create(modeler, 'bpmn:ExtensionElements', { values }) });
    return;
  }
  if (values.length === 0) updateModdle(modeler, element, target, { extensionElements: undefined });
  else updateModdle(modeler, element, ext, { values });
}


export const isType = (element: DiagramElement, ...types: string[]) => types.some((type) => element.businessObject.$instanceOf(type));
