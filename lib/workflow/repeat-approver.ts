import { makeProcessSetting } from './process-setting';

/**
 * 审批人去重: what a step does when someone who already approved this request would approve it
 * again. off: they approve again (default); consecutive: a step right after one they approved is
 * approved for them; anywhere: any later step is. The engine writes the automatic approval into the
 * path as the system's, naming this rule. Approvals before the request was returned or resubmitted
 * do not count: a new round is approved afresh.
 */
export const REPEAT_APPROVER = ['off', 'consecutive', 'anywhere'] as const;
export type RepeatApprover = (typeof REPEAT_APPROVER)[number];

export const REPEAT_APPROVER_SETTING = makeProcessSetting<RepeatApprover>('repeatApprover', REPEAT_APPROVER, 'off');
