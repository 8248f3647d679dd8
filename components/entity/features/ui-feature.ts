import type { ComponentType, ReactNode } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRecord } from '../fields';

/** What a feature's part of a record's page is given. */
export interface RecordSlotProps {
  entity: EntityDef;
  record: EntityRecord;
  recordKey: string;
  /** Whether the caller may change the record now: her right, and the record not held as it stands. */
  mayChange: boolean;
  /** The record changed: the page loads it again, with what every feature keeps of it. */
  onDone: () => void;
}

/** A tab a feature adds to a record's page. */
export interface RecordTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** What a feature's tabs are worked out from: the record, and the tab shown (a tab draws its content only when shown). */
export interface RecordTabsContext extends RecordSlotProps {
  activeTab: string;
}

/** What a feature's tool over a list's selected rows is given: its button, and the dialog the list keeps open. */
export interface ListToolButtonProps {
  entity: EntityDef;
  selected: readonly string[];
  /** Opens the tool's dialog over the selected rows. */
  onOpen: () => void;
}

export interface ListToolDialogProps {
  entity: EntityDef;
  keys: readonly string[];
  onClose: () => void;
  /** The tool changed records: the list clears its selection and reloads. */
  onDone: () => void;
}

/** A feature's tool over a list's selected rows (合并). */
export interface ListTool {
  /** Whether the list offers it: the kind declares the feature and the caller may use it. */
  offered: (entity: EntityDef, caller: { holds: (right: string) => boolean; mayUpdate: boolean }) => boolean;
  Button: ComponentType<ListToolButtonProps>;
  /** Kept by the list page rather than the toolbar, so it stays open whatever the window's width. */
  Dialog: ComponentType<ListToolDialogProps>;
}

/**
 * An engine feature's part of the generic pages in the browser: the slots it fills. The list and
 * record pages draw every feature of ./ui-features.ts in each slot; a feature fills a slot only
 * for a kind whose declaration names it (each part reads the declaration and draws nothing
 * otherwise). What an area adds to one kind is its plug-in instead (../plug-ins.tsx).
 */
export interface UiFeature {
  /** Its folder's name under lib/entity/features and components/entity/features. */
  name: string;
  record?: {
    /** Beside the record's title and status in its page's header (who approves it now). */
    badge?: ComponentType<RecordSlotProps>;
    /** Actions of the header, before 编辑 (提交审批, 写跟进). */
    actions?: ComponentType<RecordSlotProps>;
    /** Tabs after the fields, before the children's (the timeline). */
    leadingTabs?: (context: RecordTabsContext) => RecordTab[];
    /** Tabs after the children's, before the history (the approval). */
    trailingTabs?: (context: RecordTabsContext) => RecordTab[];
    /** What the feature shows of a record that the page loads again when the record changed. */
    refresh?: (entity: EntityDef, recordKey: string) => void;
    /** The key of the record the page moves to instead of showing this one (a merged record's survivor). */
    movedTo?: (entity: EntityDef, recordKey: string, record: EntityRecord | undefined) => string | undefined;
  };
  list?: {
    /** A toolbar action over the selected rows. */
    tool?: ListTool;
    /** How a row (or a phone's card) is marked (an overdue record); undefined where the kind does not declare the feature. */
    rowClass?: (entity: EntityDef) => ((record: EntityRecord) => string) | undefined;
  };
}
