'use client';

import { useEffect, useMemo } from 'react';
import { messageWith } from '@/lib/entity/messages';
import type { ModdleNode } from '@/lib/workflow/moddle-node';
import { modelProblems, type RunProblem } from '@/lib/workflow/runnable';
import { useMessageText } from '@/components/entity/message-text';
import type { DesignerModeler } from './bpmn-types';
import type { DesignerProblem } from './designer-problem';
import { showProblemMarkers } from './problem-markers';

/** How the deploy words a problem, in the interface language: the same message key and values (a label among them is a key too). */
export function useProblemText(): (problem: DesignerProblem) => string {
  const text = useMessageText();
  return (problem) => text(messageWith(problem.key, problem.values));
}

/** What of the diagram the engine cannot run, read again with every change (the revision grows with each). */
export function useRunProblems(modeler: DesignerModeler | null, revision: number): RunProblem[] {
  // The definitions object stays the same while the diagram changes: the revision says when to read it again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (modeler ? modelProblems(modeler.getDefinitions() as unknown as ModdleNode | undefined) : []), [modeler, revision]);
}

/** Marks the elements with problems on the canvas, for as long as they have them. */
export function useProblemMarkers(modeler: DesignerModeler | null, problems: DesignerProblem[]): void {
  const say = useProblemText();
  useEffect(() => {
    if (!modeler || problems.length === 0) return;
    return showProblemMarkers(modeler, problems, say);
    // The texts follow the language, which a reload changes: the marks follow the problems.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modeler, problems]);
}
