import { expect } from 'vitest';
import type { z } from 'zod';
import type { Envelope } from '@/lib/contract/envelope';
import { compileRoutes, matchRoute } from '@/lib/backend/http/match';
import type { HttpMethod } from '@/lib/backend/http/route';
import { allRoutes } from '@/lib/backend/routes';
import type { Backend } from '@/lib/backend/instance';
import { call, ORIGIN, type CallOptions } from './backend';

const table = compileRoutes(allRoutes);

/**
 * The data of a successful answer, checked against its contract: the route of method and path
 * declares this schema as its output, and the real answer parses with it (the answer schemas are
 * strict, so a field missing, added or of another type fails).
 */
export function checkedAnswer<Schema extends z.ZodType>(schema: Schema, method: HttpMethod, path: string, result: { body: Envelope<unknown> }): z.infer<Schema> {
  const found = matchRoute(table, method, new URL(path, ORIGIN).pathname);
  expect(found.kind, `${method} ${path} is a route`).toBe('found');
  expect(found.kind === 'found' && found.route.output === schema, `${method} ${path} declares this schema as its output`).toBe(true);
  expect(result.body.code, result.body.msg).toBe(0);
  return schema.parse(result.body.data);
}

/** Calls the backend and answers the data of its successful answer, checked as checkedAnswer does. */
export async function checkedCall<Schema extends z.ZodType>(backend: Backend, schema: Schema, method: HttpMethod, path: string, options: CallOptions = {}): Promise<z.infer<Schema>> {
  return checkedAnswer(schema, method, path, await call(backend, method, path, options));
}

/**
 * The bytes of a successful file answer, checked against its declaration: the route of method and
 * path declares that it answers a file (answersFile), and the answer is one, of a type it names.
 */
export async function checkedFile(method: HttpMethod, path: string, result: { status: number; response: Response }): Promise<Uint8Array> {
  const found = matchRoute(table, method, new URL(path, ORIGIN).pathname);
  const declared = found.kind === 'found' ? found.route.answersFile ?? [] : [];
  expect(declared.length, `${method} ${path} declares that it answers a file`).toBeGreaterThan(0);
  expect(result.status).toBe(200);
  expect(declared).toContain(result.response.headers.get('content-type')?.split(';')[0]);
  return new Uint8Array(await result.response.arrayBuffer());
}

type Caller = { token: string };

/**
 * checkedCall bound to a backend made later (in beforeAll) and to a caller's session: the calls of
 * a test that checks answers against their contract.
 */
export function checkedCalls(backend: () => Backend) {
  return {
    post: <Schema extends z.ZodType>(who: Caller, schema: Schema, path: string, json?: unknown) => checkedCall(backend(), schema, 'POST', path, { token: who.token, json }),
    get: <Schema extends z.ZodType>(who: Caller, schema: Schema, path: string, query?: Record<string, string>) => checkedCall(backend(), schema, 'GET', path, { token: who.token, query }),
    remove: <Schema extends z.ZodType>(who: Caller, schema: Schema, path: string) => checkedCall(backend(), schema, 'DELETE', path, { token: who.token }),
  };
}
