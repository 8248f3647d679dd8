import type { Call } from '@/lib/contract/call';
import { requestAnswer, type Answer, type Query, type RequestOptions } from './api-client';

/** What a caller may say about one call besides its body: the feedback, the time limit, the signal. */
export type CallOptions = Pick<RequestOptions, 'silent' | 'redirectOnUnauthorized' | 'signal' | 'timeoutMs'>;

/** A call's body comes first when it takes one; a call that takes none is made with its options alone. */
type Arguments<Body> = [Body] extends [undefined] ? [body?: undefined, options?: CallOptions] : [body: Body, options?: CallOptions];

/**
 * Makes a call of the contract (lib/contract/call.ts) through the browser's client: its method and
 * path are the declaration's, its body goes in the query (GET, DELETE), as multipart form data (an
 * upload), form-encoded (a call declared so) or as JSON (POST, PUT), and the answer's type is the call's. Failures are the client's:
 * toasts, the login page on 401.
 */
export async function callAnswer<Body, Data>(declared: Call<Body, Data>, ...[body, options]: Arguments<Body>): Promise<Answer<Data>> {
  return requestAnswer<Data>(declared.path, { method: declared.method, ...carried(declared, body), ...options });
}

function carried(declared: Call<unknown, unknown>, body: unknown): Pick<RequestOptions, 'query' | 'json' | 'form' | 'formData'> {
  if (body === undefined) return {};
  if (body instanceof FormData) return { formData: body };
  if (declared.encoding === 'form') return { form: body as RequestOptions['form'] };
  return declared.method === 'GET' || declared.method === 'DELETE' ? { query: body as Query } : { json: body };
}

/** Like callAnswer, for a caller that needs only the data. */
export async function call<Body, Data>(declared: Call<Body, Data>, ...args: Arguments<Body>): Promise<Data> {
  return (await callAnswer(declared, ...args)).data;
}
