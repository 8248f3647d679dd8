import bpmnSchema from 'bpmn-moddle/resources/bpmn/json/bpmn.json';
import bpmndiSchema from 'bpmn-moddle/resources/bpmn/json/bpmndi.json';
import dcSchema from 'bpmn-moddle/resources/bpmn/json/dc.json';
import diSchema from 'bpmn-moddle/resources/bpmn/json/di.json';

/**
 * A BPMN document as a set of facts for the MIWG round trip: every element (by namespace URI and
 * local name, and its id or its position among same-named siblings), every attribute and every
 * text, with namespaces resolved. Two documents that differ only in prefixes, attribute order,
 * the order of differently named siblings, number spelling (100.0 / 100) or indentation give the
 * same facts; a lost or added element, attribute or DI shape shows as a differing fact.
 */

const SHORT: Record<string, string> = {
  'http://www.omg.org/spec/BPMN/20100524/MODEL': 'bpmn',
  'http://www.omg.org/spec/BPMN/20100524/DI': 'bpmndi',
  'http://www.omg.org/spec/DD/20100524/DC': 'dc',
  'http://www.omg.org/spec/DD/20100524/DI': 'di',
  'http://www.w3.org/2001/XMLSchema-instance': 'xsi',
};
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/**
 * Attribute defaults of the BPMN 2.0 schema (completionQuantity=1, isInterrupting=true, …): an
 * attribute written with its default value means the same as one left out, and writers leave
 * them out, so such facts are not counted.
 */
const SCHEMA_DEFAULTS: ReadonlyMap<string, string> = (() => {
  type Schema = { types: { properties?: { name: string; isAttr?: boolean; default?: unknown }[] }[] };
  const defaults = new Map<string, string>();
  for (const schema of [bpmnSchema, bpmndiSchema, dcSchema, diSchema] as Schema[]) {
    for (const type of schema.types) {
      for (const property of type.properties ?? []) {
        if (property.isAttr && property.default !== undefined) defaults.set(property.name, String(property.default));
      }
    }
  }
  return defaults;
})();

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Attribute values arrive with their entities undecoded: &#10; and &#xA; are the same text. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? whole;
  });
}

interface Scope {
  prefixes: Map<string, string>;
  /** Facts path of this element. */
  path: string;
  /** How many children of each name were seen, for positions. */
  seen: Map<string, number>;
  text: string;
}

const qualified = (uri: string, local: string) => `${SHORT[uri] ?? (uri ? `{${uri}}` : '')}${uri ? ':' : ''}${local}`;

function normalizeValue(value: string): string {
  const trimmed = value.trim();
  if (/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(trimmed)) return String(Number(trimmed));
  return trimmed;
}

/**
 * A small XML reader for well-formed documents: comments, processing instructions and the
 * doctype are skipped; elements, attributes, text and CDATA are reported in order.
 */
