/**
 * The values a status field may move to from each value (a value not listed may not be left).
 * Checked on every write of the field, by addOrUpdate and by actions alike.
 */
export interface TransitionsDef {
  field: string;
  allowed: Readonly<Record<string, readonly string[]>>;
  /**
   * When the field moves into a value, the server stamps the time into a datetime field of the
   * entity ({ won: 'won_time' }): the moment a record got there, which figures by period count.
   */
  stamps?: Readonly<Record<string, string>>;
}

/** Whether `to` may follow `from` under the declared transitions (staying put is always allowed). */
export function transitionAllowed(transitions: TransitionsDef, from: string | null | undefined, to: string | null | undefined): boolean {
  if (from === to || from === null || from === undefined) return true;
  return (Object.hasOwn(transitions.allowed, from) ? transitions.allowed[from]! : []).includes(String(to));
}
