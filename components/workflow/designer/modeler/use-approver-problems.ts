'use client';

import { useCallback, useState } from 'react';
import type { DesignerProblem } from './designer-problem';

const NONE: DesignerProblem[] = [];

/**
 * The approvers the server found missing when deploying was asked for, kept while the diagram
 * stays as it was then: any change may be their fix, and the next deploy asks again. Answers them
 * and the setter the deploy calls with what it found (found for the revision it was asked at).
 */
export function useApproverProblems(revision: number): [DesignerProblem[], (found: DesignerProblem[]) => void] {
  const [checked, setChecked] = useState<{ revision: number; problems: DesignerProblem[] }>({ revision: -1, problems: NONE });
  const found = useCallback((problems: DesignerProblem[]) => setChecked({ revision, problems }), [revision]);
  return [checked.revision === revision ? checked.problems : NONE, found];
}
