import type { HttpMethod, RouteDef } from './route';

interface CompiledRoute {
  route: RouteDef<never>;
  pattern: RegExp;
  names: string[];
}

/** Compiles :name path patterns once; matching is a linear scan over a few hundred routes at most. */
export function compileRoutes(routes: RouteDef<never>[]): CompiledRoute[] {
  return routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        if (segment.startsWith(':')) {
          names.push(segment.slice(1));
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    return { route, pattern: new RegExp(`^${source}$`), names };
  });
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

export function matchRoute(compiled: CompiledRoute[], method: HttpMethod, pathname: string): MatchResult {
  let pathMatched = false;
  for (const entry of compiled) {
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
