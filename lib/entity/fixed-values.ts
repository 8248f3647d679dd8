/**
 * A fixed value of a list that stands for the signed-in user (my leads: follower = me). Menus are
 * static declarations; the list puts the user's key in its place before it asks the server.
 */
export const CALLER_VALUE = '@me';

/** Fixed values with the signed-in user's key in place of CALLER_VALUE. */
export function resolveFixedValues(fixed: Readonly<Record<string, string>>, userKey: string | null): Readonly<Record<string, string>> {
  if (!Object.values(fixed).includes(CALLER_VALUE)) return fixed;
  return Object.fromEntries(Object.entries(fixed).map(([name, value]) => [name, value === CALLER_VALUE ? (userKey ?? '') : value]));
}
