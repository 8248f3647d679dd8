import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { Pool, errors, type Dispatcher } from 'undici';
import { UpstreamTimeoutError, type Upstream, type UpstreamAnswer, type UpstreamCall } from './upstream-types';

/** Below this, an answer is read whole: one Buffer costs less than a web stream per call. */
const BUFFERED_ANSWER_BYTES = 256 * 1024;
/** How many bytes of a streamed answer wait for the browser before the upstream is paused. */
const STREAM_HIGH_WATER_BYTES = 64 * 1024;

type Controller = Dispatcher.DispatchController;

function bodyless(status: number): boolean {
  return status === 204 || status === 304 || (status >= 100 && status < 200);
}

function headerPairs(headers: IncomingHttpHeaders): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === 'string') pairs.push([name, value]);
    else if (value) for (const one of value) pairs.push([name, one]);
  }
  return pairs;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** JSON (which the gateway reads whole anyway) and small answers are read whole, files streamed. */
function readsWhole(headers: IncomingHttpHeaders): boolean {
  if ((firstValue(headers['content-type']) ?? '').includes('json')) return true;
  const length = Number(firstValue(headers['content-length']) ?? NaN);
  return Number.isFinite(length) && length <= BUFFERED_ANSWER_BYTES;
}

function isTimeout(error: unknown): boolean {
  return error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError;
}

/**
 * One call's answer, assembled from the dispatcher's events: resolved at the headers with a stream
 * for files (paused while the browser is behind), or at the end with the whole body.
 */
function answerHandler(resolve: (answer: UpstreamAnswer) => void, reject: (error: unknown) => void): Dispatcher.DispatchHandler {
  let status = 0;
  let headers: Array<[string, string]> = [];
  let chunks: Buffer[] | null = null;
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  let settled = false;
  const fail = (error: unknown) => {
    const reported = isTimeout(error) ? new UpstreamTimeoutError() : error;
    if (stream) stream.error(reported);
    else if (!settled) reject(reported);
    stream = null;
    settled = true;
  };
  return {
    // Its presence tells undici this handler takes the controller-style events.
    onRequestStart() {},
    onResponseStart(controller: Controller, statusCode: number, raw: IncomingHttpHeaders) {
      status = statusCode;
      headers = headerPairs(raw);
      if (bodyless(statusCode)) {
        settled = true;
        resolve({ status, headers, body: null });
      } else if (readsWhole(raw)) {
        chunks = [];
      } else {
        settled = true;
        const body = new ReadableStream<Uint8Array>(
          {
            start: (c) => {
              stream = c;
            },
            pull: () => controller.resume(),
            cancel: () => {
              stream = null;
              controller.abort(new Error('download cancelled'));
            },
          },
          { highWaterMark: STREAM_HIGH_WATER_BYTES, size: (chunk) => chunk.byteLength },
        );
        resolve({ status, headers, body });
      }
    },
    onResponseData(controller: Controller, chunk: Buffer) {
      if (chunks) chunks.push(chunk);
      else if (stream) {
        stream.enqueue(chunk);
        if ((stream.desiredSize ?? 0) <= 0) controller.pause();
      }
    },
    onResponseEnd() {
      if (stream) stream.close();
      // Buffer.concat allocates a fresh, unshared ArrayBuffer.
      else if (chunks && !settled) resolve({ status, headers, body: Buffer.concat(chunks) });
      settled = true;
    },
    onResponseError(_controller: Controller, error: Error) {
      fail(error);
    },
  };
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
 * Calls an HTTP server at baseUrl with the same path and query the call had, through a pool of
 * kept-alive connections driven at undici's dispatcher level: no per-call request object, stream
 * or parser of Node's own client, which the gateway would pay on every call. Silence of timeoutMs
 * (before the headers, or between two parts of the body) ends the call; a download that keeps
 * sending is not cut off.
 */
export function httpUpstream(baseUrl: string, timeoutMs: number): Upstream {
  const base = new URL(baseUrl);
  const pool = new Pool(base.origin, { connections: 256, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, keepAliveTimeout: 10_000 });
  const prefix = base.pathname.replace(/\/$/, '');
  const pass = (call: UpstreamCall) =>
    new Promise<UpstreamAnswer>((resolve, reject) => {
      pool.dispatch(
        { origin: base.origin, path: `${prefix}${call.target}`, method: call.method, headers: call.headers, body: call.body ? Readable.fromWeb(call.body as NodeWebStream<Uint8Array>) : null },
        answerHandler(resolve, reject),
      );
    });
  const asRequest = async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    return toResponse(await pass({ method: req.method, target: `${url.pathname}${url.search}`, headers: requestHeaders(req.headers), body: req.body }));
  };
  return Object.assign(asRequest, { pass });
}
