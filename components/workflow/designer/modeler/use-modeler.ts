'use client';

import { useEffect, useState, type RefObject } from 'react';
import type { Dialect } from '@/lib/workflow/moddle-extensions';
import { ZOOM_DEFAULT } from '@/lib/workflow/zoom';
import type { DesignerModeler, DiagramElement } from './bpmn-types';
import { createModeler } from './create-modeler';
import type { SimulationModule } from './load-simulation';

export interface ModelerState {
  modeler: DesignerModeler | null;
  /** Grows with every change of the diagram: the panel reads its element again. */
  revision: number;
  canUndo: boolean;
  canRedo: boolean;
  selection: DiagramElement[];
  /** The element the panel shows: the one selected, else the process (the canvas root). */
  element: DiagramElement | null;
  zoom: number;
}

/** Where an opened diagram's top left corner is placed in the canvas (the palette takes the left). */
const DIAGRAM_OFFSET = { x: 140, y: 60 };

const EMPTY: Omit<ModelerState, 'modeler'> = { revision: 0, canUndo: false, canRedo: false, selection: [], element: null, zoom: ZOOM_DEFAULT };

/**
 * One bpmn-js modeler for the container, made again when the dialect changes or the token
 * simulation first arrives, and the state the toolbar and panel follow: history, selection, zoom.
 */
export function useModeler(containerRef: RefObject<HTMLDivElement | null>, dialect: Dialect, lookup: (key: string) => string | undefined, simulation: SimulationModule | null): ModelerState {
  const [modeler, setModeler] = useState<DesignerModeler | null>(null);
  const [state, setState] = useState(EMPTY);

  useEffect(() => {
    const host = containerRef.current;
    if (!host) return;
    const created = createModeler(host, dialect, lookup, simulation);
    setModeler(created);
    const eventBus = created.get('eventBus');
    const commandStack = created.get('commandStack');
    const canvas = created.get('canvas');
    const selected = (selection: DiagramElement[]) => (selection.length === 1 ? selection[0]! : rootOf());
    const rootOf = () => {
      try {
        return canvas.getRootElement();
      } catch {
        return null;
      }
    };
    const onHistory = () =>
      setState((s) => ({ ...s, revision: s.revision + 1, canUndo: commandStack.canUndo(), canRedo: commandStack.canRedo() }));
    const onSelection = (event: Record<string, unknown>) => {
      const selection = (event.newSelection as DiagramElement[] | undefined) ?? [];
      setState((s) => ({ ...s, selection, element: selected(selection) }));
    };
    const onElementChanged = (event: Record<string, unknown>) => {
      const changed = event.element as DiagramElement | undefined;
      setState((s) => (changed && s.element && changed.id === s.element.id ? { ...s, revision: s.revision + 1, element: changed } : s));
    };
    const onImported = () => {
      // At zoom 1, the diagram's top left corner clear of the palette.
      const { inner, outer } = canvas.viewbox();
      if (inner.width > 0) canvas.viewbox({ x: inner.x - DIAGRAM_OFFSET.x, y: inner.y - DIAGRAM_OFFSET.y, width: outer.width, height: outer.height });
      setState((s) => ({ ...s, revision: s.revision + 1, selection: [], element: rootOf(), canUndo: commandStack.canUndo(), canRedo: commandStack.canRedo(), zoom: canvas.zoom() }));
    };
    const onViewbox = () => setState((s) => ({ ...s, zoom: canvas.zoom() }));
    eventBus.on('commandStack.changed', onHistory);
    eventBus.on('selection.changed', onSelection);
    eventBus.on('element.changed', onElementChanged);
    eventBus.on('import.done', onImported);
    eventBus.on('canvas.viewbox.changed', onViewbox);
    // The palette folds into two columns by the canvas's height: tell bpmn-js when it changes.
    const resized = new ResizeObserver(() => canvas.resized());
    resized.observe(host);
    return () => {
      resized.disconnect();
      created.destroy();
      setModeler(null);
      setState(EMPTY);
    };
    // The lookup is fixed for the page's language (a language switch reloads the page): a new
    // function object must not rebuild the canvas.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [containerRef, dialect, simulation]);

  return { modeler, ...state };
}