const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<\/([^\s>]+)\s*>|<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function bpmnFacts(xml: string): Set<string> {
  const facts = new Set<string>();
  const stack: Scope[] = [{ prefixes: new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]), path: '', seen: new Map(), text: '' }];

  const resolve = (prefixes: Map<string, string>, name: string, useDefault: boolean): string => {
    const colon = name.indexOf(':');
    if (colon < 0) return qualified(useDefault ? (prefixes.get('') ?? '') : '', name);
    const uri = prefixes.get(name.slice(0, colon));
    return uri === undefined ? name : qualified(uri, name.slice(colon + 1));
  };

  const open = (name: string, attrs: Record<string, string>) => {
    const parent = stack[stack.length - 1]!;
    const prefixes = new Map(parent.prefixes);
    for (const [key, value] of Object.entries(attrs)) {
      if (key === 'xmlns') prefixes.set('', value);
      else if (key.startsWith('xmlns:')) prefixes.set(key.slice(6), value);
    }
    let element = resolve(prefixes, name, true);
    // The XSD's substitution element <formalExpression> is <expression xsi:type="tFormalExpression">.
    if (element === 'bpmn:formalExpression') {
      element = 'bpmn:expression';
      attrs['xsi-implied:type'] = 'bpmn:tFormalExpression';
    }
    const index = parent.seen.get(element) ?? 0;
    parent.seen.set(element, index + 1);
    const path = `${parent.path}/${element}${attrs.id ? `#${decodeEntities(attrs.id)}` : `[${index}]`}`;
    facts.add(path);
    for (const [key, raw] of Object.entries(attrs)) {
      if (key === 'xmlns' || key.startsWith('xmlns:') || key === 'id') continue;
      const attr = key === 'xsi-implied:type' ? qualified(XSI, 'type') : resolve(prefixes, key, false);
      let value = normalizeValue(decodeEntities(raw));
      if (!key.includes(':') && SCHEMA_DEFAULTS.get(key) === value) continue;
      // Attribute values that are qualified names (xsi:type, typeRef, …) compare by namespace.
      if (/^[A-Za-z_][\w.-]*:[A-Za-z_][\w.-]*$/.test(value) && prefixes.has(value.slice(0, value.indexOf(':')))) value = resolve(prefixes, value, false);
      else if (attr === qualified(XSI, 'type')) value = resolve(prefixes, value, true);
      // A waypoint is a dc:Point by its declaration; saying so changes nothing.
      if (attr === qualified(XSI, 'type') && element === 'di:waypoint' && value === 'dc:Point') continue;
      facts.add(`${path}@${attr}=${value.replace(/\s+/g, ' ')}`);
    }
    stack.push({ prefixes, path, seen: new Map(), text: '' });
  };

  const close = () => {
    const scope = stack.pop();
    if (!scope || stack.length === 0) throw new Error('unbalanced XML');
    const text = scope.text.trim();
    if (text) facts.add(`${scope.path}#text=${text.replace(/\s+/g, ' ')}`);
  };

  for (const match of xml.matchAll(TOKEN)) {
    const [, cdata, closing, opening, attrText, selfClosing, text] = match;
    if (cdata !== undefined) stack[stack.length - 1]!.text += cdata;
    else if (closing !== undefined) close();
    else if (opening !== undefined) {
      const attrs: Record<string, string> = {};
      for (const a of (attrText ?? '').matchAll(ATTRIBUTE)) attrs[a[1]!] = a[2] ?? a[3] ?? '';
      open(opening, attrs);
      if (selfClosing) close();
    } else if (text !== undefined) stack[stack.length - 1]!.text += decodeEntities(text);
  }
  if (stack.length !== 1) throw new Error('unbalanced XML');
  return facts;
}

/** What the output lost and what it added, compared with the input. */
export function factDiff(input: string, output: string): { lost: string[]; added: string[] } {
  const before = bpmnFacts(input);
  const after = bpmnFacts(output);
  return { lost: [...before].filter((f) => !after.has(f)), added: [...after].filter((f) => !before.has(f)) };
}

/** For each diagram (BPMNDiagram) of a document, the ids of the elements its shapes and edges draw. */
export function drawnIdsByDiagram(xml: string): string[][] {
  const diagrams = new Map<string, string[]>();
  for (const fact of bpmnFacts(xml)) {
    const match = /\/bpmndi:BPMNDiagram(#[^/]+|\[\d+\])\/.*\/bpmndi:BPMN(?:Shape|Edge)#[^/@]+@bpmnElement=(.+)$/.exec(fact);
    if (!match) continue;
    const list = diagrams.get(match[1]!) ?? [];
    list.push(match[2]!);
    diagrams.set(match[1]!, list);
  }
  return [...diagrams.values()];
}

/** The ids of every element the document's diagrams draw. */
export function drawnElementIds(xml: string): string[] {
  return drawnIdsByDiagram(xml).flat();
}
