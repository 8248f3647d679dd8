import { childrenOf, text, type ModdleNode } from './moddle-node';

/**
 * An activity's loop characteristic: none,
 * parallel or sequential multi-instance, or a standard loop. Switching replaces the element's
 * loopCharacteristics.
 */

export const LOOP_KINDS = ['none', 'parallel', 'sequential', 'standard'] as const;
export type LoopKind = (typeof LOOP_KINDS)[number];

export function loopKindOf(loop: ModdleNode | undefined): LoopKind {
  if (!loop) return 'none';
  if (loop.$type === 'bpmn:StandardLoopCharacteristics') return 'standard';
  return loop.get('isSequential') === true ? 'sequential' : 'parallel';
}

/** The loopCharacteristics element a kind needs: its type and attributes, or null for none. */
export function loopElementFor(kind: LoopKind): { type: string; attrs: Record<string, unknown> } | null {
  switch (kind) {
    case 'parallel':
      return { type: 'bpmn:MultiInstanceLoopCharacteristics', attrs: { isSequential: false } };
    case 'sequential':
      return { type: 'bpmn:MultiInstanceLoopCharacteristics', attrs: { isSequential: true } };
    case 'standard':
      return { type: 'bpmn:StandardLoopCharacteristics', attrs: {} };
    default:
      return null;
  }
}

/** Only activities loop; a sub-process may too, but events and gateways never. */
export function canLoop(type: string): boolean {
  return /^bpmn:(Task|UserTask|ServiceTask|ScriptTask|SendTask|ReceiveTask|ManualTask|BusinessRuleTask|CallActivity|SubProcess)$/.test(type);
}

export interface MultiInstanceForm {
  loopCardinality: string;
  collection: string;
  elementVariable: string;
  completionCondition: string;
  asyncBefore: boolean;
  asyncAfter: boolean;
  exclusive: boolean;
  retryTimeCycle: string;
}

const bodyOf = (node: ModdleNode | undefined) => text(node, 'body');

/** The form of a multi-instance loop; engine attributes are read under the dialect's prefix. */
export function multiInstanceFormOf(loop: ModdleNode, prefix: string): MultiInstanceForm {
  const ext = loop.get('extensionElements') as ModdleNode | undefined;
  const retry = childrenOf(ext, 'values').find((v) => v.$type === `${prefix}:FailedJobRetryTimeCycle`);
  return {
    loopCardinality: bodyOf(loop.get('loopCardinality') as ModdleNode | undefined),
    collection: text(loop, `${prefix}:collection`),
    elementVariable: text(loop, `${prefix}:elementVariable`),
    completionCondition: bodyOf(loop.get('completionCondition') as ModdleNode | undefined),
    asyncBefore: loop.get(`${prefix}:asyncBefore`) === true,
    asyncAfter: loop.get(`${prefix}:asyncAfter`) === true,
    exclusive: loop.get(`${prefix}:exclusive`) === true,
    retryTimeCycle: text(retry, 'body'),
  };
}
