/**
 * What an empty list says besides "no records yet": why this view may be empty and where the data
 * is (我的线索 lists only the leads the caller follows; 线索公海 has the unclaimed ones). Declared
 * with the entity or with the menu view that lists it.
 */
export interface EmptyHint {
  /** Message key (full path) of the reason. */
  text: string;
  /** A page where the records are: its menu path and the message key of its name. */
  link?: { path: string; label: string };
}
