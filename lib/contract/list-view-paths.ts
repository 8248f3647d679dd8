/**
 * The calls of a list's saved views, and the query parameter that groups a list: kept free of zod,
 * as list pages name them on first load. The shapes are checked in ./list-views.ts.
 */
export const LIST_VIEW_PATHS = {
  /** GET ?entity=: the caller's own views of that kind's list, then those shared with her roles or department. */
  list: '/api/app/base/sys/listView/list',
  /** POST a view (./list-views.ts listViewInputSchema): creates one, or changes one of the caller's own (viewKey). */
  save: '/api/app/base/sys/listView/save',
  /** POST {viewKey}: removes one of the caller's own views. */
  remove: '/api/app/base/sys/listView/delete',
  /** POST {entity, viewKey | null}: the view the caller's list of that kind opens with (null: the kind's own defaults). */
  setDefault: '/api/app/base/sys/listView/default',
  /** GET: the roles a view can be shared with (code and name), for anyone who may save a view. */
  roles: '/api/app/base/sys/listView/roles',
} as const;

/**
 * The generic query's grouping: `groupBy=<field>` orders the page by that field first (then by the
 * chosen sort) and answers `groups`, the number of matching records per value over the whole list.
 */
export const GROUP_BY_PARAM = 'groupBy';

/** How a saved view shows its records: the table, or a kanban board with a column per value of a choice field. */
export const LIST_VIEW_KINDS = ['table', 'board'] as const;

/** Bounds a view's settings stay within (the server refuses more). */
export const LIST_VIEW_LIMITS = {
  name: 40,
  columns: 200,
  minWidth: 60,
  maxWidth: 1200,
  shareTargets: 50,
  perUserAndKind: 50,
} as const;
