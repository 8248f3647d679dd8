/**
 * The palette entry of the delay (延迟器, data-action `create.delay`): an intermediate catch event
 * with a timer that waits one hour until the 定时器 section sets another duration or a date (the
 * engine's delay node; see docs/workflow.md).
 */

interface Services {
  palette: { registerProvider(priority: number, provider: unknown): void };
  create: { start(event: unknown, shape: unknown): void };
  elementFactory: { createShape(attrs: { type: string; businessObject: unknown }): unknown };
  bpmnFactory: { create(type: string, attrs: Record<string, unknown>): { $parent?: unknown } };
  translate: (text: string) => string;
}

type Entries = Record<string, { group: string; className: string; title: string; action: { dragstart: (event: unknown) => void; click: (event: unknown) => void } }>;

/** What a new delay waits until its timer is set. */
export const NEW_DELAY_DURATION = 'PT1H';

export function delayPaletteModule() {
  function DelayPalette(palette: Services['palette'], create: Services['create'], elementFactory: Services['elementFactory'], bpmnFactory: Services['bpmnFactory'], translate: Services['translate']) {
    const shape = () => {
      const duration = bpmnFactory.create('bpmn:FormalExpression', { body: NEW_DELAY_DURATION });
      const timer = bpmnFactory.create('bpmn:TimerEventDefinition', { timeDuration: duration });
      const event = bpmnFactory.create('bpmn:IntermediateCatchEvent', { name: translate('Delay'), eventDefinitions: [timer] });
      duration.$parent = timer;
      timer.$parent = event;
      return elementFactory.createShape({ type: 'bpmn:IntermediateCatchEvent', businessObject: event });
    };
    palette.registerProvider(400, {
      getPaletteEntries: () => (entries: Entries) => {
        const start = (event: unknown) => create.start(event, shape());
        return { ...entries, 'create.delay': { group: 'event', className: 'bpmn-icon-intermediate-event-catch-timer', title: translate('Create delay'), action: { dragstart: start, click: start } } };
      },
    });
  }
  DelayPalette.$inject = ['palette', 'create', 'elementFactory', 'bpmnFactory', 'translate'];
  return { __init__: ['delayPalette'], delayPalette: ['type', DelayPalette] };
}
