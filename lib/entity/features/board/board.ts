import type { ActionDef } from '../../actions';
import { transitionAllowed } from '../transitions/transitions';
import type { EntityDef } from '../../types';

/**
 * A board view of an entity's list: a column per item of a dictionary field (an opportunity's
 * stage), a card per record. Moving a card runs the declared action `action`, which sets the field
 * from one of its inputs, so the move is checked like any other run of it: its right, its `from`
 * values, the declared transitions, row locks and the audit trail.
 */
export interface BoardDef {
  /** The dictionary field whose values are the columns. */
  field: string;
  /** The declared action that moves a record: it sets `field` from one of its inputs. */
  action: string;
  /** Fields shown on a card under its title, in this order. */
  cardFields: readonly string[];
  /**
   * A money or number field summed under each column's count (an opportunity's amount): over every
   * record of the column the list's filters and the caller's scope let through, not only the cards shown.
   */
  sum?: string;
}

/** The fields a list query sums for its answer's `totals`: the declared list totals and the board's sum. */
export function summedFields(entity: EntityDef): string[] {
  const sum = entity.board?.sum;
  const totals = entity.listTotals ?? [];
  return sum && !totals.includes(sum) ? [...totals, sum] : [...totals];
}

/** The board's action and the name of the input that carries the new value. */
export function boardMove(entity: EntityDef): { name: string; action: ActionDef; input: string } | null {
  const board = entity.board;
  const action = board ? entity.actions?.[board.action] : undefined;
  const value = action?.set[board!.field];
  if (!board || !action || !value || !('input' in value)) return null;
  return { name: board.action, action, input: value.input };
}

/** The columns a card in column `from` may move to (every other column when no transitions govern the field). */
export function boardTargets(entity: EntityDef, from: string, columns: readonly string[]): string[] {
  const transitions = entity.transitions?.field === entity.board?.field ? entity.transitions : undefined;
  return columns.filter((to) => to !== from && (!transitions || transitionAllowed(transitions, from, to)));
}
