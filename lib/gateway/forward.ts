import { CURRENT_TOKEN_MARKER } from '@/lib/contract/api-paths';
import { PEER_ADDRESS_HEADER } from './peer-address';
import type { SessionData } from './session';

/** Headers never passed on: hop-by-hop, the browser's cookies, and anything the gateway itself sets. */
const DROPPED_REQUEST_HEADERS = new Set([
  'cookie', 'host', 'connection', 'content-length', 'accept-encoding', 'keep-alive', 'transfer-encoding',
  'upgrade', 'te', 'trailer', 'proxy-authorization', 'proxy-connection', 'token', 'empkey', 'appkey',
  'authorization', 'x-middleware-subrequest', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port',
  PEER_ADDRESS_HEADER,
]);

const DROPPED_RESPONSE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie']);

const TOKEN_IN_PATH = /^(\/api\/app\/base\/app\/sys\/permission\/getUserPermissionByToken\/)([^/]+)$/;

/** Where the call goes upstream: same path and query, with the session's token in place of the marker. */
export function upstreamPath(url: URL, session: SessionData): string {
  const m = TOKEN_IN_PATH.exec(url.pathname);
  const path = m && m[2] === CURRENT_TOKEN_MARKER && session.token ? `${m[1]}${encodeURIComponent(session.token)}` : url.pathname;
  return `${path}${url.search}`;
}

export function forwardedRequestHeaders(incoming: Headers, session: SessionData, extra: { address: string; locale: string; defaultAppKey: string }): Headers {
  const headers = new Headers();
  incoming.forEach((value, name) => {
    if (!DROPPED_REQUEST_HEADERS.has(name.toLowerCase())) headers.set(name, value);
  });
  if (session.token) headers.set('token', session.token);
  if (session.userKey) headers.set('empKey', session.userKey);
  headers.set('appKey', session.appKey ?? extra.defaultAppKey);
  headers.set('x-forwarded-for', extra.address);
  headers.set('accept-language', extra.locale);
  return headers;
}

export function forwardedResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  upstream.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) headers.set(name, value);
  });
  return headers;
}

/** Builds the upstream request; bodies stream through untouched (JSON, form-encoded, multipart). */
export function buildUpstreamRequest(req: Request, session: SessionData, extra: { address: string; locale: string; defaultAppKey: string }): Request {
  const url = new URL(req.url);
  const target = new URL(upstreamPath(url, session), 'http://upstream.invalid');
  const hasBody = !['GET', 'HEAD'].includes(req.method.toUpperCase());
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers: forwardedRequestHeaders(req.headers, session, extra),
    body: hasBody ? req.body : undefined,
    duplex: hasBody ? 'half' : undefined,
    redirect: 'manual',
  };
  return new Request(target, init);
}
