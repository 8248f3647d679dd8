import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

type Handle = (req: Request) => Promise<Response>;

function webRequestOf(req: IncomingMessage): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>) : undefined,
    duplex: hasBody ? 'half' : undefined,
  };
  return new Request(url, init);
}

async function send(res: ServerResponse, answer: Response): Promise<void> {
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  if (!answer.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(answer.body as unknown as NodeReadableStream<Uint8Array>), res);
}

/** A node:http listener answering every request with `handle` (web Request in, web Response out). */
export function serveOverHttp(handle: Handle): RequestListener {
  return (req, res) => {
    handle(webRequestOf(req))
      .then((answer) => send(res, answer))
      .catch((error: unknown) => {
        console.error('[backend] a request failed', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 500, msg: 'internal error', data: null }));
      });
  };
}
