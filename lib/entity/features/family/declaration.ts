/**
 * Records that belong to another record (a customer's contacts) and records that name children:
 * declared with `parent` and `children` (lib/entity/features/family/family.ts reads them).
 */
export interface FamilyFeature {
  /**
   * Child record types shown on the detail view: entity name plus the field pointing back here.
   * Records that name this one without belonging to it (a resource's link to a supplier) stay when
   * it is deleted, unless `onDelete` says 'cascade' (deleted with it) or 'refuse' (the delete is
   * refused while any is left).
   */
  children?: readonly ChildEntry[];
  /**
   * The record that owns this one (a customer's contacts). The child takes its parent's department
   * and may be read, added, changed or deleted exactly when the caller may reach the parent (by
   * key too); deleting a parent with live children is refused unless onDelete says 'cascade'.
   * A record kind several kinds of record own alike (follow-ups of leads, customers and
   * opportunities) names them all with the field that says which kind owns each record.
   */
  parent?: ParentLink | SharedParentLink;
}

export interface ChildEntry {
  entity: string;
  foreignKey: string;
  label: string;
  onDelete?: 'refuse' | 'cascade';
}

export interface ParentLink {
  /** The owning entity's name. */
  entity: string;
  /** The child's field holding the parent's key (a required field of the child). */
  foreignKey: string;
  /** What deleting the parent does to live children: refuse (default) or delete them too. */
  onDelete?: 'refuse' | 'cascade';
  /**
   * Parent fields kept as the sum of a field over the live children, by child field: an order's
   * total is `{ amount: 'total_amount' }` on its lines. Worked out by the database on every write
   * of a child, under a lock on the parent, so two lines saved at once both count.
   */
  totals?: Readonly<Record<string, string>>;
  /**
   * Parent fields kept as the average of a child field over the live children, weighted by
   * another child field when `weight` is named, rounded to `scale` decimals (default 0, the
   * integer): an objective's progress is `{ progress: { into: 'progress', weight: 'weight' } }` on
   * its key results; a resource's rating `{ score: { into: 'avg_rating', scale: 1 } }` (4.5).
   * No children (or no weight) gives 0. Kept like totals, under a lock on the parent.
   */
  averages?: Readonly<Record<string, { into: string; weight?: string; scale?: number }>>;
  /**
   * Parent fields kept as the value of the latest live child (by creation), by child field: a key
   * result's progress is its latest check-in's. Kept like totals; a parent with no children keeps
   * its value.
   */
  latest?: Readonly<Record<string, string>>;
  /**
   * Child fields copied from the parent, by child field: a quote takes its project's customer
   * `{ customer_key: 'customer_key', customer_name: 'customer_name' }`. Written by the server
   * whenever the child is created or moved to another parent; the fields are `form: false`.
   */
  copies?: Readonly<Record<string, string>>;
}

/** A parent of one of several kinds: `kindField` holds the owning entity's name, `foreignKey` its key. */
export interface SharedParentLink {
  entities: readonly string[];
  /** A required field of the child holding the parent entity's name. */
  kindField: string;
  foreignKey: string;
  onDelete?: 'refuse' | 'cascade';
}
