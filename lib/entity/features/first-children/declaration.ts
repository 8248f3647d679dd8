export interface FirstChildrenFeature {
  /**
   * Children a new record's form may add with it (a customer's first contact), with the child's
   * fields it shows: created in the same transaction as the record, checked by the child's own
   * rules, and left out when the form leaves them all empty (./first-children.ts).
   */
  firstChildren?: readonly FirstChildDecl[];
}

export interface FirstChildDecl {
  /** The child entity: its parent link names this entity. */
  entity: string;
  /** The child's fields the form shows; every required one besides the link to the parent. */
  fields: readonly string[];
}
