import type { ModdleElement } from 'bpmn-moddle';
import { formDataOf } from '../form-data';
import { PROCESS_SETTINGS } from '../process-settings';
import { compileSimpleFlow } from './compile';
import { flowFieldsOf } from './form-fields';
import { newFlow } from './new-nodes';
import { facts, flowElementsOf, processOf, unreadableOf, type Unreadable } from './process-facts';
import { simpleFlowSchema, type FlowSettings, type SimpleFlow } from './schema';

/**
 * A model without a tree that the simple designer can take over as it is: a process that is no more
 * than a start (with a start form the tree can hold), an end and the line between them — what
 * 新建（填写设置） makes, and the BPMN designer's new diagram — with the model-wide settings the
 * tree carries. Anything more (a task, a gateway, a listener, a start form field of another type)
 * would be lost by the tree, so it is named instead and the model stays the BPMN designer's.
 */

/** The names a taken-over process gets where its elements have none, in the designer's language. */
export interface AdoptNames {
  process: string;
  start: string;
  end: string;
}

export type Adoption = { flow: SimpleFlow } | { unreadable: Unreadable[] };

const OWN_KEYS: Record<string, readonly string[]> = {
  'bpmn:Process': ['id', 'name', 'isExecutable', 'flowElements', 'extensionElements'],
  'bpmn:StartEvent': ['id', 'name', 'outgoing', 'extensionElements'],
  'bpmn:EndEvent': ['id', 'name', 'incoming'],
  'bpmn:SequenceFlow': ['id', 'sourceRef', 'targetRef'],
};

/** Whether the element holds only what the tree writes for its kind (no other attribute, child or vendor attribute). */
function plain(element: ModdleElement): boolean {
  const allowed = OWN_KEYS[element.$type] ?? [];
  const own = Object.keys(element).filter((key) => !key.startsWith('$') && key !== 'di' && element[key] !== undefined);
  const attrs = Object.keys(element.$attrs ?? {}).filter((key) => !key.startsWith('xmlns'));
  return attrs.length === 0 && own.every((key) => allowed.includes(key));
}

const extensionsOf = (element: ModdleElement) => ((element.extensionElements as ModdleElement | undefined)?.values as ModdleElement[] | undefined) ?? [];
const local = (type: string) => type.slice(type.indexOf(':') + 1);

/** The process's model-wide settings, or null when its extensions hold anything else. */
function settingsOf(process: ModdleElement): FlowSettings | null {
  const settings: Record<string, string> = {};
  for (const holder of extensionsOf(process)) {
    if (local(holder.$type) !== 'Properties') return null;
    for (const property of (holder.values as ModdleElement[] | undefined) ?? []) {
      const known = PROCESS_SETTINGS.find((s) => s.setting.property === property.name);
      const value = known?.setting.read(property.value as string | undefined);
      if (!known || value === null || value === undefined) return null;
      if (value !== known.setting.fallback) settings[known.name] = value;
    }
  }
  return settings;
}

/** The start form's fields, or null when the start holds anything the tree does not. */
function startFormOf(start: ModdleElement | undefined): ModdleElement | null | undefined {
  const extensions = start ? extensionsOf(start) : [];
  if (extensions.length === 0) return undefined;
  return extensions.length === 1 && local(extensions[0]!.$type) === 'FormData' ? extensions[0]! : null;
}

export async function adoptProcess(process: ModdleElement, names: AdoptNames): Promise<Adoption> {
  const unreadable: Unreadable[] = [];
  const elements = flowElementsOf(process);
  const start = elements.find((e) => e.$type === 'bpmn:StartEvent');
  const end = elements.find((e) => e.$type === 'bpmn:EndEvent');
  const settings = settingsOf(process);
  if (!plain(process) || settings === null) unreadable.push(unreadableOf(process));
  const form = startFormOf(start);
  if (start && (!plain(start) || form === null)) unreadable.push(unreadableOf(start));
  if (end && !plain(end)) unreadable.push(unreadableOf(end));
  // Every other element (a second start or end too) is what the tree cannot draw.
  const others = elements.filter((e) => e !== start && e !== end && e.$type !== 'bpmn:SequenceFlow');
  unreadable.push(...others.map(unreadableOf));
  // A line is named only when nothing else is: the one plain line from the start to the end is the tree's own.
  const flows = elements.filter((e) => e.$type === 'bpmn:SequenceFlow');
  const line = flows.find((f) => f.sourceRef === start && f.targetRef === end && plain(f));
  if (others.length === 0) unreadable.push(...flows.filter((f) => f !== line).map(unreadableOf));
  if (unreadable.length > 0) return { unreadable };

  // Read as facts before the fields are: moddle's get() leaves an empty list behind on what it reads.
  const formFacts = form ? JSON.stringify(facts(form)) : null;
  const fields = form ? flowFieldsOf(formDataOf(form).fields) : [];
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const candidate = {
    ...newFlow({
      id: String(process.id ?? ''),
      name: (text(process.name) || names.process).slice(0, 100),
      startName: (text(start?.name) || names.start).slice(0, 60),
      endName: (text(end?.name) || names.end).slice(0, 60),
    }),
    fields,
    ...(settings && Object.keys(settings).length ? { settings } : {}),
  };
  const parsed = simpleFlowSchema.safeParse(candidate);
  if (!parsed.success) return { unreadable: [unreadableOf(process)] };
  // The start form as the tree writes it must say what the model's says: a field the tree reads
  // differently (a default value, a pattern, a type it does not know) would be lost.
  if (form && start) {
    const compiled = await processOf(await compileSimpleFlow(parsed.data));
    const written = compiled ? startFormOf(flowElementsOf(compiled).find((e) => e.$type === 'bpmn:StartEvent')) : null;
    if (!written || JSON.stringify(facts(written)) !== formFacts) return { unreadable: [unreadableOf(start)] };
  }
  return { flow: parsed.data };
}
