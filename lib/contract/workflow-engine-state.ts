/**
 * The interpreter's state of one instance, stored as JSON in wf_instance.engine_state and
 * rewritten inside the action's transaction: where the tokens stand and what has been passed.
 * It lives here, below the areas, because the database schema types that JSON column with it.
 */

/** A multi-instance activity's counters (Flowable's nrOfInstances and friends). */
export interface MultiInstanceState {
  total: number;
  completed: number;
  /** Rejections a pass-by-ratio task has tolerated so far. */
  rejected?: number;
  active: number;
  sequential: boolean;
  /** The collection's items, one per instance; null for a plain cardinality. */
  items: unknown[] | null;
}

export interface Token {
  key: string;
  nodeId: string;
  /** TASK: waiting for its user task(s); JOIN: waiting at a join for its siblings; SUB: waiting at a sub-process until the tokens inside end; CALL: waiting for a called process's instance to end; HTTP: waiting for an HTTP task's call to come back; DELAY: waiting at a delay until its timer fires. */
  state: 'TASK' | 'JOIN' | 'SUB' | 'CALL' | 'HTTP' | 'DELAY';
  /** The last user task this path passed, where a return to the previous task goes. */
  prevTaskNode: string | null;
  mi?: MultiInstanceState;
  /** Inside an embedded sub-process: the key of the token waiting at it. */
  parent?: string;
}

export interface EngineState {
  tokens: Token[];
  finishedNodes: string[];
  takenFlows: string[];
  rejectedNodes: string[];
}

export const emptyEngineState = (): EngineState => ({ tokens: [], finishedNodes: [], takenFlows: [], rejectedNodes: [] });
