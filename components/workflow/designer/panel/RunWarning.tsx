'use client';

import dynamic from 'next/dynamic';
import type { RunProblem } from '@/lib/workflow/runnable';
import { useDesigner } from '../modeler/DesignerContext';
import { useProblemText } from '../modeler/use-run-problems';

/** The alert (and its sheet) loads with the first element that has a problem to show, in a boundary of its own. */
const RunWarningAlert = dynamic(() => import('./RunWarningAlert').then((m) => m.RunWarningAlert), { ssr: false });

/** The problems of the element itself, or of the process a pool stands for. */
function problemsOfElement(problems: RunProblem[], id: string | undefined, processId: string | undefined): RunProblem[] {
  return problems.filter((p) => p.elementId === id || (processId !== undefined && p.elementId === processId));
}

/**
 * Above the sections of an element the engine cannot run: exactly what the deploy would say
 * about it, before anyone deploys.
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
