export interface ReadOnlyFeature {
  /**
   * Values of a field in which a record is read-only (a committed quote, an archived contract):
   * its changes and deletes are refused with the message, and so are those of its children
   * (./read-only.ts). Declared actions still run where their `from` allows.
   */
  readOnlyWhile?: readonly ReadOnlyWhile[];
}

export interface ReadOnlyWhile {
  field: string;
  values: readonly string[];
  /** Message key said when a change is refused. */
  message: string;
  /**
   * Child kinds still written while the record is held this way (payments recorded against an
   * approved payment plan); its other children stay as they are.
   */
  openTo?: readonly string[];
}
