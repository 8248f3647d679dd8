import type { EmptyHint } from '@/lib/entity/features/empty-hint/empty-hint';

/** Whether the records of a list are entered and changed there. */
export type ListEntry =
  /** 新增, 导入, 编辑 and 删除 as the caller's rights allow. */
  | 'open'
  /** A view where records are not entered or edited (the public pool): no 新增, 导入 or 编辑. */
  | 'viewOnly'
  /** The records stand as they are (the lines of a committed quote): nothing is added, edited or deleted. */
  | 'locked';

/** What every kind of entity list may be given. */
interface ListViewCommon {
  /**
   * Field values every listed record has and every new one gets (a parent's key, my own user):
   * not filterable, not a column, not an input.
   */
  fixed?: Readonly<Record<string, string>>;
  /**
   * The list's own address, when records of this entity have pages of their own under it
   * (/crm/customer/<key>): 详情 and the title cell lead there instead of a drawer.
   */
  recordPath?: string;
  /** The heading instead of "{entity}列表" (a named view: the public pool, a project's tasks). */
  title?: string;
  entry?: ListEntry;
}

/**
 * How an entity's list is shown: a page of its own (a menu's list, with the board an entity
 * declares and a header that sticks to the window), or a section of another view (a record's
 * child tab, a project workspace's tab) whose records share the section's fixed values.
 */
export type EntityListView =
  | (ListViewCommon & {
    kind: 'page';
    entry?: 'open' | 'viewOnly';
    /** Only the caller's own records of an entity that belongs to people (我的项目). */
    mine?: boolean;
    /**
     * Filters in the list convention taken from the page's address (a report's figure opens the
     * list of exactly its records): applied beside the filter bar's, shown with a way to drop them.
     */
    linked?: Readonly<Record<string, string>>;
    /** What the empty list says besides "no records yet", for this view (我的线索 → 线索公海); else the entity's own. */
    emptyHint?: EmptyHint;
  })
  | (ListViewCommon & {
    kind: 'section';
    fixed: Readonly<Record<string, string>>;
    /** After a record was saved, deleted or acted on (a parent's page shows totals of its children). */
    onChanged?: () => void;
  });

const NONE: Readonly<Record<string, string>> = {};

/** The settings the list's parts read, worked out once from the view. */
export interface ListViewSettings {
  fixed: Readonly<Record<string, string>>;
  embedded: boolean;
  recordPath?: string;
  title?: string;
  /** No 新增, 导入 or 编辑. */
  viewOnly: boolean;
  /** Nothing is deleted either. */
  locked: boolean;
  mine: boolean;
  linked: Readonly<Record<string, string>>;
  emptyHint?: EmptyHint;
  onChanged?: () => void;
}

export const PAGE_VIEW: EntityListView = { kind: 'page' };

export function listViewSettings(view: EntityListView): ListViewSettings {
  const entry = view.entry ?? 'open';
  const common = { fixed: view.fixed ?? NONE, recordPath: view.recordPath, title: view.title, viewOnly: entry !== 'open', locked: entry === 'locked' };
  return view.kind === 'page'
    ? { ...common, embedded: false, mine: view.mine ?? false, linked: view.linked ?? NONE, emptyHint: view.emptyHint }
    : { ...common, embedded: true, mine: false, linked: NONE, onChanged: view.onChanged };
}
