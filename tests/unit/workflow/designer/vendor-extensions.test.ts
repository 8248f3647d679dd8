import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { readBpmn } from '@/lib/backend/modules/workflow/model/bpmn-read';
import { dialectOf } from '@/lib/workflow/dialect';
import { readDialectXml } from '@/lib/workflow/dialect-moddle';
import { DIALECTS, moddleExtensions, type Dialect } from '@/lib/workflow/moddle-extensions';
import type { ModdleNode } from '@/lib/workflow/moddle-node';
import { elementNamesIn } from '@/lib/workflow/undeclared-types';
import { bpmnFacts, factDiff } from '../../../support/bpmn-facts';

/**
 * Models written for Camunda, Flowable or Activiti keep every extension element and attribute
 * they were opened with, also those our descriptors do not declare (camunda:inputOutput with its
 * maps, lists and scripts, camunda:connector, flowable:variableAggregation, activiti:in, …):
 * read and written again the way the designer and the engine read them, the facts of input and
 * output are the same.
 */

const FOLDER = path.resolve(process.cwd(), 'tests/fixtures/vendor-extensions');
const fixture = (dialect: Dialect) => readFileSync(path.join(FOLDER, `${dialect}.bpmn`), 'utf8');

async function roundTrip(xml: string): Promise<string> {
  const { rootElement, moddle } = await readDialectXml(xml);
  return (await moddle.toXML(rootElement, { format: true })).xml;
}

/** The facts about elements and attributes of the dialect's namespace. */
const vendorFacts = (xml: string, dialect: Dialect) => [...bpmnFacts(xml)].filter((f) => f.includes(`{${DIALECTS[dialect]}}`));

/** Undeclared elements each fixture carries, so a test of it is a test of keeping them. */
const UNDECLARED: Record<Dialect, string[]> = {
  camunda: ['inputOutput', 'inputParameter', 'outputParameter', 'map', 'entry', 'list', 'connector', 'connectorId', 'potentialStarter'],
  flowable: ['eventListener', 'variableAggregation', 'variable'],
  activiti: ['in', 'out'],
};

describe('vendor extension elements survive a round trip', () => {
  for (const dialect of ['camunda', 'flowable', 'activiti'] as const) {
    it(`${dialect}: every element and attribute, declared or not, comes back`, async () => {
      const input = fixture(dialect);
      expect(dialectOf(input)).toBe(dialect);
      const names = elementNamesIn(input, DIALECTS[dialect]);
      for (const name of UNDECLARED[dialect]) {
        expect(names.has(name), name).toBe(true);
        expect(moddleExtensions[dialect].types.some((t) => t.name.toLowerCase() === name.toLowerCase()), `${name} is not declared`).toBe(false);
      }

      const output = await roundTrip(input);
      expect(factDiff(input, output)).toEqual({ lost: [], added: [] });
      expect(vendorFacts(output, dialect).length).toBeGreaterThan(25);
    });

    it(`${dialect}: without declaring them, bpmn-moddle would lose the undeclared ones`, async () => {
      const input = fixture(dialect);
      const moddle = new BpmnModdle({ [dialect]: moddleExtensions[dialect] });
      const { rootElement } = await moddle.fromXML(input, 'bpmn:Definitions');
      const { xml } = await moddle.toXML(rootElement, { format: true });
      const lost = factDiff(input, xml).lost;
      for (const name of UNDECLARED[dialect]) expect(lost.some((f) => f.includes(`}:${name}`)), name).toBe(true);
    });
  }

  it('keeps an injected field written with attributes and with child elements apart', async () => {
    const input = fixture('camunda');
    const output = await roundTrip(input);
    expect(output).toContain('<camunda:field name="to" expression="${applicant}" />');
    expect(output).toMatch(/<camunda:field name="channel">\s*<camunda:string>sms<\/camunda:string>/);
    const flowable = await roundTrip(fixture('flowable'));
    expect(flowable).toMatch(/<flowable:field name="target">\s*<flowable:expression>\$\{archivePath\}<\/flowable:expression>/);
  });

  it('the engine reads what it uses as before', async () => {
    const { processes } = await readBpmn(fixture('flowable'));
    const start = (processes[0]!.flowElements as ModdleNode[]).find((e) => e.get('id') === 'StartEvent_1')!;
    const values = ((start.get('extensionElements') as ModdleNode).get('values') as ModdleNode[]).map((v) => v.$type);
    expect(values).toEqual(['flowable:FormProperty', 'flowable:FormProperty']);
    const kinds = ((start.get('extensionElements') as ModdleNode).get('values') as ModdleNode[])[1]!.get('values') as ModdleNode[];
    expect(kinds.map((v) => v.get('name'))).toEqual(['差旅', '餐费']);
  });
});
