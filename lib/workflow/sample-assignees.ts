/**
 * The sample assignee list of the user task panel (ten placeholder users and groups; docs/designer.md, "Pieces")
 * for quick demos: the demo company's people, the engine's initiator expressions, and groups
 * (role codes and a department key). `label` is a message key under `designer.samples`.
 */

export type AssigneeKind = 'user' | 'group';

export interface SampleAssignee {
  kind: AssigneeKind;
  value: string;
  label: string;
}

export const SAMPLE_ASSIGNEES: readonly SampleAssignee[] = [
  { kind: 'user', value: '${initiator}', label: 'initiator' },
  { kind: 'user', value: '${initiatorLeader}', label: 'initiatorLeader' },
  { kind: 'user', value: 'usr-admin', label: 'admin' },
  { kind: 'user', value: 'usr-leader', label: 'zhangwei' },
  { kind: 'user', value: 'usr-sales', label: 'lina' },
  { kind: 'user', value: 'usr-finance', label: 'wangfang' },
  { kind: 'group', value: 'leader', label: 'leaderRole' },
  { kind: 'group', value: 'finance', label: 'financeRole' },
  { kind: 'group', value: 'staff', label: 'staffRole' },
  { kind: 'group', value: 'dep-finance', label: 'financeDepartment' },
];

/** A comma-joined list as its items, and back. */
export const splitList = (value: string): string[] => value.split(',').map((s) => s.trim()).filter(Boolean);
export const joinList = (items: readonly string[]): string => [...new Set(items.map((s) => s.trim()).filter(Boolean))].join(',');

/** Whether a text holds an expression (`${…}` or `#{…}`), which the engine evaluates rather than reads as keys. */
export const holdsExpression = (text: string): boolean => /[$#]\{/.test(text);
