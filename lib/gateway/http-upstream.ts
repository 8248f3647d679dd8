import http from 'node:http';
import https from 'node:https';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { UpstreamTimeoutError, type Upstream, type UpstreamAnswer, type UpstreamCall } from './upstream-types';

/** Below this, an answer is read whole: one Buffer costs less than a web stream per call. */
const BUFFERED_ANSWER_BYTES = 256 * 1024;

function agentFor(base: URL): http.Agent {
  const options = { keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 };
  return base.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

function bodyless(status: number): boolean {
  return status === 204 || status === 304 || (status >= 100 && status < 200);
}

function headerPairs(incoming: http.IncomingMessage): Array<[string, string]> {
  const raw = incoming.rawHeaders;
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
  return pairs;
}

/** The whole body; plain listeners, as an async iterator costs more than the read itself for small answers. */
function readWhole(incoming: http.IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ended = false;
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      ended = true;
      // Buffer.concat allocates a fresh, unshared ArrayBuffer.
      resolve(Buffer.concat(chunks) as Uint8Array<ArrayBuffer>);
    });
    incoming.on('error', reject);
    incoming.on('close', () => {
      if (!ended) reject(new Error('upstream answer cut off'));
    });
  });
}

/** The first value of a header among the pairs (names lower-case), as Node's `headers` object keeps it. */
function firstValue(headers: ReadonlyArray<readonly [string, string]>, name: string): string | undefined {
  for (const [key, value] of headers) if (key === name) return value;
  return undefined;
}

/** JSON (which the gateway reads whole anyway) and small answers are read whole, files streamed. */
async function toAnswer(incoming: http.IncomingMessage): Promise<UpstreamAnswer> {
  const status = incoming.statusCode ?? 502;
  const headers = headerPairs(incoming);
  if (bodyless(status)) {
    incoming.resume();
    return { status, headers, body: null };
  }
  const length = Number(firstValue(headers, 'content-length') ?? NaN);
  const isJson = (firstValue(headers, 'content-type') ?? '').includes('json');
  if (isJson || (Number.isFinite(length) && length <= BUFFERED_ANSWER_BYTES)) {
    return { status, headers, body: await readWhole(incoming) };
  }
  return { status, headers, body: Readable.toWeb(incoming) as ReadableStream<Uint8Array> };
}

function requestHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function toResponse(answer: UpstreamAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers as Array<[string, string]> });
}

/**
 * Calls an HTTP server at baseUrl with the same path and query the call had.
 * Node's own client with kept-alive connections: the framework's instrumented fetch costs several
 * times more per call, and a gateway pays it on every call (undici's request API measured no
 * cheaper here).
 */
export function httpUpstream(baseUrl: string, timeoutMs: number): Upstream {
  const base = new URL(baseUrl);
  const agent = agentFor(base);
  const client = base.protocol === 'https:' ? https : http;
  const prefix = base.pathname.replace(/\/$/, '');
  const pass = (call: UpstreamCall) =>
    new Promise<UpstreamAnswer>((resolve, reject) => {
      let timedOut = false;
      const outgoing = client.request(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          path: `${prefix}${call.target}`,
          method: call.method,
          headers: call.headers,
          agent,
          // Silence for this long ends the call; a download that keeps sending is not cut off.
          timeout: timeoutMs,
        },
        (answer) => {
          toAnswer(answer).then(resolve, (error: unknown) => reject(timedOut ? new UpstreamTimeoutError() : error));
        },
      );
      outgoing.on('timeout', () => {
        timedOut = true;
        outgoing.destroy(new UpstreamTimeoutError());
      });
      outgoing.on('error', (error) => {
        reject(timedOut ? new UpstreamTimeoutError() : error);
      });
      if (call.body) {
        pipeline(Readable.fromWeb(call.body as NodeWebStream<Uint8Array>), outgoing, (error) => {
          if (error) outgoing.destroy(error);
        });
      }
      else outgoing.end();
    });
  const asRequest = async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    return toResponse(await pass({ method: req.method, target: `${url.pathname}${url.search}`, headers: requestHeaders(req.headers), body: req.body }));
  };
  return Object.assign(asRequest, { pass });
}
