import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { factDiff } from './bpmn-facts';

/** The BPMN MIWG reference models (tests/fixtures/bpmn-miwg) and what their round trip may lose. */

// From the repository root: vitest and Playwright both run there (Playwright's loader has no import.meta).
export const MIWG_FOLDER = path.resolve(process.cwd(), 'tests/fixtures/bpmn-miwg');
export const miwgFiles = (): string[] => readdirSync(MIWG_FOLDER).filter((f) => f.endsWith('.bpmn')).sort();
export const readMiwg = (file: string): string => readFileSync(path.join(MIWG_FOLDER, file), 'utf8');

/**
 * The losses bpmn-moddle cannot avoid, both in C.8.1 and listed exactly, so any other fails:
 * - three operations name their out-message `triso:unspecified`, a reference into a namespace the
 *   document does not contain; a reference that resolves to nothing is dropped when read
 *   (reported as "unresolved reference");
 * - two vendor elements carry the same attribute twice, plain and with their own prefix
 *   (`constraintsType` and `triso:constraintsType`, same value); moddle keeps one of the two.
 */
export const KNOWN_LOSSES: Record<string, { pattern: RegExp; count: number }> = {
  'C.8.1.bpmn': {
    pattern:
      /\/bpmn:operation#[^/]+\/bpmn:outMessageRef\[0\](#text=triso:unspecified)?$|\/\{http:\/\/www\.trisotech\.com\/2015\/triso\/modeling\}:allowedValues\[0\]@\{http:\/\/www\.trisotech\.com\/2015\/triso\/modeling\}:constraintsType=enumeration$/,
    count: 8,
  },
};

/** What the round trip lost (less the known losses), what it added, and how many known losses it had. */
export function roundTripProblems(file: string, input: string, output: string) {
  const { lost, added } = factDiff(input, output);
  const known = KNOWN_LOSSES[file]?.pattern;
  return { lost: lost.filter((f) => !known?.test(f)), added, knownLost: known ? lost.filter((f) => known.test(f)).length : 0 };
}

/**
 * What bpmn-js cannot draw: the elements of a process that a diagram shows inside an expanded
 * call activity (B.1.0 and B.2.0 draw the called process there). bpmn-js draws the call activity
 * but not another process's elements within it; their shapes are kept and exported all the same.
 */
export function calledProcessElementIds(xml: string): Set<string> {
  const called = new Set([...xml.matchAll(/calledElement="([^"]+)"/g)].map((m) => m[1]!));
  const participants = new Set([...xml.matchAll(/processRef="([^"]+)"/g)].map((m) => m[1]!));
  const ids = new Set<string>();
  for (const processId of called) {
    if (participants.has(processId)) continue;
    const start = xml.search(new RegExp(`<(\\w+:)?process [^>]*id="${processId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    if (start < 0) continue;
    const end = xml.indexOf('process>', start);
    for (const m of xml.slice(start, end).matchAll(/\sid="([^"]+)"/g)) ids.add(m[1]!);
  }
  return ids;
}
