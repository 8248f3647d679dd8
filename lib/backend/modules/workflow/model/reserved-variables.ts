/** The variables the engine keeps itself: callers, scripts and called processes never set them. */
export const RESERVED_VARIABLES = ['initiator', 'initiatorLeader', 'initiatorDepartments', 'initiatorRoles', 'businessKey', 'nrOfInstances', 'nrOfCompletedInstances', 'nrOfActiveInstances', 'loopCounter', 'initiatorPicks', 'businessOwners'] as const;
