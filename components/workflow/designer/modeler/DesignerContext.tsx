'use client';

import { createContext, useContext } from 'react';
import type { Dialect } from '@/lib/workflow/moddle-extensions';
import type { DesignerModeler, DiagramElement } from './bpmn-types';
import type { DesignerProblem } from './designer-problem';

/**
 * The modeler, the element the panel edits, the dialect and what of the diagram the deploy would
 * refuse, for the toolbar and panel sections.
 */
export interface DesignerValue {
  modeler: DesignerModeler;
  element: DiagramElement;
  dialect: Dialect;
  revision: number;
  problems: DesignerProblem[];
  /** The model being edited, once saved: its designed form lists the controls a step's field rights name. */
  modelKey: string | null;
}

const DesignerContext = createContext<DesignerValue | null>(null);
export const DesignerProvider = DesignerContext.Provider;

export function useDesigner(): DesignerValue {
  const value = useContext(DesignerContext);
  if (!value) throw new Error('useDesigner outside the designer');
  return value;
}
