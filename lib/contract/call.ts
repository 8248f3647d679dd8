/**
 * A call of the contract, declared once with its method, its path and, as types only, what it is
 * sent and what a success answers: the browser calls it (`call(messageCalls.inbox, body)` in
 * lib/client/call.ts) and gets the answer's type from the call, never from a type it names itself;
 * the embedded backend declares the route that answers it from the same declaration
 * (`defineCallRoute` in lib/backend/http/route.ts), whose output schema must then have that type.
 * The types come from the contract's zod schemas by `z.infer` / `z.input` on type-only imports, so
 * a declaration costs the browser no zod (docs/architecture.md, "Requests").
 */

import type { z } from 'zod';

/** What a call is sent and what it answers, from the contract's schemas (type-only: no zod at run time). */
export type In<S extends z.ZodType> = z.input<S>;
export type Out<S extends z.ZodType> = z.infer<S>;

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call: a GET's or DELETE's input travels in the query, a POST's or PUT's as JSON (or
 * form-encoded, when the call says so). `Body` is what it is sent (undefined: nothing), `Data` what
 * a success answers in the envelope's `data`.
 */
export interface Call<Body, Data> {
  readonly method: CallMethod;
  readonly path: string;
  /** 'form': the body travels form-encoded, as the calls kept from the original backend take it (deleteById's id). */
  readonly encoding?: 'form';
  /** Never set: carries the types. */
  readonly types?: { readonly body: Body; readonly data: Data };
}

/**
 * A call whose path names one record (…/publish/{key}): made for a key, and declared to the server
 * by its pattern (…/publish/:id, or the parameter's own name, which the route's refusals say).
 */
export interface KeyedCall<Body, Data> {
  (key: string): Call<Body, Data>;
  readonly method: CallMethod;
  /** The path with `:id` (or `:` and the parameter's name) where the key goes. */
  readonly pattern: string;
}

/** What a call answers, for the code that keeps or passes on its data. */
export type AnswerOf<C> = C extends Call<unknown, infer Data> ? Data : C extends KeyedCall<unknown, infer Data> ? Data : never;

/** What a call is sent. */
export type BodyOf<C> = C extends Call<infer Body, unknown> ? Body : C extends KeyedCall<infer Body, unknown> ? Body : never;

export function declareCall<Body, Data>(method: CallMethod, path: string, encoding?: 'form'): Call<Body, Data> {
  return encoding ? { method, path, encoding } : { method, path };
}

/** A POST whose body is sent form-encoded: the login and its further steps, which the gateway reads as a login form. */
export function declareFormCall<Body extends Record<string, string>, Data>(path: string): Call<Body, Data> {
  return declareCall('POST', path, 'form');
}

// Stands for the key while the pattern is made: no encoded key can contain it.
const KEY_MARK = '\u0000key\u0000';

export function declareKeyedCall<Body, Data>(method: CallMethod, path: (key: string) => string, param = 'id'): KeyedCall<Body, Data> {
  const made = (key: string): Call<Body, Data> => ({ method, path: path(key) });
  return Object.assign(made, { method, pattern: path(KEY_MARK).replace(encodeURIComponent(KEY_MARK), `:${param}`).replace(KEY_MARK, `:${param}`) });
}

/**
 * What a call is sent, from what its schema takes (`z.input`), with every key that takes anything
 * optional: a schema that reads the value first (z.preprocess: a blank as nothing, a text as its
 * list) takes undefined too, though `z.input` names its key as required.
 */
export type InputOf<T> = { [K in keyof T as unknown extends T[K] ? K : never]?: T[K] } & { [K in keyof T as unknown extends T[K] ? never : K]: T[K] };
