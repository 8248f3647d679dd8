import type { Dialect } from '@/lib/workflow/moddle-extensions';
import type { ServiceTaskKind } from '@/lib/workflow/service-task';

/**
 * Two palette entries for the service tasks the engine runs: 抄送节点 (data-action
 * `create.copy-task`) and HTTP 任务 (`create.http-task`), each creating a service task whose
 * engine attribute `type` is already set in the diagram's dialect, so the panel shows its section.
 */

interface Services {
  palette: { registerProvider(priority: number, provider: unknown): void };
  create: { start(event: unknown, shape: unknown): void };
  elementFactory: { createShape(attrs: { type: string; businessObject: unknown }): unknown };
  bpmnFactory: { create(type: string, attrs: Record<string, unknown>): unknown };
  translate: (text: string) => string;
}

type Entries = Record<string, { group: string; className: string; title: string; action: { dragstart: (event: unknown) => void; click: (event: unknown) => void } }>;

const ENTRIES: { kind: ServiceTaskKind; action: string; className: string; title: string; name: string }[] = [
  { kind: 'copy', action: 'create.copy-task', className: 'bpmn-icon-send-task', title: 'Create copy node', name: 'Copy node' },
  { kind: 'http', action: 'create.http-task', className: 'bpmn-icon-service-task', title: 'Create HTTP task', name: 'HTTP task' },
];

export function serviceTaskPaletteModule(dialect: Dialect) {
  function ServiceTaskPalette(palette: Services['palette'], create: Services['create'], elementFactory: Services['elementFactory'], bpmnFactory: Services['bpmnFactory'], translate: Services['translate']) {
    const shapeOf = (kind: ServiceTaskKind, name: string) =>
      elementFactory.createShape({ type: 'bpmn:ServiceTask', businessObject: bpmnFactory.create('bpmn:ServiceTask', { name: translate(name), [`${dialect}:type`]: kind }) });
    palette.registerProvider(400, {
      getPaletteEntries: () => (entries: Entries) => {
        const added: Entries = {};
        for (const entry of ENTRIES) {
          const start = (event: unknown) => create.start(event, shapeOf(entry.kind, entry.name));
          added[entry.action] = { group: 'activity', className: entry.className, title: translate(entry.title), action: { dragstart: start, click: start } };
        }
        return { ...entries, ...added };
      },
    });
  }
  ServiceTaskPalette.$inject = ['palette', 'create', 'elementFactory', 'bpmnFactory', 'translate'];
  return { __init__: ['serviceTaskPalette'], serviceTaskPalette: ['type', ServiceTaskPalette] };
}
