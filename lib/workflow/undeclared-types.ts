import { DIALECT_NAMES, DIALECTS, openChildren, openText } from './moddle-extensions';

/**
 * bpmn-moddle keeps an element of a namespace it does not know as a generic element, but drops an
 * element of a known namespace whose type is not declared (camunda:inputOutput, flowable:
 * formProperty's siblings, …), warning "unknown type". So before a document is read, every element
 * name of the dialect namespaces it uses that the descriptors do not declare is declared as an
 * open type: any attributes (kept as they are), any children and a text. The document then
 * exports with all of it, and nothing the engine or the panel reads changes.
 */

/** The part of a moddle instance this needs (bpmn-moddle's, or the one inside bpmn-js). */
export interface DeclaringModdle {
  getPackage(uriOrPrefix: string): { prefix: string } | undefined;
  getTypeDescriptor(name: string): unknown;
  registry: { registerType(type: object, pkg: unknown): void };
}

const NAME = '[A-Za-z_][\\w.-]*';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The local names of the document's elements in the namespace, under every prefix bound to it. */
export function elementNamesIn(xml: string, uri: string): Set<string> {
  const names = new Set<string>();
  const bindings = new RegExp(`xmlns(?::(${NAME}))?\\s*=\\s*["']${escape(uri)}["']`, 'g');
  for (const [, prefix] of xml.matchAll(bindings)) {
    const tag = new RegExp(prefix ? `<${escape(prefix)}:(${NAME})` : `<(${NAME})(?=[\\s/>])`, 'g');
    for (const [, local] of xml.matchAll(tag)) names.add(local!);
  }
  return names;
}

/** moddle's type name for an element name under a lower-case tag alias: inputOutput → InputOutput. */
const typeName = (local: string) => local.charAt(0).toUpperCase() + local.slice(1);

/** Declares the undeclared element types of the document's dialect namespaces; answers their names. */
export function declareUndeclaredTypes(moddle: DeclaringModdle, xml: string): string[] {
  const declared: string[] = [];
  for (const dialect of DIALECT_NAMES) {
    const pkg = moddle.getPackage(DIALECTS[dialect]);
    if (!pkg) continue;
    for (const local of elementNamesIn(xml, DIALECTS[dialect])) {
      const name = typeName(local);
      if (moddle.getTypeDescriptor(`${pkg.prefix}:${name}`)) continue;
      moddle.registry.registerType({ name, superClass: ['Element'], meta: { allowedIn: ['*'] }, properties: [openText(), ...openChildren()] }, pkg);
      declared.push(`${pkg.prefix}:${name}`);
    }
  }
  return declared;
}
