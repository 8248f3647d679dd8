/**
 * Summary fields: the start-form fields a model shows on its requests' rows in the workbench lists
 * (an amount, a counterparty, a project), so an approver sees what a request is about without
 * opening it. A field is one when it carries the form-field property `summary` = `true`; a record
 * bound to the model fills them through its start form like any other field.
 */

export const SUMMARY_PROPERTY = 'summary';

/** The most a row shows; further summary fields are left to the request itself. */
export const SUMMARY_LIMIT = 3;

type Property = { id: string; value: string | null };

export function isSummaryField(properties: readonly Property[]): boolean {
  return properties.some((p) => p.id === SUMMARY_PROPERTY && (p.value ?? '').trim().toLowerCase() === 'true');
}

/** The properties with the summary mark set or taken away, the others as they were. */
export function withSummaryMark<P extends Property>(properties: readonly P[], on: boolean): P[] {
  const others = properties.filter((p) => p.id !== SUMMARY_PROPERTY);
  return on ? [...others, { id: SUMMARY_PROPERTY, value: 'true' } as P] : others;
}
