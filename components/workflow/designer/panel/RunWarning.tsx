'use client';

import dynamic from 'next/dynamic';
import { useDesigner } from '../modeler/DesignerContext';
import type { DesignerProblem } from '../modeler/designer-problem';
import { useProblemText } from '../modeler/use-run-problems';

/** The alert (and its sheet) loads with the first element that has a problem to show, in a boundary of its own. */
const RunWarningAlert = dynamic(() => import('./RunWarningAlert').then((m) => m.RunWarningAlert), { ssr: false });

/** The problems of the element itself, or of the process a pool stands for. */
function problemsOfElement(problems: DesignerProblem[], id: string | undefined, processId: string | undefined): DesignerProblem[] {
  return problems.filter((p) => p.elementId === id || (processId !== undefined && p.elementId === processId));
}

/**
 * Above the sections of an element the deploy would refuse: exactly what it would say about it,
 * before anyone deploys (what the engine cannot run at once, approvers who are missing once a
 * deploy asked the server).
 */
export function RunWarning() {
  const { element, problems } = useDesigner();
  const say = useProblemText();
  const bo = element.businessObject;
  const processId = (bo.get('processRef') as { id?: string } | undefined)?.id;
  const mine = problemsOfElement(problems, bo.id, processId);
  if (mine.length === 0) return null;
  return <RunWarningAlert texts={mine.map((p) => say(p))} />;
}
