/**
 * The little of a moddle element the pure designer helpers read and build, so they run against
 * bpmn-moddle in tests and against the modeler's moddle in the browser alike.
 */
export interface ModdleNode {
  $type: string;
  get(name: string): unknown;
  [key: string]: unknown;
}

export type CreateNode = (type: string, attrs?: Record<string, unknown>) => ModdleNode;

/** A string attribute, '' when absent. */
export function text(node: ModdleNode | undefined, name: string): string {
  const value = node?.get(name);
  return value === undefined || value === null ? '' : String(value);
}

/** Attributes with blank values left out, so nothing empty is written into the XML. */
export function filled(attrs: Record<string, string | boolean | undefined>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'boolean' || (value !== undefined && value.trim() !== '')) out[name] = value;
  }
  return out;
}

export function childrenOf(node: ModdleNode | undefined, name: string): ModdleNode[] {
  const value = node?.get(name);
  return Array.isArray(value) ? (value as ModdleNode[]) : [];
}
