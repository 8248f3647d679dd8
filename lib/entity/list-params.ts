/**
 * List parameters beyond the field filters. `mine` narrows a list of records that belong to people
 * (a membership scope) to those naming the caller as a member, leaving out what the caller sees
 * only as a leader or administrator.
 */
export const MEMBERS_ONLY_PARAM = 'mine';
