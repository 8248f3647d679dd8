export interface OverdueFeature {
  /**
   * Records past a date field's day are overdue (a task past its due date) unless another field
   * holds one of the given values (done): the list and the board highlight them (./overdue.ts).
   */
  overdue?: OverdueDecl;
}

export interface OverdueDecl {
  /** A date field: the last day the record is on time. */
  field: string;
  /** The record is not overdue while this field holds one of these values. */
  unless?: { field: string; values: readonly string[] };
  /** A number field of what is still owed: the record is not overdue once it is zero or less (a plan paid in full). */
  owing?: string;
}
