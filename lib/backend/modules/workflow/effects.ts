import type { StartChildEffect } from './call-activity-run';
import type { ListenerEffect } from './listeners-run';
import type { ServiceEffect } from './service-task-run';

/** What a step asks the store to do besides writing tasks and state, in the action's transaction. */
export type Effect = ListenerEffect | StartChildEffect | ServiceEffect;
