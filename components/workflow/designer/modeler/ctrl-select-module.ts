import type { DiagramElement, EventBus } from './bpmn-types';

interface SelectionService {
  isSelected(element: DiagramElement): boolean;
  select(element: DiagramElement, add?: boolean): void;
  deselect(element: DiagramElement): void;
}

/**
 * Ctrl-click (Cmd on a Mac) adds an element to the selection or takes it out, as the alignment
 * warning tells users to do (bpmn-js itself uses Shift, which keeps working).
 */
function CtrlSelect(eventBus: EventBus & { on(event: string, priority: number, callback: (event: Record<string, unknown>) => unknown): void }, selection: SelectionService, canvas: { getRootElement(): DiagramElement }) {
  eventBus.on('element.click', 1500, (event) => {
    const original = event.originalEvent as MouseEvent | undefined;
    const element = event.element as DiagramElement | undefined;
    if (!original || !element || original.button !== 0 || !(original.ctrlKey || original.metaKey)) return undefined;
    if (element === canvas.getRootElement()) return undefined;
    if (selection.isSelected(element)) selection.deselect(element);
    else selection.select(element, true);
    // Handled: bpmn-js's own click selection must not run after this.
    return false;
  });
}
CtrlSelect.$inject = ['eventBus', 'selection', 'canvas'];

export const ctrlSelectModule = { __init__: ['ctrlSelect'], ctrlSelect: ['type', CtrlSelect] };
