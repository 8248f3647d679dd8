import type { ModdleElement } from 'bpmn-moddle';
import { readDialectXml } from '@/lib/workflow/dialect-moddle';
import { SIMPLE_FLOW_PROPERTY } from '@/lib/workflow/simple-flow/compile';
import { readBpmn } from './bpmn-read';

/**
 * A model's XML with its process id and name replaced (模型设置). References to the process (the
 * diagram's plane, a participant) are moddle references and follow the element; a tree the
 * simple designer keeps in the process is renamed too, so the model still opens there.
 */
export async function rewriteProcessIdentity(xml: string, identity: { processKey: string; name: string }): Promise<string> {
  await readBpmn(xml);
  const { rootElement, moddle } = await readDialectXml(xml);
  const processes = ((rootElement.rootElements as ModdleElement[] | undefined) ?? []).filter((e) => e.$type === 'bpmn:Process');
  const process = processes.find((p) => p.isExecutable === true) ?? processes[0]!;
  process.id = identity.processKey;
  process.name = identity.name;
  renameStoredTree(process, identity);
  return (await moddle.toXML(rootElement, { format: true })).xml;
}

function renameStoredTree(process: ModdleElement, identity: { processKey: string; name: string }): void {
  const ext = process.extensionElements as ModdleElement | undefined;
  for (const holder of (ext?.values as ModdleElement[] | undefined) ?? []) {
    for (const property of (holder.values as ModdleElement[] | undefined) ?? []) {
      if (property.name !== SIMPLE_FLOW_PROPERTY) continue;
      try {
        const tree = JSON.parse(String(property.value ?? '')) as { process?: { id?: string; name?: string } };
        if (!tree.process) continue;
        tree.process.id = identity.processKey;
        tree.process.name = identity.name;
        property.value = JSON.stringify(tree);
      } catch {
        // A tree that does not parse is not the simple designer's any more; it is left as it is.
      }
    }
  }
}
