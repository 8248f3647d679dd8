import { describe, expect, it } from 'vitest';
import { compileRoutes, matchRoute } from '@/lib/backend/http/match';
import type { HttpMethod, RouteDef } from '@/lib/backend/http/route';

const route = (method: HttpMethod, path: string) => ({ method, path, summary: path, tag: 'test' }) as unknown as RouteDef<never>;

const routes = [
  route('GET', '/api/crm/customer/detail/:key'),
  route('GET', '/api/crm/customer/detail/latest'),
  route('POST', '/api/crm/customer/query'),
  route('GET', '/api/a/b/c/d/e/f/:x/g'),
  route('GET', '/:anything'),
  route('DELETE', '/api/crm/customer/:key'),
  route('POST', '/api/crm/customer/export'),
  route('GET', '/api/x/y'),
  route('GET', '/api/x/:id'),
];
const table = compileRoutes(routes);

describe('matchRoute', () => {
  it('finds a literal route and a route with parameters, decoding them', () => {
    expect(matchRoute(table, 'POST', '/api/crm/customer/query')).toMatchObject({ kind: 'found', route: routes[2] });
    expect(matchRoute(table, 'GET', '/api/crm/customer/detail/%E6%B5%A6')).toEqual({ kind: 'found', route: routes[0], params: { key: '浦' } });
    expect(matchRoute(table, 'GET', '/api/a/b/c/d/e/f/7/g')).toEqual({ kind: 'found', route: routes[3], params: { x: '7' } });
    expect(matchRoute(table, 'GET', '/ping')).toEqual({ kind: 'found', route: routes[4], params: { anything: 'ping' } });
  });

  it('lets the route declared first win where two match one path', () => {
    expect(matchRoute(table, 'GET', '/api/crm/customer/detail/latest')).toMatchObject({ route: routes[0], params: { key: 'latest' } });
    // A literal route declared after a parameter route of the same shape is reached for its own method.
    expect(matchRoute(table, 'POST', '/api/crm/customer/export')).toMatchObject({ kind: 'found', route: routes[6] });
    expect(matchRoute(table, 'GET', '/api/x/y')).toEqual({ kind: 'found', route: routes[7], params: {} });
    expect(matchRoute(table, 'GET', '/api/x/z')).toEqual({ kind: 'found', route: routes[8], params: { id: 'z' } });
    expect(matchRoute(table, 'DELETE', '/api/crm/customer/export')).toMatchObject({ kind: 'found', route: routes[5], params: { key: 'export' } });
  });

  it('tells a path known under another method from an unknown path', () => {
    expect(matchRoute(table, 'GET', '/api/crm/customer/query')).toEqual({ kind: 'method-not-allowed' });
    expect(matchRoute(table, 'GET', '/api/crm/client/detail')).toEqual({ kind: 'not-found' });
    expect(matchRoute(table, 'GET', '/api/crm/customer/detail')).toEqual({ kind: 'method-not-allowed' });
    expect(matchRoute(table, 'GET', '/api/crm/customer/detail/a/b')).toEqual({ kind: 'not-found' });
    expect(matchRoute(table, 'GET', '/api/a/b/c/d/e/f/7/h')).toEqual({ kind: 'not-found' });
  });

  it('names the parameter that is not valid UTF-8', () => {
    expect(matchRoute(table, 'GET', '/api/crm/customer/detail/%E6%B5')).toEqual({ kind: 'bad-encoding', route: routes[0], param: 'key' });
  });
});
