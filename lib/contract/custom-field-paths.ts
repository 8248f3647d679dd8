/** The calls of 字段管理 and of a kind's added fields: kept free of zod, as list pages name them on first load. */
export const CUSTOM_FIELD_PATHS = {
  list: '/api/sys/customField/list',
  save: '/api/sys/customField/save',
  state: '/api/sys/customField/state',
  order: '/api/sys/customField/order',
  /** The fields a kind's pages add to its declaration, with their labels: any reader of the kind. */
  shape: '/api/sys/customField/shape',
} as const;
