'use client';

import { Alert } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import type { RunProblem } from '@/lib/workflow/runnable';
import { useDesigner } from '../modeler/DesignerContext';
import { useProblemText } from '../modeler/use-run-problems';

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
  return (
    <Alert
      type="warning"
      showIcon
      style={{ margin: '8px 12px 0' }}
      data-testid="designer-run-warning"
      title={mine.length === 1 ? say(mine[0]!) : undefined}
      description={mine.length > 1 ? (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {mine.map((p, i) => <li key={i}>{say(p)}</li>)}
        </ul>
      ) : undefined}
    />
  );
}
