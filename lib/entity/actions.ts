import type { FieldDecl, FieldDef } from './types';

/** Where a declared action is offered: on one record (its row, its record page) or on selected rows. */
export type ActionPlace = 'row' | 'bulk';

/** A field and the values it must hold for an action to run. */
export interface ActionCondition {
  field: string;
  values: readonly (string | boolean)[];
}

/** An action's conditions as a list (none, one or several). */
export function fromConditions(action: Pick<ActionDecl, 'from'>): readonly ActionCondition[] {
  if (!action.from) return [];
  return 'field' in action.from ? [action.from] : action.from;
}

/** What an action writes into a field. */
export type ActionValue =
  /** A constant (null clears the field). */
  | { value: string | number | boolean | null }
  /** What the user gave in the action's dialog. */
  | { input: string }
  /** The moment the action runs. */
  | { now: true }
  /** The user running it. */
  | { caller: true }
  /** The first department of the user running it (a claimed record moves to the claimer's department). */
  | { callerDepartment: true }
  /** The first department of the user named by an input (a record handed to someone moves with it). */
  | { departmentOfUser: string };

/**
 * A record action declared next to the entity (转入公海, 领取, 分配, 变更跟进人): who may run it, from
 * which values of a field, what it asks for, and what it writes. Each becomes an API call
 * (`POST {apiBase}/{action}` with `ids` and the inputs), a button with a confirmation, and an audit
 * entry under the action's name.
 */
export interface ActionDecl {
  /** Message key of the button; default `entity.<entity>.actions.<action>.label`. */
  label?: string;
  where: readonly ActionPlace[];
  /** Menu name whose grant is needed; default the entity's update right. */
  right?: string;
  /** The action runs only on records whose field holds one of these values (each condition, when several). */
  from?: ActionCondition | readonly ActionCondition[];
  /** Asked for in the action's dialog; labels default to `entity.<entity>.actions.<action>.inputs.<input>`. */
  inputs?: Record<string, FieldDecl>;
  /** Inputs the dialog fills in from the record's own fields (input name -> field name), for one record. */
  prefill?: Readonly<Record<string, string>>;
  set: Record<string, ActionValue>;
  /** Red button and confirmation (default false). */
  danger?: boolean;
}

/** An action with its labels filled in (see defineEntity). */
export interface ActionDef extends Omit<ActionDecl, 'label' | 'inputs'> {
  label: string;
  /** The confirmation question: `entity.<entity>.actions.<action>.confirm`. */
  confirm: string;
  /** The success message: `entity.<entity>.actions.<action>.done`. */
  done: string;
  inputs: Record<string, FieldDef>;
}

/** Names an action may not take: they are the generic calls' own path segments. */
export const RESERVED_ACTION_NAMES: readonly string[] = ['query', 'addOrUpdate', 'deleteById', 'deleteBatch', 'detail', 'exportXls', 'importTemplate'];
