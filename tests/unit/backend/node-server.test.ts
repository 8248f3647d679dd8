import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOverHttp } from '@/lib/backend/http/node-server';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(serveOverHttp(async (req) => {
    const url = new URL(req.url);
    if (url.pathname === '/fail') throw new Error('handler failed');
    if (url.pathname === '/bytes') return new Response(Uint8Array.from({ length: 256 }, (_, i) => i), { headers: { 'content-type': 'application/octet-stream' } });
    const body = req.body ? await req.text() : null;
    return Response.json({ method: req.method, path: `${url.pathname}${url.search}`, token: req.headers.get('token'), body }, { status: 201 });
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the backend served over node:http', () => {
  it('hands the handler the method, path, query, headers and body, and answers its status and JSON', async () => {
    const res = await fetch(`${origin}/api/x?q=%E5%8F%91%E7%A5%A8`, { method: 'POST', headers: { token: 't-1', 'content-type': 'application/json' }, body: '{"a":"发票"}' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ method: 'POST', path: '/api/x?q=%E5%8F%91%E7%A5%A8', token: 't-1', body: '{"a":"发票"}' });
  });

  it('streams binary answers byte for byte', async () => {
    const res = await fetch(`${origin}/bytes`);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual(Array.from({ length: 256 }, (_, i) => i));
  });

  it('answers a failed handler with a 500 envelope instead of hanging', async () => {
    const res = await fetch(`${origin}/fail`);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 500, data: null });
  });
});
