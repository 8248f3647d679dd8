import type { ApprovalMode } from '@/lib/workflow/approver-rule';

/** One step of the path ahead (path-ahead.ts) as the path view shows it. */
export interface AheadStep {
  nodeId: string;
  name: string;
  state: 'ahead' | 'auto' | 'undetermined' | 'end';
  /** A copy node (抄送): users are whom it copies, nobody decides. Absent for every other step. */
  kind?: 'copy';
  users: string[];
  groups: string[];
  mode: ApprovalMode;
  /** A message key under workflow with its values, or null. */
  note: { key: string; values: Record<string, string> } | null;
  pick: boolean;
  passRatio: number | null;
  /** Members of the groups who will not be offered the step (segregation of duties), and who takes it when nobody else of them can. */
  exclude?: string[];
  standIn?: string | null;
}
