import type { ModdleElement } from 'bpmn-moddle';
import { WorkflowError } from './errors';
import type { GraphNode } from '@/lib/contract/workflow-graph';
import { describe } from '@/lib/workflow/element-label';

/** Each embedded sub-process needs exactly one (none) start event inside, where entering it begins. */
export function checkSubProcesses(nodes: Record<string, GraphNode>, elements: Map<string, ModdleElement>): void {
  for (const node of Object.values(nodes)) {
    if (node.type !== 'subProcess') continue;
    const starts = Object.values(nodes).filter((n) => n.scope === node.id && n.type === 'startEvent');
    if (starts.length !== 1) throw new WorkflowError('workflow.deploy.subProcessStart', { name: describe(elements.get(node.id)!), count: starts.length });
    node.innerStart = starts[0]!.id;
  }
}
