import type { DiagramElement, EventBus } from './bpmn-types';

interface SelectionService {
  isSelected(element: DiagramElement): boolean;
  select(element: DiagramElement, add?: boolean): void;
  deselect(element: DiagramElement): void;
}

type PriorityBus = EventBus & { on(event: string, priority: number, callback: (event: Record<string, unknown>) => unknown): void };

/** Above diagram-js's hand tool, which takes Ctrl + mouse down on an element for panning. */
const PRIORITY = 2000;

const withCtrl = (event: Record<string, unknown>) => {
  const original = event.originalEvent as MouseEvent | undefined;
  return Boolean(original && original.button === 0 && (original.ctrlKey || original.metaKey));
};

/**
 * Ctrl-click (Cmd on a Mac) adds an element to the selection or takes it out, as the alignment
 * warning tells users to do (bpmn-js itself uses Shift, which keeps working). Ctrl-dragging the
 * empty canvas still pans.
 */
function CtrlSelect(eventBus: PriorityBus, selection: SelectionService, canvas: { getRootElement(): DiagramElement }) {
  const onElement = (event: Record<string, unknown>) => {
    const element = event.element as DiagramElement | undefined;
    return element && element !== canvas.getRootElement() && withCtrl(event) ? element : null;
  };
  eventBus.on('element.mousedown', PRIORITY, (event) => {
    const element = onElement(event);
    if (!element) return undefined;
    if (selection.isSelected(element)) selection.deselect(element);
    else selection.select(element, true);
    return false;
  });
  // The click that follows was handled on mouse down: bpmn-js must not select again.
  eventBus.on('element.click', PRIORITY, (event) => (onElement(event) ? false : undefined));
}
CtrlSelect.$inject = ['eventBus', 'selection', 'canvas'];

export const ctrlSelectModule = { __init__: ['ctrlSelect'], ctrlSelect: ['type', CtrlSelect] };
