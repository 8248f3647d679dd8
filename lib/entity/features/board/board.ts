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

/**
 * A board as a list shows it: the kind's declared board for its own field; for another choice field
 * (a saved kanban view), the first few shown list fields on the cards, no sum, and moves saved as an
 * edit of the record, checked like any edit.
 */
export interface BoardSetup {
  field: string;
  cardFields: readonly string[];
  sum?: string;
  /** The declared action that moves a card; absent: a move is an edit of the field. */
  action?: string;
}

const CARD_FIELDS = 3;

export function boardSetup(entity: EntityDef, field: string): BoardSetup {
  if (entity.board?.field === field) return entity.board;
  const cardFields = Object.entries(entity.fields)
    .filter(([name, f]) => name !== field && name !== entity.titleField && !f.hidden && f.list !== false && f.list?.hiddenByDefault !== true && f.type !== 'file' && f.type !== 'image' && f.type !== 'richText' && f.type !== 'textarea')
    .slice(0, CARD_FIELDS)
    .map(([name]) => name);
  return { field, cardFields };
}

/** The board's action and the name of the input that carries the new value. */
export function boardMove(entity: EntityDef, board: BoardSetup | undefined = entity.board): { name: string; action: ActionDef; input: string } | null {
  const action = board?.action ? entity.actions?.[board.action] : undefined;
  const value = action?.set[board!.field];
  if (!board?.action || !action || !value || !('input' in value)) return null;
  return { name: board.action, action, input: value.input };
}

/** The columns a card in column `from` may move to (every other column when no transitions govern the field). */
export function boardTargets(entity: EntityDef, from: string, columns: readonly string[], field: string | undefined = entity.board?.field): string[] {
  const transitions = entity.transitions?.field === field ? entity.transitions : undefined;
  return columns.filter((to) => to !== from && (!transitions || transitionAllowed(transitions, from, to)));
}
