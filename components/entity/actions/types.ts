import type { ComponentType } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRights } from '../entity-rights';
import type { EntityRecord } from '../fields';

/** What a registered row action gets: the row, what the user may do, and a way to reload the list. */
export interface RowActionProps {
  entity: EntityDef;
  record: EntityRecord;
  recordKey: string;
  rights: EntityRights;
  compact: boolean;
  refresh: () => void;
}

/** What a registered toolbar action gets: the selected rows besides the list's refresh. */
export interface ToolbarActionProps {
  entity: EntityDef;
  /** The list's fixed values (which view of the entity this is: the public pool, say). */
  fixed: Readonly<Record<string, string>>;
  selected: readonly string[];
  rights: EntityRights;
  refresh: () => void;
  clearSelection: () => void;
}

/** What a form replacing the generic drawer gets (the same as EntityFormDrawer). */
export interface EntityFormProps {
  entity: EntityDef;
  /** Values the opener fixes (a parent's key). */
  fixed?: Readonly<Record<string, string>>;
  /** null: a new record. */
  recordKey: string | null;
  onSaved: (record: EntityRecord) => void;
  /** After the closing animation: the opener unmounts the form. */
  onClosed: () => void;
}

/**
 * Actions one entity needs beyond detail/edit/delete, rendered by the generic list page so no
 * entity needs a page of its own.
 */
export interface EntityActions {
  row?: ComponentType<RowActionProps>;
  /** Pixels the row actions add to the operations column (its width is fixed for pinning). */
  rowWidth?: number;
  toolbar?: ComponentType<ToolbarActionProps>;
  /** The toolbar actions work on selected rows: the table offers selection even without the delete right. */
  selectsRows?: boolean;
  /** Runs after a record of this entity was created, changed or deleted (caches elsewhere go stale). */
  afterChange?: () => void;
  /** A form of its own for creating and editing, instead of the generic drawer (a project's wizard). */
  form?: ComponentType<EntityFormProps>;
  /** What 详情 does instead of opening the record's page or drawer (a project opens its workspace). */
  open?: (recordKey: string) => void;
}
