export interface FollowUpsFeature {
  /** What a follow-up of one of these records (lib/entities/follow.ts) changes on it, and when one may be added. */
  followUps?: FollowUpEffects;
}

export interface FollowUpEffects {
  /** A date-time field moved to the latest follow-up's time (never back). */
  lastTime?: string;
  /** A date-time field taking the next planned time of the latest follow-up. */
  nextTime?: string;
  /** A status a first follow-up moves on (a new lead becomes one being followed). */
  advance?: { field: string; from: readonly string[]; to: string };
  /** Follow-ups are added only while the record's fields hold these values (a lead not yet converted). */
  openWhile?: readonly { field: string; values: readonly (string | boolean)[] }[];
}
