/**
 * How the engine's refusals name an element and what it uses, shared by the deploy and the
 * designer so both say exactly the same.
 */

interface Named {
  $type: string;
  id?: unknown;
  name?: unknown;
}

/** The local name of a moddle type: bpmn:UserTask → userTask. */
export function localType(element: Named): string {
  const name = element.$type.slice(element.$type.indexOf(':') + 1);
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** How an element is named in a refusal: its name and id. */
export function describe(element: Named): string {
  return element.name ? `${String(element.name)} (${String(element.id ?? '')})` : String(element.id ?? localType(element));
}
