import http from 'node:http';
import https from 'node:https';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { UpstreamTimeoutError, type Upstream } from './upstream-types';

/** Below this, an answer is read whole: one Buffer costs less than a web stream per call. */
const BUFFERED_ANSWER_BYTES = 256 * 1024;

function agentFor(base: URL): http.Agent {
  const options = { keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 };
  return base.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

function requestHeaders(headers: Headers): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function responseHeaders(incoming: http.IncomingMessage): Headers {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

function bodyless(status: number): boolean {
  return status === 204 || status === 304 || (status >= 100 && status < 200);
}

async function readWhole(incoming: http.IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  // Buffer.concat allocates a fresh, unshared ArrayBuffer.
  return Buffer.concat(chunks) as Uint8Array<ArrayBuffer>;
}

/** The answer as a web Response: JSON (which the gateway reads whole anyway) and small answers read whole, files streamed. */
async function toResponse(incoming: http.IncomingMessage): Promise<Response> {
  const status = incoming.statusCode ?? 502;
  const headers = responseHeaders(incoming);
  if (bodyless(status)) {
    incoming.resume();
    return new Response(null, { status, headers });
  }
  const length = Number(incoming.headers['content-length'] ?? NaN);
  const isJson = (incoming.headers['content-type'] ?? '').includes('json');
  if (isJson || (Number.isFinite(length) && length <= BUFFERED_ANSWER_BYTES)) {
    return new Response(await readWhole(incoming), { status, headers });
  }
  return new Response(Readable.toWeb(incoming) as ReadableStream<Uint8Array>, { status, headers });
}

/**
 * Calls an HTTP server at baseUrl with the same path and query the request had.
 * Node's own client with kept-alive connections: the framework's instrumented fetch costs several
 * times more per call, and a gateway pays it on every call.
 */
export function httpUpstream(baseUrl: string, timeoutMs: number): Upstream {
  const base = new URL(baseUrl);
  const agent = agentFor(base);
  const client = base.protocol === 'https:' ? https : http;
  const prefix = base.pathname.replace(/\/$/, '');
  return (req) =>
    new Promise<Response>((resolve, reject) => {
      const incoming = new URL(req.url);
      let timedOut = false;
      const outgoing = client.request(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          path: `${prefix}${incoming.pathname}${incoming.search}`,
          method: req.method,
          headers: requestHeaders(req.headers),
          agent,
          // Silence for this long ends the call; a download that keeps sending is not cut off.
          timeout: timeoutMs,
        },
        (answer) => {
          toResponse(answer).then(resolve, (error: unknown) => reject(timedOut ? new UpstreamTimeoutError() : error));
        },
      );
      outgoing.on('timeout', () => {
        timedOut = true;
        outgoing.destroy(new UpstreamTimeoutError());
      });
      outgoing.on('error', (error) => {
        reject(timedOut ? new UpstreamTimeoutError() : error);
      });
      if (req.body) {
        pipeline(Readable.fromWeb(req.body as NodeWebStream<Uint8Array>), outgoing, (error) => {
          if (error) outgoing.destroy(error);
        });
      }
      else outgoing.end();
    });
}
