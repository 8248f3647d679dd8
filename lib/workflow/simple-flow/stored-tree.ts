import type { ModdleElement } from 'bpmn-moddle';
import { adoptProcess, type AdoptNames } from './adopt-process';
import { SIMPLE_FLOW_PROPERTY, compileSimpleFlow } from './compile';
import { differingElements, processOf, sameFacts, unreadableOf, type Unreadable } from './process-facts';
import { simpleFlowSchema, type SimpleFlow } from './schema';

/**
 * Reading a model back into the simple designer. The tree is the process's `simpleFlow` property;
 * it is trusted only while the process is still what the tree compiles to. Someone who changed
 * the process in the BPMN designer made something the tree may not express, so such a model opens
 * in the BPMN designer only. The diagram (positions, bends) does not count: moving shapes there
 * changes nothing the tree says. A model without a tree that holds no more than a start and an
 * end (a new model: adopt-process.ts) opens as an empty tree of its own key and name.
 */

export type { AdoptNames } from './adopt-process';
export type { Unreadable } from './process-facts';

export type StoredTree =
  /** adopted: a new model without a tree yet, taken over as it is. */
  | { state: 'tree'; flow: SimpleFlow; adopted?: true }
  /** No tree, and more than the tree can show: the model was drawn in the BPMN designer. */
  | { state: 'none'; unreadable: Unreadable[] }
  /** A tree, but the process was changed after it was compiled: the elements that differ. */
  | { state: 'changed'; unreadable: Unreadable[] };

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

/** names: what a taken-over process's elements are called where they have no name (the designer's language). */
export async function readStoredTree(xml: string, names: AdoptNames = { process: '', start: '', end: '' }): Promise<StoredTree> {
  const process = await processOf(xml);
  if (!process) return { state: 'none', unreadable: [] };
  const json = storedJson(process);
  if (json === null) {
    const adoption = await adoptProcess(process, names);
    return 'flow' in adoption ? { state: 'tree', flow: adoption.flow, adopted: true } : { state: 'none', unreadable: adoption.unreadable };
  }
  const flow = parseTree(json);
  if (!flow) return { state: 'changed', unreadable: [unreadableOf(process)] };
  const compiled = await processOf(await compileSimpleFlow(flow));
  if (compiled && sameFacts(process, compiled)) return { state: 'tree', flow };
  return { state: 'changed', unreadable: compiled ? differingElements(process, compiled) : [] };
}
