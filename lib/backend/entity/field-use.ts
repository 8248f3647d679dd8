import { ApiError } from '../http/errors';

/** What a list query does with a field: narrows the records by it (a filter, the advanced query) or orders them by it. */
export type FieldUse = 'filter' | 'sort';

/**
 * Refuses, by throwing the refusal to answer, a use of a field this caller may not make; returns
 * for every other. The features decide (../listing-step.ts, `fieldUse`); the engine asks wherever
 * a list query names a field.
 */
export type FieldUseCheck = (name: string, use: FieldUse) => void;

/** No feature limits the caller: every field the list offers may be used. */
export const anyFieldUse: FieldUseCheck = () => {};

/** Every check in turn: the first to refuse answers. */
export function allFieldUses(checks: readonly FieldUseCheck[]): FieldUseCheck {
  if (checks.length === 0) return anyFieldUse;
  if (checks.length === 1) return checks[0]!;
  return (name, use) => {
    for (const check of checks) check(name, use);
  };
}

/** Whether the check lets the caller make this use of the field (its refusal caught, any other error thrown on). */
export function allowsUse(check: FieldUseCheck, name: string, use: FieldUse): boolean {
  try {
    check(name, use);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
