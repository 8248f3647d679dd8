import { FIRST_CHILDREN_INPUT, firstChildSchema, isBlankChild, type FirstChild } from '@/lib/entity/features/first-children/first-children';
import { kindOf } from '../../fields';
import type { Issue } from '../../form-values';

/** The form's name of a first child's field: nested under the child kind, apart from the record's own fields. */
export function firstChildFieldName(first: FirstChild, field: string): [string, string, string] {
  return [FIRST_CHILDREN_INPUT, first.child.name, field];
}

/** A first child's empty inputs (declared defaults), for the form's initial values. */
export function firstChildBlank(first: FirstChild): Record<string, unknown> {
  return Object.fromEntries(first.fields.map(([name, field]) => [name, kindOf(field).toForm(field.defaultValue ?? null, field)]));
}

/** A first child's inputs as addOrUpdate takes them. */
export function firstChildPayload(first: FirstChild, values: unknown): Record<string, unknown> {
  const given = values && typeof values === 'object' ? (values as Record<string, unknown>) : {};
  return Object.fromEntries(first.fields.map(([name, field]) => [name, kindOf(field).fromForm(given[name], field)]));
}

export interface FirstChildCheck {
  /** What to send (undefined: left blank, so not created). */
  payload: Record<string, unknown> | undefined;
  /** The child's rules' complaints, one per field, as the form's field errors. */
  errors: { name: [string, string, string]; errors: string[] }[];
}

/** A first child's inputs checked by the child's own rules; a blank one is fine and sends nothing. */
export function checkFirstChild(first: FirstChild, values: unknown, text: (message: string) => string): FirstChildCheck {
  const payload = firstChildPayload(first, values);
  if (isBlankChild(payload)) return { payload: undefined, errors: [] };
  const result = firstChildSchema(first).safeParse(payload);
  if (result.success) return { payload, errors: [] };
  const seen = new Map<string, string>();
  for (const issue of result.error.issues as readonly Issue[]) {
    const name = issue.path[0];
    if (typeof name === 'string' && !seen.has(name)) seen.set(name, text(issue.message));
  }
  return { payload, errors: [...seen].map(([name, message]) => ({ name: firstChildFieldName(first, name), errors: [message] })) };
}
