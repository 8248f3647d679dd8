import { describe, expect, it } from 'vitest';
import { readDialectXml } from '@/lib/workflow/dialect-moddle';
import { bpmnFacts, drawnElementIds, factDiff } from '../../../support/bpmn-facts';
import { KNOWN_LOSSES, miwgFiles, readMiwg, roundTripProblems } from '../../../support/miwg';

/**
 * The BPMN MIWG reference models read and written again the way the designer does (bpmn-moddle
 * with the document's dialect descriptor, vendor elements kept): nothing of the semantic model or
 * the diagram interchange may be lost or added. The render leg runs in the browser (tests/e2e).
 */

const files = miwgFiles();

describe('MIWG reference models: semantic round trip', () => {
  it('has the reference corpus', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it('tells a lost attribute, a lost element and a lost DI shape apart from a reformatted copy', () => {
    const xml = readMiwg('A.1.0.bpmn');
    expect(factDiff(xml, xml.replace(/>\s+</g, '><'))).toEqual({ lost: [], added: [] });
    const taskTag = /<semantic:task [^>]*>/.exec(xml)![0];
    const id = /id="([^"]+)"/.exec(taskTag)![1]!;
    const name = /name="([^"]+)"/.exec(taskTag)![1]!;
    expect(factDiff(xml, xml.replace(`name="${name}"`, '')).lost).toEqual([expect.stringContaining(`@name=${name}`)]);
    const withoutShape = xml.replace(new RegExp(`<bpmndi:BPMNShape [^>]*bpmnElement="${id}"[\\s\\S]*?</bpmndi:BPMNShape>`), '');
    expect(factDiff(xml, withoutShape).lost.some((f) => f.includes('BPMNShape'))).toBe(true);
    expect(drawnElementIds(xml)).toContain(id);
    expect(factDiff(xml, xml.replace('completionQuantity="1"', 'completionQuantity="2"')).added).toEqual([expect.stringContaining('@completionQuantity=2')]);
  });

  for (const file of files) {
    it(`${file} keeps every element, attribute and diagram shape`, async () => {
      const input = readMiwg(file);
      // Warnings name unknown vendor attributes (kept as they are) and unresolvable references.
      const { rootElement, moddle } = await readDialectXml(input);
      const { xml: output } = await moddle.toXML(rootElement, { format: true });
      const problems = roundTripProblems(file, input, output);
      expect({ lost: problems.lost, added: problems.added }).toEqual({ lost: [], added: [] });
      expect(problems.knownLost).toBe(KNOWN_LOSSES[file]?.count ?? 0);
      expect(bpmnFacts(output).size).toBeGreaterThan(10);
    });
  }
});
