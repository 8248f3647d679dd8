import { DIALECTS, type Dialect } from './moddle-extensions';

/**
 * A new diagram for the designer: one process with a start event, in the chosen dialect. Its id
 * and name carry the current timestamp, so two new models never clash.
 */
export function newProcessIdentity(now: number, namePrefix: string): { id: string; name: string } {
  return { id: `Process_${now}`, name: `${namePrefix}_${now}` };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function newDiagramXml(dialect: Dialect, identity: { id: string; name: string }): string {
  const id = esc(identity.id);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${dialect}="${DIALECTS[dialect]}" id="diagram_${id}" targetNamespace="http://bpmn.io/schema/bpmn">`,
    `  <bpmn2:process id="${id}" name="${esc(identity.name)}" isExecutable="true">`,
    '    <bpmn2:startEvent id="StartEvent_1" />',
    '  </bpmn2:process>',
    `  <bpmndi:BPMNDiagram id="BPMNDiagram_1">`,
    `    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${id}">`,
    '      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">',
    '        <dc:Bounds x="182" y="162" width="36" height="36" />',
    '      </bpmndi:BPMNShape>',
    '    </bpmndi:BPMNPlane>',
    '  </bpmndi:BPMNDiagram>',
    '</bpmn2:definitions>',
  ].join('\n');
}
