'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import type { ModdleNode } from '@/lib/workflow/moddle-node';
import { modelProblems, type RunProblem } from '@/lib/workflow/runnable';
import type { DesignerModeler } from './bpmn-types';
import { showProblemMarkers } from './problem-markers';

/** How the deploy words a problem, in the interface language: the same message key and values. */
export function useProblemText(): (problem: RunProblem) => string {
  const t = useTranslations();
  return (problem) => t(problem.key, problem.values);
}

/**
 * What of the diagram the engine cannot run, read again with every change (the revision grows
 * with each), and marked on the canvas.
 */
export function useRunProblems(modeler: DesignerModeler | null, revision: number): RunProblem[] {
  const say = useProblemText();
  // The definitions object stays the same while the diagram changes: the revision says when to read it again.
  const problems = useMemo(() => (modeler ? modelProblems(modeler.getDefinitions() as unknown as ModdleNode | undefined) : []), [modeler, revision]);
  useEffect(() => {
    if (!modeler || problems.length === 0) return;
    return showProblemMarkers(modeler, problems, say);
    // The texts follow the language, which a reload changes: the marks follow the problems.
  }, [modeler, problems]);
  return problems;
}
