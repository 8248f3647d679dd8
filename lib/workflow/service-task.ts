import { DIALECT_NAMES } from './moddle-extensions';
import { childrenOf, text, type ModdleNode } from './moddle-node';

/**
 * The service tasks the engine runs, as one rule the deploy, the designer and the engine share:
 * a service task whose engine attribute `type` is `copy` (抄送节点: copies the request to the
 * people an approver rule names) or `http` (calls an allowed HTTP address with Flowable's field
 * names). Any other service task — another type, or a Java class, delegate expression or
 * expression to call — is not run. Pure: it reads moddle elements only.
 */

export const SERVICE_TASK_KINDS = ['copy', 'http'] as const;
export type ServiceTaskKind = (typeof SERVICE_TASK_KINDS)[number];

/** What a service task may name instead of a type; with any of them the engine does not run it. */
const DELEGATES = ['class', 'delegateExpression', 'expression'] as const;

/** An engine attribute of the element in whichever dialect the document declares. */
function engineAttr(element: ModdleNode, name: string): string {
  for (const dialect of DIALECT_NAMES) {
    const value = text(element, `${dialect}:${name}`).trim();
    if (value) return value;
  }
  return '';
}

/** The service task's `type` attribute as written ('' when none). */
export const serviceTaskType = (element: ModdleNode): string => engineAttr(element, 'type');

/** The kind of service task the engine runs, or null when it does not run this one. */
export function serviceTaskKind(element: ModdleNode): ServiceTaskKind | null {
  if (DELEGATES.some((name) => engineAttr(element, name))) return null;
  const type = serviceTaskType(element);
  return (SERVICE_TASK_KINDS as readonly string[]).includes(type) ? (type as ServiceTaskKind) : null;
}

/** The approver-rule kinds a copy node names its recipients by (nobody is picked by the initiator). */
export const COPY_KINDS = ['users', 'roles', 'positions', 'departments', 'leader', 'leaderChain', 'initiator', 'expression'] as const;

// --- the HTTP task's fields ---

/** Flowable's field names of an HTTP task, in the order the designer shows them. */
export const HTTP_FIELDS = {
  method: 'requestMethod',
  url: 'requestUrl',
  headers: 'requestHeaders',
  body: 'requestBody',
  resultVariable: 'responseVariableName',
  ignoreException: 'ignoreException',
  failStatusCodes: 'failStatusCodes',
} as const;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const VARIABLE_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
/** A status code or a range pattern such as 4XX. */
const STATUS_PATTERN = /^[1-5](\d\d|\dX|XX)$/i;

/** A field's value: its text, and whether it was written as an expression (`<flowable:expression>`). */
export interface FieldValue {
  value: string;
  expression: boolean;
}

const isField = (node: ModdleNode) => node.$type.slice(node.$type.indexOf(':') + 1).toLowerCase() === 'field';

/** The `<dialect:field>` children of a service task, by name (any dialect; the first of a name counts). */
export function serviceFields(element: ModdleNode): Record<string, FieldValue> {
  const ext = element.get('extensionElements') as ModdleNode | undefined;
  const fields: Record<string, FieldValue> = {};
  for (const field of childrenOf(ext, 'values').filter(isField)) {
    const name = text(field, 'name');
    if (!name || name in fields) continue;
    const element = field.get('expressionElement') as ModdleNode | undefined;
    const expression = text(element, 'body') || text(field, 'expression');
    fields[name] = expression ? { value: expression, expression: true } : { value: text(field, 'string') || text(field, 'stringValue'), expression: false };
  }
  return fields;
}

/** What the engine needs of an HTTP task, checked. */
export interface HttpTaskSettings {
  method: HttpMethod;
  /** May hold `${…}` expressions over the variables. */
  url: string;
  /** `Name: value` per line; values may hold expressions. */
  headers: { name: string; value: string }[];
  body: string | null;
  /** The variable the response is stored under; none: the response is not kept. */
  resultVariable: string | null;
  /** A failed call passes on instead of waiting for a retry. */
  ignoreException: boolean;
  /** Status codes that count as a failure besides every code outside 2xx (e.g. 404, 4XX); 2xx ones too. */
  failStatusCodes: string[];
}

/** Why an HTTP task's settings cannot run: the field and what is wrong with it. */
export interface HttpFieldProblem {
  field: string;
  value: string;
}

/** The headers text, one `Name: value` per line (blank lines skipped); null when a line is not a header. */
export function parseHeaders(raw: string): { name: string; value: string }[] | null {
  const headers: { name: string; value: string }[] = [];
  for (const line of raw.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!HEADER_NAME.test(name)) return null;
    headers.push({ name, value: line.slice(colon + 1).trim() });
  }
  return headers;
}

/** An HTTP task's settings from its fields, or the first problem (field, value) found. */
export function readHttpSettings(fields: Record<string, FieldValue>): { settings: HttpTaskSettings } | { problem: HttpFieldProblem } {
  const get = (name: string) => fields[name]?.value.trim() ?? '';
  const method = (get(HTTP_FIELDS.method) || 'GET').toUpperCase();
  if (!(HTTP_METHODS as readonly string[]).includes(method)) return { problem: { field: HTTP_FIELDS.method, value: get(HTTP_FIELDS.method) } };
  const url = get(HTTP_FIELDS.url);
  if (!url || !/^(https?:\/\/|\$\{|#\{)/i.test(url)) return { problem: { field: HTTP_FIELDS.url, value: url } };
  const headers = parseHeaders(fields[HTTP_FIELDS.headers]?.value ?? '');
  if (!headers) return { problem: { field: HTTP_FIELDS.headers, value: get(HTTP_FIELDS.headers) } };
  const resultVariable = get(HTTP_FIELDS.resultVariable) || null;
  if (resultVariable && !VARIABLE_NAME.test(resultVariable)) return { problem: { field: HTTP_FIELDS.resultVariable, value: resultVariable } };
  const ignore = get(HTTP_FIELDS.ignoreException).toLowerCase();
  if (ignore && ignore !== 'true' && ignore !== 'false') return { problem: { field: HTTP_FIELDS.ignoreException, value: ignore } };
  const failStatusCodes = get(HTTP_FIELDS.failStatusCodes).split(',').map((s) => s.trim().toUpperCase()).filter(Boolean);
  const badCode = failStatusCodes.find((c) => !STATUS_PATTERN.test(c));
  if (badCode) return { problem: { field: HTTP_FIELDS.failStatusCodes, value: badCode } };
  const body = fields[HTTP_FIELDS.body]?.value ?? '';
  return {
    settings: { method: method as HttpMethod, url, headers, body: body.trim() ? body : null, resultVariable, ignoreException: ignore === 'true', failStatusCodes },
  };
}

/** Whether a status code fails the call: anything outside 2xx, or a code the task lists as failing. */
export function failingStatus(status: number, failStatusCodes: readonly string[]): boolean {
  if (status < 200 || status > 299) return true;
  const code = String(status);
  return failStatusCodes.some((pattern) => [...pattern].every((c, i) => c === 'X' || c === code[i]));
}
