import type { ModdleElement } from 'bpmn-moddle';
import { readDialectXml } from '../dialect-moddle';
import { SIMPLE_FLOW_PROPERTY, compileSimpleFlow } from './compile';
import { simpleFlowSchema, type SimpleFlow } from './schema';

/**
 * Reading a model back into the simple designer. The tree is the process's `simpleFlow` property;
 * it is trusted only while the process is still what the tree compiles to. Someone who changed
 * the process in the BPMN designer made something the tree may not express, so such a model opens
 * in the BPMN designer only. The diagram (positions, bends) does not count: moving shapes there
 * changes nothing the tree says.
 */

export type StoredTree =
  | { state: 'tree'; flow: SimpleFlow }
  /** No tree: the model was drawn in the BPMN designer. */
  | { state: 'none' }
  /** A tree, but the process was changed after it was compiled. */
  | { state: 'changed' };

interface Described {
  $descriptor?: { propertiesByName?: Record<string, { isReference?: boolean } | undefined> };
}

/** A moddle element as plain data, references by id, keys sorted, so two readings compare as JSON. */
function facts(value: unknown, reference = false): unknown {
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

async function processOf(xml: string): Promise<ModdleElement | null> {
  const { rootElement } = await readDialectXml(xml);
  const roots = (rootElement.rootElements as ModdleElement[] | undefined) ?? [];
  return roots.find((r) => r.$type === 'bpmn:Process') ?? null;
}

function storedJson(process: ModdleElement): string | null {
  const ext = process.extensionElements as ModdleElement | undefined;
  for (const holder of (ext?.values as ModdleElement[] | undefined) ?? []) {
    const found = ((holder.values as ModdleElement[] | undefined) ?? []).find((p) => p.name === SIMPLE_FLOW_PROPERTY);
    if (found) return String(found.value ?? '');
  }
  return null;
}

function parseTree(json: string): SimpleFlow | null {
  try {
    const parsed = simpleFlowSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function readStoredTree(xml: string): Promise<StoredTree> {
  const process = await processOf(xml);
  const json = process ? storedJson(process) : null;
  if (!process || json === null) return { state: 'none' };
  const flow = parseTree(json);
  if (!flow) return { state: 'changed' };
  const compiled = await processOf(await compileSimpleFlow(flow));
  return JSON.stringify(facts(process)) === JSON.stringify(facts(compiled)) ? { state: 'tree', flow } : { state: 'changed' };
}
