import type { Envelope } from '@/lib/contract/envelope';

/**
 * The server side of a component test: the app's own API client (lib/client/api-client.ts) runs
 * unchanged and its fetch is answered here, in process, by path. A test says what each path answers
 * (data typed from lib/contract, or the demo seed's own records); a path nobody answers gets a
 * refusal naming it, so a missing answer shows as a failure rather than as a hang.
 */

/** A call the component made, as the server would have read it. */
export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body, the form's fields, or undefined. */
  body: unknown;
}

type Answerer = (call: SentCall) => unknown;

const answerers = new Map<string, Answerer>();
const sent: SentCall[] = [];
const unanswered: string[] = [];

/**
 * Answers `path` (without its query) with `data` in a success envelope, or with what `answerer`
 * returns. A path ending in `/*` answers every path under it (a route with a parameter).
 */
export function answer<T>(path: string, data: T | ((call: SentCall) => T)): void {
  answerers.set(path, typeof data === 'function' ? (data as Answerer) : () => data);
}

/** Answers `path` with a refusal: the code and words the server would send. */
export function refuse(path: string, code: number, msg: string): void {
  answerers.set(path, () => new Response(JSON.stringify({ code, msg, data: null } satisfies Envelope<null>), { headers: { 'content-type': 'application/json' } }));
}

/** Answers `path` with a bare HTTP failure (a gateway that is down). */
export function failHttp(path: string, status: number): void {
  answerers.set(path, () => new Response('bad gateway', { status }));
}

/** Every call made since the test began, in order; `path` narrows to one path. */
export function sentCalls(path?: string): SentCall[] {
  return path ? sent.filter((c) => c.path === path) : [...sent];
}

/** Paths the component called that the test gave no answer for. */
export function unansweredPaths(): string[] {
  return [...unanswered];
}

export function resetAnswers(): void {
  answerers.clear();
  sent.length = 0;
  unanswered.length = 0;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(await request.text()));
  if (type.includes('multipart/form-data')) return request.formData();
  return undefined;
}

function json(envelope: Envelope<unknown>): Response {
  return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
}

/** The fetch the DOM's window gets: same-origin calls go to the answers above, nothing leaves the process. */
export async function answeredFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(new URL(typeof input === 'string' || input instanceof URL ? input : input.url, window.location.href), init);
  const url = new URL(request.url);
  const call: SentCall = { method: request.method, path: url.pathname, query: url.searchParams, body: await bodyOf(request) };
  sent.push(call);
  const answerer = answerers.get(url.pathname) ?? [...answerers].find(([path]) => path.endsWith('/*') && url.pathname.startsWith(path.slice(0, -1)))?.[1];
  if (!answerer) {
    unanswered.push(url.pathname);
    return json({ code: 500, msg: `no answer for ${url.pathname} in this test`, data: null });
  }
  const data = await answerer(call);
  return data instanceof Response ? data : json({ code: 0, msg: '', data });
}
