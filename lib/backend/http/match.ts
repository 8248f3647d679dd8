import type { HttpMethod, RouteDef } from './route';

interface CompiledRoute {
  route: RouteDef<never>;
  pattern: RegExp;
  names: string[];
  /** Its place in the declared order: where two routes match one path, the earlier wins. */
  order: number;
}

/** Leading literal segments a route is filed under (a parameter earlier ends them). */
const LEAD_SEGMENTS = 4;

/**
 * The routes filed by their number of segments and leading literal segments, so that a call
 * tries the few routes of its shape instead of every route (several hundred).
 */
export interface RouteTable {
  byShape: Map<string, CompiledRoute[]>;
}

const shapeKey = (segmentCount: number, lead: readonly string[]) => `${segmentCount}|${lead.join('/')}`;

/** Compiles :name path patterns once and files each route under its shape. */
export function compileRoutes(routes: RouteDef<never>[]): RouteTable {
  const byShape = new Map<string, CompiledRoute[]>();
  routes.forEach((route, order) => {
    const names: string[] = [];
    const segments = route.path.split('/');
    const source = segments
      .map((segment) => {
        if (segment.startsWith(':')) {
          names.push(segment.slice(1));
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    const firstParameter = segments.findIndex((segment) => segment.startsWith(':'));
    const leadLength = Math.min(LEAD_SEGMENTS, firstParameter === -1 ? segments.length : firstParameter);
    const key = shapeKey(segments.length, segments.slice(0, leadLength));
    const filed = byShape.get(key) ?? [];
    filed.push({ route, pattern: new RegExp(`^${source}$`), names, order });
    byShape.set(key, filed);
  });
  return { byShape };
}

/** The routes whose shape a path has, in declared order. */
function candidatesFor(table: RouteTable, pathname: string): CompiledRoute[] {
  const segments = pathname.split('/');
  const found: CompiledRoute[] = [];
  for (let lead = 0; lead <= Math.min(LEAD_SEGMENTS, segments.length); lead += 1) {
    const filed = table.byShape.get(shapeKey(segments.length, segments.slice(0, lead)));
    if (filed) found.push(...filed);
  }
  return found.length > 1 ? found.sort((a, b) => a.order - b.order) : found;
}

export type MatchResult =
  | { kind: 'found'; route: RouteDef<never>; params: Record<string, string> }
  | { kind: 'method-not-allowed' }
  | { kind: 'not-found' }
  /** The path names a route but one of its parameters is not valid percent-encoded UTF-8. */
  | { kind: 'bad-encoding'; route: RouteDef<never>; param: string };

/** decodeURIComponent without the URIError: null for malformed escapes and invalid UTF-8. */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchRoute(table: RouteTable, method: HttpMethod, pathname: string): MatchResult {
  let pathMatched = false;
  for (const entry of candidatesFor(table, pathname)) {
    const m = entry.pattern.exec(pathname);
    if (!m) continue;
    pathMatched = true;
    if (entry.route.method !== method) continue;
    const params: Record<string, string> = {};
    for (const [i, name] of entry.names.entries()) {
      const value = decodePathSegment(m[i + 1] ?? '');
      if (value === null) return { kind: 'bad-encoding', route: entry.route, param: name };
      params[name] = value;
    }
    return { kind: 'found', route: entry.route, params };
  }
  return pathMatched ? { kind: 'method-not-allowed' } : { kind: 'not-found' };
}
