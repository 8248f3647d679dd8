import type { StartChildEffect } from './call-activity-run';
import type { ListenerEffect } from './listeners-run';
import type { ServiceEffect } from './service-task-run';

/** A token waits at a delay (nodes/delay.ts): the store sets a timer at `fireAt` for it (timers.ts). */
export interface DelayEffect {
  kind: 'delay';
  tokenKey: string;
  nodeId: string;
  nodeName: string;
  fireAt: Date;
}

/** What a step asks the store to do besides writing tasks and state, in the action's transaction. */
export type Effect = ListenerEffect | StartChildEffect | ServiceEffect | DelayEffect;
