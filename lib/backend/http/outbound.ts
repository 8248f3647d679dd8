import { isIP } from 'node:net';
import { Agent, request as undiciRequest } from 'undici';
import { hostAllowed } from '@/lib/contract/allowed-hosts';
import { isPublicAddress, OutboundRefusal, publicOnlyLookup } from './outbound-address';

/**
 * Every HTTP call the application makes to a third party (an approval's HTTP task, a robot or
 * webhook notification) goes out through here, outside any transaction and under one set of rules:
 *  - http or https only, no credentials in the address;
 *  - a host an administrator allows is reached as it is; any other only when the policy lets
 *    public hosts in and every address its name resolves to (IPv4 and IPv6) is public, checked on
 *    the connection itself so the name cannot answer differently between check and use;
 *  - no redirect is followed (a 3xx answer fails), the call has a time limit and its answer a size cap.
 */

export const OUTBOUND_TIMEOUT_MS = 10_000;
export const OUTBOUND_LIMIT_BYTES = 1024 * 1024;

export interface OutboundRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: readonly { name: string; value: string }[];
  body: string | null;
}

export interface OutboundPolicy {
  /** Hosts reachable whatever their addresses (`host` or `host:port`). */
  allowedHosts: readonly string[];
  /** Whether hosts off the list may be reached when all their addresses are public; false: the list only. */
  publicHosts: boolean;
}

export interface OutboundOptions {
  timeoutMs?: number;
  limitBytes?: number;
}

/** Why a call failed: a message key (under `outbound.`) and its values; never a secret. */
export interface OutboundFailure {
  reason: string;
  values: Record<string, string>;
}

export type OutboundOutcome =
  | { ok: true; status: number; contentType: string | null; text: string }
  | { ok: false; failure: OutboundFailure };

const fail = (reason: string, values: Record<string, string> = {}): OutboundOutcome => ({ ok: false, failure: { reason: `outbound.${reason}`, values } });

/** An address as failures may show it: its scheme, host and path, never its query (robot keys live there). */
export const shownUrl = (url: URL) => `${url.protocol}//${url.host}${url.pathname}`.slice(0, 200);

/** What a network error says in terms an administrator can act on. */
export function networkFailure(error: unknown, host: string): OutboundFailure {
  const refusal = findCause(error, (e) => e instanceof OutboundRefusal) as OutboundRefusal | undefined;
  if (refusal) return { reason: `outbound.${refusal.reason}`, values: { host: refusal.host, address: refusal.address ?? '' } };
  const coded = findCause(error, (e) => typeof (e as { code?: unknown }).code === 'string') as (Error & { code: string }) | undefined;
  const code = coded?.code ?? '';
  if (code === 'ECONNREFUSED') return { reason: 'outbound.refused', values: { host } };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { reason: 'outbound.dnsFailed', values: { host } };
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return { reason: 'outbound.unreachable', values: { host } };
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return { reason: 'outbound.unreachable', values: { host } };
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/.test(code) || /ssl|tls|certificate/i.test(coded?.message ?? '')) {
    return { reason: 'outbound.tls', values: { host, detail: (coded?.message ?? code).slice(0, 200) } };
  }
  const message = coded?.message ?? (error instanceof Error ? error.message : String(error));
  return { reason: 'outbound.network', values: { host, detail: message.slice(0, 200) } };
}

function findCause(error: unknown, test: (e: Error) => boolean): Error | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) if (test(e)) return e;
  return undefined;
}

/** Whether a URL may be called under the policy, before any connection (names are checked again on connecting). */
function precheck(url: URL, policy: OutboundPolicy): OutboundOutcome | 'allowed' | 'public' {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('badUrl', { url: shownUrl(url) });
  if (url.username || url.password) return fail('badUrl', { url: `${url.protocol}//…@${url.host}` });
  if (hostAllowed(url, policy.allowedHosts)) return 'allowed';
  if (!policy.publicHosts) return fail('notAllowed', { host: url.host });
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !isPublicAddress(literal)) return fail('privateAddress', { host: url.host, address: literal });
  return 'public';
}

async function readCapped(body: AsyncIterable<Buffer> & { destroy(): void }, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > limit) {
      body.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function sendOutbound(request: OutboundRequest, policy: OutboundPolicy, options: OutboundOptions = {}): Promise<OutboundOutcome> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return fail('badUrl', { url: request.url.replace(/[?#].*$/, '').slice(0, 200) });
  }
  const checked = precheck(url, policy);
  if (typeof checked !== 'string') return checked;
  const headers: Record<string, string> = {};
  for (const h of request.headers) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/.test(h.name) || /[\r\n\0]/.test(h.value)) return fail('badHeader');
    headers[h.name.toLowerCase()] = headers[h.name.toLowerCase()] ? `${headers[h.name.toLowerCase()]}, ${h.value}` : h.value;
  }
  const hasBody = request.body !== null && request.method !== 'GET';
  if (hasBody && !headers['content-type']) headers['content-type'] = /^\s*[[{]/.test(request.body!) ? 'application/json' : 'text/plain;charset=utf-8';
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const limit = options.limitBytes ?? OUTBOUND_LIMIT_BYTES;
  // One connection per call, whose address is checked as it is looked up (hosts off the list).
  const agent = new Agent({ connect: checked === 'public' ? { lookup: publicOnlyLookup, timeout: timeoutMs } : { timeout: timeoutMs }, pipelining: 0 });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await undiciRequest(url, { method: request.method, headers, body: hasBody ? request.body! : undefined, dispatcher: agent, signal });
    const declared = Number(response.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > limit) {
      response.body.destroy();
      return fail('tooLarge', { size: `${Math.round(limit / 1024)} KB` });
    }
    const text = await readCapped(response.body, limit);
    if (text === null) return fail('tooLarge', { size: `${Math.round(limit / 1024)} KB` });
    if (response.statusCode >= 300 && response.statusCode < 400) return fail('redirect', { status: String(response.statusCode) });
    const type = response.headers['content-type'];
    return { ok: true, status: response.statusCode, contentType: Array.isArray(type) ? type[0]! : (type ?? null), text };
  } catch (error) {
    if (signal.aborted) return fail('timeout', { seconds: String(Math.max(1, Math.round(timeoutMs / 1000))) });
    return { ok: false, failure: networkFailure(error, url.host) };
  } finally {
    void agent.close().catch(() => undefined);
  }
}
