import type { FormDesign } from './design';

/**
 * Field rights (字段权限): what each approval step does with each control of a designed form. A step
 * reads a control unless it says otherwise; it may let its approver edit it, or hide it from them.
 *
 * Stored on the BPMN user task as one extension property, `formRights`, whose value is a JSON object
 * from top-level control id to `edit` or `hidden` (`read` is the default and is not written), e.g.
 * `{"bankAccount":"hidden","remark":"edit"}`. The deploy compiles it to `node.userTask.formRights`.
 *
 * Who sees a control of a request (the server answers nothing else, the browser shows the same):
 * - the initiator and administrators see every control;
 * - whoever holds or held a task of the request (assigned, offered, handed over, delegated, added as
 *   a signer) sees a control unless every step of theirs hides it: one step that shows it is enough,
 *   since they saw it there;
 * - anyone else who may read the request (copied, readers of the bound record) sees the controls no
 *   step of the version hides.
 */

export const FORM_RIGHTS_PROPERTY = 'formRights';

export const FIELD_RIGHTS = ['read', 'edit', 'hidden'] as const;
export type FieldRight = (typeof FIELD_RIGHTS)[number];

/** A step's rights by control id; a control it does not name is read. */
export type FormRights = Readonly<Record<string, FieldRight>>;

/** Controls that hold nothing a person types: they can be shown or hidden, never edited. */
const NOT_EDITABLE_KINDS: ReadonlySet<string> = new Set(['formula', 'description']);

export const isFieldRight = (value: unknown): value is FieldRight => typeof value === 'string' && (FIELD_RIGHTS as readonly string[]).includes(value);

export type RightsIssue =
  | { key: 'formRightsInvalid' }
  | { key: 'formRightBadValue'; field: string; value: string }
  | { key: 'formRightUnknownField'; field: string }
  | { key: 'formRightNotEditable'; field: string };

/** The property's text read: the rights (without `read` entries), or the first thing wrong with it. */
export function parseFormRights(text: string | null | undefined): { rights: FormRights; issue: RightsIssue | null } {
  if (!text?.trim()) return { rights: {}, issue: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { rights: {}, issue: { key: 'formRightsInvalid' } };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { rights: {}, issue: { key: 'formRightsInvalid' } };
  const rights: Record<string, FieldRight> = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (!isFieldRight(value)) return { rights: {}, issue: { key: 'formRightBadValue', field, value: String(value) } };
    if (value !== 'read') rights[field] = value;
  }
  return { rights, issue: null };
}

/** The property's text for the rights a designer set; null when every control is read (nothing to write). */
export function formatFormRights(rights: Readonly<Record<string, FieldRight>>): string | null {
  const set = Object.entries(rights).filter(([, r]) => r !== 'read');
  return set.length ? JSON.stringify(Object.fromEntries(set)) : null;
}

/** The first right that does not fit the form: a control it does not have, or an edit of a computed one. */
export function rightsIssueAgainst(design: FormDesign | undefined, rights: FormRights): RightsIssue | null {
  const controls = new Map((design?.fields ?? []).map((c) => [c.id, c.kind]));
  for (const [field, right] of Object.entries(rights)) {
    const kind = controls.get(field);
    if (!kind) return { key: 'formRightUnknownField', field };
    if (right === 'edit' && NOT_EDITABLE_KINDS.has(kind)) return { key: 'formRightNotEditable', field };
  }
  return null;
}

export const editableFieldsOf = (rights: FormRights | undefined): string[] => Object.entries(rights ?? {}).filter(([, r]) => r === 'edit').map(([f]) => f);

/** The controls a step lets its approver edit, in form order. */
export const editableControlsOf = (design: FormDesign, rights: FormRights | undefined): string[] => design.fields.filter((c) => rights?.[c.id] === 'edit').map((c) => c.id);

/** How the reader stands to the request, as far as its form is concerned. */
export type FormViewer = { kind: 'all' } | { kind: 'steps'; nodeIds: readonly string[] } | { kind: 'outsider' };

/** The controls hidden from a viewer, given each step's rights by node id. */
export function hiddenFieldsFor(rightsByNode: Readonly<Record<string, FormRights | undefined>>, viewer: FormViewer): Set<string> {
  if (viewer.kind === 'all') return new Set();
  const hiddenAt = (node: string) => new Set(Object.entries(rightsByNode[node] ?? {}).filter(([, r]) => r === 'hidden').map(([f]) => f));
  if (viewer.kind === 'outsider') return new Set(Object.keys(rightsByNode).flatMap((node) => [...hiddenAt(node)]));
  const [first, ...rest] = viewer.nodeIds;
  if (first === undefined) return new Set();
  const hidden = hiddenAt(first);
  for (const node of rest) {
    const here = hiddenAt(node);
    for (const field of hidden) if (!here.has(field)) hidden.delete(field);
  }
  return hidden;
}

/** The values without the hidden controls' (absent, not blanked). */
export function withoutFields<V>(values: Readonly<Record<string, V>>, hidden: ReadonlySet<string>): Record<string, V> {
  if (hidden.size === 0) return { ...values };
  return Object.fromEntries(Object.entries(values).filter(([k]) => !hidden.has(k)));
}

/** The form without the hidden controls. */
export function designWithout(design: FormDesign, hidden: ReadonlySet<string>): FormDesign {
  return hidden.size === 0 ? design : { ...design, fields: design.fields.filter((c) => !hidden.has(c.id)) };
}

/**
 * The part of the form an approver edits at their step: the editable controls only. A show-when
 * rule reading a control outside that part is dropped (the control shows); the server applies the
 * rule again to the whole form.
 */
export function editableDesign(design: FormDesign, editable: readonly string[]): FormDesign {
  const ids = new Set(editable);
  return { ...design, fields: design.fields.filter((c) => ids.has(c.id)).map((c) => (c.showWhen && !ids.has(c.showWhen.field) ? { ...c, showWhen: undefined } : c)) };
}
