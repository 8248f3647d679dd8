import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gatewayCallPlace, isGatewayPath, OWN_API_ROUTES, PROXY_BODY_LIMIT_BYTES, tooLargeAnswer } from '@/lib/gateway/proxy-answered-call';
import { config } from '@/proxy';

const root = path.resolve(__dirname, '../../..');

type Matcher = string | { source: string; missing?: Array<{ type: string; key: string; value?: string }> };

/** The proxy's matcher entry for gateway calls, as Next reads it: the source a path must match whole, and headers that must be absent. */
function gatewayMatcher() {
  const entry = (config.matcher as Matcher[]).find((m): m is Exclude<Matcher, string> => typeof m !== 'string' && m.source.startsWith('/api/'));
  if (!entry) throw new Error('no matcher entry for gateway calls');
  const source = new RegExp(`^${entry.source}$`);
  const excludes = (headers: Record<string, string>) =>
    (entry.missing ?? []).some(({ key, value }) => key in headers && (value === undefined || new RegExp(`^${value}$`).test(headers[key]!)));
  return { reaches: (pathname: string, headers: Record<string, string> = {}) => source.test(pathname) && !excludes(headers) };
}

/** Every /api address with a route handler of its own: app/api/**\/route.ts outside the catch-all. */
function ownRouteFolders(): string[] {
  const found: string[] = [];
  const walk = (dir: string, address: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('[')) walk(path.join(dir, entry.name), `${address}/${entry.name}`);
      else if (entry.name === 'route.ts' && address !== '/api') found.push(address);
    }
  };
  walk(path.join(root, 'app/api'), '/api');
  return found.sort();
}

const call = (method: string, headers: Record<string, string> = {}) => new Request('http://app.test/api/crm/customer/add', { method, headers });

describe('gateway calls answered in the proxy', () => {
  it('knows every /api route of its own, and leaves those to their handlers', () => {
    expect([...OWN_API_ROUTES].sort()).toEqual(ownRouteFolders());
    for (const own of OWN_API_ROUTES) {
      expect(isGatewayPath(own), own).toBe(false);
      expect(gatewayMatcher().reaches(own), own).toBe(false);
    }
    expect(isGatewayPath('/api/crm/customer/list')).toBe(true);
    expect(isGatewayPath('/api/gateway/unknown')).toBe(true);
    expect(isGatewayPath('/files/abc.png')).toBe(false);
  });

  it('answers ordinary calls, and leaves uploads, bodies of unknown length, HEAD and OPTIONS to the route handler', () => {
    expect(gatewayCallPlace(call('GET'))).toBe('proxy');
    expect(gatewayCallPlace(call('POST', { 'content-type': 'application/json', 'content-length': '120' }))).toBe('proxy');
    expect(gatewayCallPlace(call('DELETE'))).toBe('proxy');
    expect(gatewayCallPlace(call('POST', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '120' }))).toBe('route');
    expect(gatewayCallPlace(call('POST', { 'content-type': 'Multipart/Form-Data; boundary=x' }))).toBe('route');
    expect(gatewayCallPlace(call('POST', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }))).toBe('route');
    expect(gatewayCallPlace(call('HEAD'))).toBe('route');
    expect(gatewayCallPlace(call('OPTIONS'))).toBe('route');
  });

  it('refuses a body declared longer than the copy the proxy is given, instead of passing on a cut one', async () => {
    expect(gatewayCallPlace(call('POST', { 'content-type': 'application/json', 'content-length': String(PROXY_BODY_LIMIT_BYTES) }))).toBe('proxy');
    expect(gatewayCallPlace(call('POST', { 'content-type': 'application/json', 'content-length': String(PROXY_BODY_LIMIT_BYTES + 1) }))).toBe('too-large');
    const answer = tooLargeAnswer('zh-CN');
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 413, msg: '请求内容过大' });
  });

  it('keeps uploads and bodies of unknown length out of the proxy, whose copy of a body is cut at the limit', () => {
    const matcher = gatewayMatcher();
    expect(matcher.reaches('/api/crm/customer/list')).toBe(true);
    expect(matcher.reaches('/api/app/base/app/file/upload', { 'content-type': 'application/json' })).toBe(true);
    expect(matcher.reaches('/api/app/base/app/file/upload', { 'content-type': 'multipart/form-data; boundary=----x' })).toBe(false);
    expect(matcher.reaches('/api/app/base/app/file/upload', { 'content-type': 'MULTIPART/form-data; boundary=----x' })).toBe(false);
    expect(matcher.reaches('/api/crm/customer/add', { 'transfer-encoding': 'chunked' })).toBe(false);
  });

  it('uses the body limit Next is configured with', async () => {
    const nextConfig = ((await import(pathToFileURL(path.join(root, 'next.config.mjs')).href)) as { default: { experimental: { proxyClientMaxBodySize: number } } }).default;
    expect(nextConfig.experimental.proxyClientMaxBodySize).toBe(PROXY_BODY_LIMIT_BYTES);
  });
});
