import type { ModdleElement } from 'bpmn-moddle';
import { WorkflowError } from './errors';
import { dialectOf } from '@/lib/workflow/dialect';
import { readDialectXml } from '@/lib/workflow/dialect-moddle';
import { DIALECTS, type Dialect } from '@/lib/workflow/moddle-extensions';

/** Reading BPMN 2.0 XML into moddle elements, with the engine dialects registered. */

export const MODEL_XML_MAX = 2 * 1024 * 1024;

export interface ReadModel {
  definitions: ModdleElement;
  dialect: Dialect;
  processes: ModdleElement[];
}

export async function readBpmn(xml: string): Promise<ReadModel> {
  if (xml.length > MODEL_XML_MAX) throw new WorkflowError('workflow.model.tooLarge');
  const dialect = dialectOf(xml);
  let definitions: ModdleElement;
  try {
    ({ rootElement: definitions } = await readDialectXml(xml, dialect));
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : '';
    throw new WorkflowError('workflow.model.unreadable', { detail });
  }
  const roots = (definitions.rootElements as ModdleElement[] | undefined) ?? [];
  const processes = roots.filter((e) => e.$type === 'bpmn:Process');
  if (processes.length === 0) throw new WorkflowError('workflow.model.noProcess');
  return { definitions, dialect, processes };
}

/**
 * An engine attribute in the model's dialect; an attribute of another dialect written into the
 * same document is kept by moddle as a plain attribute and read from there.
 */
export function extAttr(element: ModdleElement, name: string, dialect: Dialect): string | null {
  const value = element.get(`${dialect}:${name}`);
  if (value !== undefined && value !== null && value !== '') return String(value);
  for (const other of Object.keys(DIALECTS) as Dialect[]) {
    const raw = element.$attrs?.[`${other}:${name}`];
    if (other !== dialect && raw) return raw;
  }
  return null;
}

/** The extension elements of an element whose local type name is one of the given names. */
export function extElements(element: ModdleElement, ...localNames: string[]): ModdleElement[] {
  const ext = element.extensionElements as ModdleElement | undefined;
  const values = (ext?.values as ModdleElement[] | undefined) ?? [];
  const wanted = new Set(localNames.map((n) => n.toLowerCase()));
  return values.filter((v) => wanted.has(v.$type.slice(v.$type.indexOf(':') + 1).toLowerCase()));
}
