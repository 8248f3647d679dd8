'use client';

import { createContext, useContext } from 'react';
import type { NodeType } from '@/lib/workflow/simple-flow/new-nodes';
import type { FlowField } from '@/lib/workflow/simple-flow/schema';
import type { ProblemKey } from '@/lib/workflow/simple-flow/validate';

/** What the drawer edits: the start (its form), a node, or a branch (its name and conditions). */
export type Selection = { kind: 'start' } | { kind: 'node'; id: string } | { kind: 'branch'; id: string };

/** What the cards of the tree may do; the workspace holds the tree and carries them out. */
export interface FlowEditing {
  fields: FlowField[];
  /** The first problem of each node or branch (by id) while problems are shown. */
  problems: ReadonlyMap<string, ProblemKey>;
  select: (selection: Selection) => void;
  insert: (listId: string, index: number, type: NodeType) => void;
  removeNode: (id: string) => void;
  addBranch: (groupId: string) => void;
  removeBranch: (id: string) => void;
  moveBranch: (id: string, by: -1 | 1) => void;
}

export const FlowEditingContext = createContext<FlowEditing | null>(null);

export function useFlowEditing(): FlowEditing {
  const editing = useContext(FlowEditingContext);
  if (!editing) throw new Error('useFlowEditing outside the simple designer');
  return editing;
}
