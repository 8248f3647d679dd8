/** Records of a kind that may be merged into one (./merge.ts): declared on the entity as `merge`. */
export interface MergeFeature {
  /**
   * Duplicates of this kind may be merged: every record naming the merged ones (children, `ref`
   * fields of every kind) moves to the survivor in one transaction and the merged keys lead to
   * it. `right` names the button right (sys_permission.name) the merge needs besides the update right.
   */
  merge?: { right: string };
}

/** The history's entries of a merge: on the survivor, and on each record merged into it. */
export const MERGE_AUDIT_ACTIONS: readonly string[] = ['merge', 'mergedInto'];
