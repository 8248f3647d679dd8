import { PRINT_LAYOUT_SETTING } from './print-layout';
import type { ProcessSetting } from './process-setting';
import { REPEAT_APPROVER_SETTING } from './repeat-approver';
import { SELF_APPROVAL_SETTING } from './self-approval';

/**
 * The model-wide settings the designers offer, in the order they show them: the BPMN designer's
 * process panel, the simple designer's 流程设置 (whose tree keeps them under `settings`, by these
 * names) and the simple designer's compile all read this one list.
 */
export const PROCESS_SETTINGS = [
  { name: 'selfApproval', setting: SELF_APPROVAL_SETTING, testId: 'self-approval' },
  { name: 'repeatApprover', setting: REPEAT_APPROVER_SETTING, testId: 'repeat-approver' },
  { name: 'printLayout', setting: PRINT_LAYOUT_SETTING, testId: 'print-layout' },
] as const satisfies readonly { name: string; setting: ProcessSetting<string>; testId: string }[];

export type ProcessSettingName = (typeof PROCESS_SETTINGS)[number]['name'];
