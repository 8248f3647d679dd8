import type { ZodType } from 'zod';
import { ENTITIES } from '@/lib/entities';
import { queryableFields } from '@/lib/entity/advanced-query';
import type { RouteDef } from '@/lib/backend/http/route';

/**
 * Hostile values for walking the route table: what a fuzzer sends in place of ordinary text.
 * Every one of them must be answered with an envelope, never with a server error.
 */

interface ZodDef {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  schema?: ZodType;
  valueType?: ZodType;
  entries?: Record<string, string>;
}

const defOf = (schema: ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The names a route's input schema reads, through wrappers, pipes, unions and intersections. */
export function inputNames(schema: ZodType | undefined): { names: Set<string>; open: boolean } {
  const names = new Set<string>();
  let open = false;
  const visit = (s: ZodType | undefined, depth: number) => {
    if (!s || depth > 12) return;
    const def = defOf(s);
    switch (def.type) {
      case 'object':
        for (const name of Object.keys(def.shape ?? {})) names.add(name);
        return;
      case 'record':
        open = true;
        return;
      case 'pipe':
        visit(def.in, depth + 1);
        visit(def.out, depth + 1);
        return;
      case 'union':
        for (const option of def.options ?? []) visit(option, depth + 1);
        return;
      case 'intersection':
        visit(def.left, depth + 1);
        visit(def.right, depth + 1);
        return;
      default:
        visit(def.innerType ?? def.schema, depth + 1);
    }
  };
  visit(schema, 0);
  return { names, open };
}

/** Path parameter names of a route pattern. */
export function pathNames(route: RouteDef<never>): string[] {
  return route.path.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));
}

/** The entity a route serves: the one with the longest base the path starts with (a contract's, not its customer's). */
function entityServedBy(route: RouteDef<never>) {
  return ENTITIES.filter((e) => route.path.startsWith(`${e.apiBase}/`)).sort((a, b) => b.apiBase.length - a.apiBase.length)[0];
}

/** Names worth trying on an open (record) input: the fields of the entity the route serves, and the list controls. */
export function openInputNames(route: RouteDef<never>): string[] {
  const entity = entityServedBy(route);
  const fields = entity ? Object.keys(entity.fields) : ['name', 'keyword'];
  return [...fields, 'column', 'order', 'field', 'pageNo', 'pageSize', 'superQueryParams', 'superQueryMatchType'];
}

/** Text values that travel in a query string, a form or JSON alike. */
export const TEXT_VARIANTS: Record<string, string> = {
  nul: 'a\u0000b',
  control: 'bell\u0007',
  loneSurrogate: 'x\ud800y',
  proto: '__proto__',
  constructorName: 'constructor',
  overLong: '长'.repeat(70_000),
  /** A NUL escaped inside JSON text, for parameters that carry JSON (form data, attachments, queries). */
  jsonEscapedNul: '{"a":"x\\u0000y","b":["\\u0000"]}',
  jsonEscapedNulList: '[{"uid":"1","name":"a\\u0000b","url":"/files/x","field":"name","rule":"like","value":"a\\u0000b"}]',
};

/** Values of the wrong JSON type, only possible in a JSON body. */
export const JSON_VARIANTS: Record<string, unknown> = {
  object: JSON.parse('{"a":"b","__proto__":"x"}') as unknown,
  array: ['a', 'b'],
  nested: [{ a: ['\u0000'] }],
};

/** Raw path segments: malformed UTF-8, an encoded NUL, prototype names. */
export const PATH_VARIANTS: Record<string, string> = {
  invalidUtf8: '%ff%fe',
  encodedSurrogate: '%ED%A0%80',
  brokenEscape: '%E4%B8',
  nul: 'a%00b',
  proto: '__proto__',
  constructorName: 'constructor',
};

/** An advanced query whose value smuggles a NUL inside URI-encoded JSON, on the entity's first text field. */
export function encodedNulQuery(route: RouteDef<never>): Record<string, string> | null {
  const entity = entityServedBy(route);
  const text = entity && queryableFields(entity).find(({ field }) => field.type === 'text');
  if (!text) return null;
  return { superQueryParams: encodeURIComponent(JSON.stringify([{ field: text.name, rule: 'like', value: 'a\u0000b' }])) };
}

/** List parameters that name columns, fields and operators after Object.prototype. */
export const PROTOTYPE_LIST_PARAMS: Record<string, string>[] = [
  { column: '__proto__', order: 'constructor' },
  { column: 'constructor', order: 'asc' },
  { column: 'toString', field: 'hasOwnProperty,__proto__' },
  { field: 'constructor' },
  JSON.parse('{"__proto__":"1","constructor":"x","toString_begin":"2024-01-01","hasOwnProperty_end":"2024-01-01"}') as Record<string, string>,
  { superQueryParams: JSON.stringify([{ field: 'constructor', rule: 'eq', value: 'x' }]) },
  { superQueryParams: JSON.stringify([{ field: 'toString', rule: 'valueOf', value: 'x' }]) },
  { superQueryParams: JSON.stringify([{ field: 'create_time', rule: 'eq', value: 'a\u0000b' }]), superQueryMatchType: 'constructor' },
];
