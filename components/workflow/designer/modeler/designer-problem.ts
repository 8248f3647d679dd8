import { approverGapMessage, type ApproverGap } from '@/lib/contract/workflow-approver-gaps';

/**
 * Something the deploy would refuse, on one element, as the deploy words it (a message key under
 * `workflow.deploy` with its values): what the engine cannot run, found in the browser
 * (lib/workflow/runnable.ts), and approvers the organisation does not have, found by the server
 * when deploying is asked for.
 */
export interface DesignerProblem {
  /** The element the problem is on (a flow node, a sequence flow or the process). */
  elementId: string;
  key: string;
  values: Record<string, string>;
}

/** An approver the organisation does not have, as a problem of its element. */
export const problemOfGap = (gap: ApproverGap): DesignerProblem => ({ elementId: gap.element_id, ...approverGapMessage(gap, 'deploy') });
