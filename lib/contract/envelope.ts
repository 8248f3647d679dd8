/**
 * The response envelope every API call answers with (docs/architecture.md, "Requests"): code 0 means success.
 * Lists carry data.records and data.total.
 */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T | null;
}

/**
 * How many records a list matches. Exact unless totalCapped: then counting stopped at `total` and
 * at least that many match (the list shows '10,000+'). Absent means exact, as from any backend
 * that always counts.
 */
export interface ListTotal {
  total: number;
  totalCapped?: boolean;
}

export interface Paged<T> extends ListTotal {
  records: T[];
  /** The sums an entity declares (`listTotals`) over every matching record, by field. */
  totals?: Record<string, number>;
  /** A grouped list's groups (groupBy): each value and how many matching records hold it (entity-answers.ts, listGroupSchema). */
  groups?: { value: string | null; count: number }[];
}

/** Codes with a meaning to the browser client (docs/architecture.md, "Requests"). */
export const ResultCode = {
  ok: 0,
  legacyOk: 20000,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMedia: 415,
  tooManyRequests: 429,
  serverError: 500,
  badGateway: 502,
  serviceUnavailable: 503,
  gatewayTimeout: 504,
  warning: 510,
} as const;

/** HTTP status that accompanies a code: transport-level failures keep their status, business refusals answer 200. */
export function httpStatusFor(code: number): number {
  if (code === ResultCode.ok || code === ResultCode.warning) return 200;
  if (code >= 400 && code < 600) return code;
  return 200;
}

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: ResultCode.ok, msg, data };
}

/** What a refusal's data may hold: the input it is about, so a form shows the message at that field. */
export interface RefusalDetail {
  field: string;
}

export function fail(code: number, msg: string): Envelope<null>;
export function fail(code: number, msg: string, field: string | undefined): Envelope<RefusalDetail | null>;
export function fail(code: number, msg: string, field?: string): Envelope<RefusalDetail | null> {
  return { code, msg, data: field ? { field } : null };
}

/** The field a refusal names, if it names one. */
export function refusedField(data: unknown): string | null {
  const field = data && typeof data === 'object' ? (data as Partial<RefusalDetail>).field : undefined;
  return typeof field === 'string' && field.length > 0 ? field : null;
}

export function envelopeResponse<T>(body: Envelope<T>, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, status: init?.status ?? httpStatusFor(body.code), headers });
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}
