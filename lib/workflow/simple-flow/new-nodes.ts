import type { ApproverNode, Branch, ConditionBranch, ConditionGroup, CopyNode, DelayNode, ParallelGroup, SimpleFlow, SimpleNode } from './schema';
import { SIMPLE_FLOW_VERSION } from './schema';

/**
 * New nodes as the "+" between cards adds them, with their defaults: an approver is the
 * initiator's leader, one approves; a copy goes to the initiator's leader; a delay waits an hour;
 * a condition group has one branch and 其他情况, a parallel group two branches. Ids come from the
 * caller (unique within the tree); names are given in the designer's language.
 */

export type NodeType = SimpleNode['type'];

export interface NewNames {
  node: string;
  /** Branch names in order: a condition group's first branch and 其他情况, or the parallel branches. */
  branches: string[];
}

export const newApprover = (id: string, name: string): ApproverNode => ({
  type: 'approver',
  id,
  name,
  rule: { kind: 'leader', refs: [], levels: 1, expression: '' },
  mode: 'single',
  ratio: 60,
  ifNobody: 'admin',
  nobodyUser: '',
  ifInitiator: 'self',
  rejectCommentRequired: false,
  signatureRequired: false,
  due: null,
});

export const newCopy = (id: string, name: string): CopyNode => ({ type: 'copy', id, name, rule: { kind: 'leader', refs: [], levels: 1, expression: '' } });

export const newDelay = (id: string, name: string): DelayNode => ({ type: 'delay', id, name, wait: { kind: 'duration', duration: 'PT1H' } });

export const newBranch = (id: string, name: string): Branch => ({ id, name, nodes: [] });

export const newConditionBranch = (id: string, name: string): ConditionBranch => ({ ...newBranch(id, name), conditions: [] });

export function newConditionGroup(id: string, first: string, otherwise: string): ConditionGroup {
  return { type: 'condition', id, branches: [newConditionBranch(`${id}_b1`, first)], otherwise: newBranch(`${id}_else`, otherwise) };
}

export function newParallelGroup(id: string, names: [string, string]): ParallelGroup {
  return { type: 'parallel', id, branches: [newBranch(`${id}_b1`, names[0]), newBranch(`${id}_b2`, names[1])] };
}

export function newNode(type: NodeType, id: string, names: NewNames): SimpleNode {
  switch (type) {
    case 'approver':
      return newApprover(id, names.node);
    case 'copy':
      return newCopy(id, names.node);
    case 'delay':
      return newDelay(id, names.node);
    case 'condition':
      return newConditionGroup(id, names.branches[0] ?? '1', names.branches[1] ?? '2');
    case 'parallel':
      return newParallelGroup(id, [names.branches[0] ?? '1', names.branches[1] ?? '2']);
  }
}

export function newFlow(process: SimpleFlow['process']): SimpleFlow {
  return { version: SIMPLE_FLOW_VERSION, process, fields: [], nodes: [] };
}

/** Every id the tree uses (nodes, branches, and the elements a group compiles to). */
export function idsOf(nodes: readonly SimpleNode[]): Set<string> {
  const ids = new Set<string>();
  const walk = (list: readonly SimpleNode[]) => {
    for (const node of list) {
      ids.add(node.id);
      if (node.type === 'condition' || node.type === 'parallel') {
        for (const branch of node.type === 'condition' ? [...node.branches, node.otherwise] : node.branches) {
          ids.add(branch.id);
          walk(branch.nodes);
        }
      }
    }
  };
  walk(nodes);
  return ids;
}

/** A new id of the type not used in the tree yet: approver_1, approver_2, … */
export function freshId(nodes: readonly SimpleNode[], prefix: string): string {
  const used = idsOf(nodes);
  for (let n = 1; ; n += 1) if (!used.has(`${prefix}_${n}`)) return `${prefix}_${n}`;
}
