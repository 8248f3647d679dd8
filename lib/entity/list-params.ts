/**
 * List parameters beyond the field filters. `mine` narrows a list of records that belong to people
 * (a membership scope) to those naming the caller as a member, leaving out what the caller sees
 * only as a leader or administrator.
 */
export const MEMBERS_ONLY_PARAM = 'mine';

/**
 * `idle_before=<date-time>`: records that take follow-ups (`followUps.lastTime`) whose last
 * follow-up, or their creation when never followed, lies before that moment: the clock the public
 * pool's automatic return reads, so a link can show the customers about to go back.
 */
export const IDLE_BEFORE_PARAM = 'idle_before';

/**
 * `latest=1`: of records kept in their parent's timeline (follow-ups), only each parent's latest,
 * the one whose planned next step still stands.
 */
export const LATEST_ONLY_PARAM = 'latest';
