import { z } from 'zod';
import type { RouteDef } from './http/route';

type JsonSchema = Record<string, unknown>;

type Definition = { type?: string; getter?: () => z.ZodType; in?: { _zod?: { def?: { type?: string } } }; out?: z.ZodType };

const definitionOf = (type: z.ZodType) => (type as { _zod?: { def?: Definition } })._zod?.def;

/** A schema made on its first use (z.lazy: a payload that depends on a plugged-in behaviour) is documented as what it makes. */
function resolved(type: z.ZodType): z.ZodType {
  const def = definitionOf(type);
  return def?.type === 'lazy' && def.getter ? resolved(def.getter()) : type;
}

/**
 * A payload mapped before it is checked (z.preprocess: a project's lists of people) is
 * documented by the schema it is checked with; the mapping itself has no shape to show.
 */
function documented(given: z.ZodType): z.ZodType {
  const type = resolved(given);
  const def = definitionOf(type);
  return def?.type === 'pipe' && def.in?._zod?.def?.type === 'transform' && def.out ? resolved(def.out) : type;
}

/** Schemas named once for the whole document (components.schemas), by their id. */
type SharedSchemas = Record<string, JsonSchema>;

/**
 * A recursive schema (a tree's node) refers to itself through $defs, which in an OpenAPI document
 * would be read from the document's root: its definitions move to components.schemas under the
 * id the contract gives them (`.meta({ id })`; one without gets a numbered name), and the
 * references follow.
 */
function shared(schema: JsonSchema, components: SharedSchemas): JsonSchema {
  const { $defs, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!$defs) return schema;
  const names = new Map(Object.keys($defs).map((id) => [id, id.startsWith('__schema') ? `Schema${Object.keys(components).length}_${id.slice('__schema'.length)}` : id]));
  const moved = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_ref, id: string) => `"#/components/schemas/${names.get(id) ?? id}"`)) as JsonSchema;
  for (const [id, definition] of Object.entries($defs)) components[names.get(id)!] = moved(definition);
  return moved(rest);
}

/** A request is documented as what it may send (io input), an answer as what it carries (io output). */
function schemaOf(type: z.ZodType | undefined, components: SharedSchemas, io: 'input' | 'output' = 'input'): JsonSchema | undefined {
  if (!type) return undefined;
  // The document names its dialect once (OpenAPI 3.1 is JSON Schema 2020-12), not in every schema.
  const { $schema: _dialect, ...schema } = z.toJSONSchema(documented(type), { io, unrepresentable: 'any' }) as JsonSchema;
  return shared(schema, components);
}

function envelopeOf(data: JsonSchema | undefined): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { type: 'integer', description: '0 = success' }, msg: { type: 'string' }, data: data ?? {} },
  };
}

/**
 * A successful call's answer: its envelope, or for a route that answers a file, the bytes in each
 * media type they may have (OpenAPI 3.1 describes raw bytes by their media type alone). A refusal
 * answers the envelope either way, with its code as the HTTP status.
 */
function successOf(route: RouteDef<never>, components: SharedSchemas): Record<string, unknown> {
  if (route.answersFile) {
    return { description: 'The file; Content-Disposition names it', content: Object.fromEntries(route.answersFile.map((type) => [type, {}])) };
  }
  return { description: 'Envelope; code 0 is success', content: { 'application/json': { schema: envelopeOf(schemaOf(route.output, components, 'output')) } } };
}

/**
 * The embedded backend's contract as OpenAPI 3.1, generated from the same route table and zod
 * schemas that serve and validate the calls, so it cannot drift from what runs.
 */
export function openApiDocument(routes: RouteDef<never>[], info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: SharedSchemas = {};
  for (const route of routes) {
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
    const input = schemaOf(route.input, components);
    const props = (input?.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input?.required as string[] | undefined) ?? []);
    const inQuery = route.method === 'GET' || route.method === 'DELETE';
    const parameters = [
      { name: 'token', in: 'header', required: route.access !== 'public', schema: { type: 'string' } },
      { name: 'appKey', in: 'header', required: false, schema: { type: 'string' } },
      ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: props[name] ?? { type: 'string' } })),
      ...(inQuery
        ? Object.entries(props).filter(([name]) => !pathParams.includes(name)).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))
        : []),
    ];
    const bodySchema = !inQuery && input ? { ...input, properties: Object.fromEntries(Object.entries(props).filter(([n]) => !pathParams.includes(n))) } : undefined;
    (paths[openApiPath] ??= {})[route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.tag],
      parameters,
      ...(route.bodyKind === 'raw'
        ? { requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } } }
        : bodySchema
          ? { requestBody: { content: { 'application/json': { schema: bodySchema }, 'application/x-www-form-urlencoded': { schema: bodySchema } } } }
          : {}),
      responses: { 200: successOf(route, components) },
    };
  }
  return { openapi: '3.1.0', info, paths, ...(Object.keys(components).length > 0 ? { components: { schemas: components } } : {}) };
}
