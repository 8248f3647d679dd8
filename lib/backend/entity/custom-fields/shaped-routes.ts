import type { RouteDef } from '../../http/route';

/**
 * Calls that stay registered once while the shape behind them changes: each serves, and is
 * documented, with the route built for the shape the call sees (`current`, one set per shape).
 * Path, method, rights and summary are the declaration's and do not change with added fields.
 */
export function followingShape<K extends string>(current: () => Record<K, RouteDef<never>>): Record<K, RouteDef<never>> {
  const declared = current();
  return Object.fromEntries(Object.entries<RouteDef<never>>(declared).map(([name, route]) => {
    const op = name as K;
    const following: RouteDef<never> = {
      ...route,
      handler: (ctx) => current()[op].handler(ctx),
    };
    Object.defineProperty(following, 'input', { enumerable: true, get: () => current()[op].input });
    return [name, following];
  })) as Record<K, RouteDef<never>>;
}

/**
 * An engine object (a writer, a listing) that is, on every use, the one built for the shape the
 * call sees: for the feature routes built once with one in hand.
 */
export function followingObject<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get(_target, property) {
      const now = current();
      const value = Reflect.get(now, property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(now) : value;
    },
  });
}
