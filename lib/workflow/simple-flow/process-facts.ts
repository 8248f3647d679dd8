import type { ModdleElement } from 'bpmn-moddle';
import { readDialectXml } from '../dialect-moddle';
import { SIMPLE_FLOW_PROPERTY } from './compile';

/**
 * A process as plain facts, for telling whether two readings say the same (stored-tree.ts) and
 * which of their elements differ: elements by their attributes and children, references by id,
 * keys sorted. The diagram (positions, bends) is no fact of the process.
 */

interface Described {
  $descriptor?: { propertiesByName?: Record<string, { isReference?: boolean } | undefined> };
}

/** An element the simple designer cannot show, named for the administrator. */
export interface Unreadable {
  id: string;
  name: string;
  /** The BPMN type (bpmn:UserTask), or bpmn:Process for the process's own settings. */
  type: string;
}

export const unreadableOf = (element: ModdleElement): Unreadable => ({
  id: String(element.id ?? ''),
  name: typeof element.name === 'string' ? element.name : '',
  type: element.$type,
});

/** A moddle element as plain data, references by id, keys sorted, so two readings compare as JSON. */
export function facts(value: unknown, reference = false): unknown {
  if (Array.isArray(value)) return value.map((v) => facts(v, reference));
  if (!value || typeof value !== 'object' || !('$type' in value)) return value;
  const element = value as ModdleElement & Described;
  if (reference) return element.id;
  const out: Record<string, unknown> = { $type: element.$type };
  for (const key of Object.keys(element).sort()) {
    if (key.startsWith('$') || key === 'di') continue;
    out[key] = facts(element[key], element.$descriptor?.propertiesByName?.[key]?.isReference === true);
  }
  for (const [key, attr] of Object.entries(element.$attrs ?? {}).sort()) if (!key.startsWith('xmlns')) out[`@${key}`] = attr;
  // The tree's own text is compared as the tree it parses to, not by its key order.
  if (out.name === SIMPLE_FLOW_PROPERTY) delete out.value;
  return out;
}

export const sameFacts = (a: unknown, b: unknown) => JSON.stringify(facts(a)) === JSON.stringify(facts(b));

export async function processOf(xml: string): Promise<ModdleElement | null> {
  const { rootElement } = await readDialectXml(xml);
  const roots = (rootElement.rootElements as ModdleElement[] | undefined) ?? [];
  return roots.find((r) => r.$type === 'bpmn:Process') ?? null;
}

export const flowElementsOf = (process: ModdleElement) => (process.flowElements as ModdleElement[] | undefined) ?? [];

/** The process's own facts, its elements left out. */
export function processFacts(process: ModdleElement): unknown {
  const own = facts(process) as Record<string, unknown>;
  delete own.flowElements;
  return own;
}

/**
 * The elements of two readings of a process that differ — there only, here only, or changed — and
 * the process itself when its own settings differ: what the BPMN designer changed in a tree's model.
 */
export function differingElements(stored: ModdleElement, compiled: ModdleElement): Unreadable[] {
  const mine = new Map(flowElementsOf(stored).map((e) => [String(e.id), e]));
  const theirs = new Map(flowElementsOf(compiled).map((e) => [String(e.id), e]));
  const differing: Unreadable[] = [];
  if (JSON.stringify(processFacts(stored)) !== JSON.stringify(processFacts(compiled))) differing.push(unreadableOf(stored));
  for (const [id, element] of mine) if (!theirs.has(id) || !sameFacts(element, theirs.get(id))) differing.push(unreadableOf(element));
  for (const [id, element] of theirs) if (!mine.has(id)) differing.push(unreadableOf(element));
  return differing;
}
