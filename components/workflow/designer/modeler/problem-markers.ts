import type { DesignerModeler, DiagramElement } from './bpmn-types';
import type { DesignerProblem } from './designer-problem';

/** The CSS class of a drawn element the engine cannot run, and the type of its badge overlay. */
export const NOT_RUNNABLE_MARKER = 'wf-not-runnable';
const BADGE = 'wf-not-runnable-badge';

/**
 * The drawn element a problem is on: the element itself, or the pool of a process (a process
 * is drawn only as a pool, or as the canvas itself, which gets no mark).
 */
export function drawnElementOf(modeler: DesignerModeler, elementId: string): DiagramElement | undefined {
  const registry = modeler.get('elementRegistry');
  const root = modeler.get('canvas').getRootElement();
  const element = registry.get(elementId);
  if (element && element !== root) return element;
  return registry.filter((e) => (e.businessObject.get('processRef') as { id?: string } | undefined)?.id === elementId)[0];
}

/** Shows an element on the canvas (selected, scrolled into view) and so its panel; the process selects the canvas root. */
export function focusElement(modeler: DesignerModeler, elementId: string): void {
  const element = drawnElementOf(modeler, elementId);
  const selection = modeler.get('selection');
  if (element) {
    modeler.get('canvas').scrollToElement(element, 80);
    selection.select(element);
  } else {
    selection.select(null);
  }
}

/**
 * Marks every drawn element with problems (a CSS class on its shape, and a badge whose tooltip
 * says what the deploy would say) and answers how to take the marks away again. Only classes
 * and overlays: the diagram itself is not touched.
 */
export function showProblemMarkers(modeler: DesignerModeler, problems: DesignerProblem[], say: (problem: DesignerProblem) => string): () => void {
  const canvas = modeler.get('canvas');
  const overlays = modeler.get('overlays');
  const byElement = new Map<DiagramElement, string[]>();
  for (const problem of problems) {
    const element = drawnElementOf(modeler, problem.elementId);
    if (element) byElement.set(element, [...(byElement.get(element) ?? []), say(problem)]);
  }
  for (const [element, texts] of byElement) {
    canvas.addMarker(element, NOT_RUNNABLE_MARKER);
    const badge = document.createElement('span');
    badge.className = BADGE;
    badge.textContent = '!';
    badge.title = texts.join('\n');
    badge.setAttribute('role', 'img');
    badge.setAttribute('aria-label', badge.title);
    badge.dataset.testid = 'designer-not-runnable-badge';
    overlays.add(element, BADGE, { position: { top: -10, right: 10 }, html: badge });
  }
  return () => {
    overlays.remove({ type: BADGE });
    for (const element of byElement.keys()) canvas.removeMarker(element, NOT_RUNNABLE_MARKER);
  };
}
