/**
 * The JSON preview of a diagram: its semantic model (definitions, processes, elements, extension
 * elements, diagram interchange) as plain data. References (a flow's source and target, a default
 * flow, a DI shape's element) appear as the referenced id, so the output is a tree.
 */

interface ModdleLike {
  $type: string;
  $parent?: unknown;
  $attrs?: Record<string, string>;
  $descriptor?: { properties?: { name: string; isReference?: boolean }[] };
  id?: string;
  [key: string]: unknown;
}

const isModdle = (value: unknown): value is ModdleLike => typeof value === 'object' && value !== null && typeof (value as ModdleLike).$type === 'string';

function plainValue(value: unknown, owner: ModdleLike): unknown {
  if (Array.isArray(value)) return value.map((v) => plainValue(v, owner));
  if (!isModdle(value)) return value;
  // A contained element names its container as parent; anything else is a reference.
  return value.$parent === owner || value.$parent === undefined ? toPlainJson(value) : value.id ?? value.$type;
}

const idOf = (value: unknown) => (isModdle(value) ? (value.id ?? value.$type) : value);

export function toPlainJson(node: ModdleLike): Record<string, unknown> {
  const out: Record<string, unknown> = { $type: node.$type };
  // The descriptor names every property, references too (moddle keeps those non-enumerable).
  const properties = node.$descriptor?.properties ?? Object.keys(node).map((name) => ({ name, isReference: false }));
  for (const { name, isReference } of properties) {
    if (name.startsWith('$')) continue;
    const value = node[name];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    out[name] = isReference ? (Array.isArray(value) ? value.map(idOf) : idOf(value)) : plainValue(value, node);
  }
  const attrs = Object.entries(node.$attrs ?? {}).filter(([name]) => !name.startsWith('xmlns'));
  if (attrs.length > 0) out.$attrs = Object.fromEntries(attrs);
  return out;
}

export function previewJson(definitions: ModdleLike): string {
  return JSON.stringify(toPlainJson(definitions), null, 2);
}
