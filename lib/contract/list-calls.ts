import type { savedQueryInputSchema } from '@/lib/entity/advanced-query';
import { declareCall, type In, type Out } from './call';
import { LIST_VIEW_PATHS } from './list-view-paths';
import type { listViewInputSchema, listViewSaveSchema, listViewsSchema, shareRolesSchema } from './list-views';
import type { noDataSchema } from './no-data';
import type { savedQueriesSchema, savedQuerySaveSchema } from './saved-query-answers';
import { savedQueryPaths } from './saved-queries';

/**
 * A list's saved views (lib/backend/modules/list-views), each with what it is sent and answers
 * (./call.ts): the list pages call these, and the routes answering them are declared from them.
 */
export const listViewCalls = {
  /** The caller's own views of a kind's list, then those shared with her. */
  list: declareCall<{ entity: string }, Out<typeof listViewsSchema>>('GET', LIST_VIEW_PATHS.list),
  save: declareCall<In<typeof listViewInputSchema>, Out<typeof listViewSaveSchema>>('POST', LIST_VIEW_PATHS.save),
  remove: declareCall<{ viewKey: string }, Out<typeof noDataSchema>>('POST', LIST_VIEW_PATHS.remove),
  /** The view the caller's list of a kind opens with; null: the kind's own defaults. */
  setDefault: declareCall<{ entity: string; viewKey: string | null }, Out<typeof noDataSchema>>('POST', LIST_VIEW_PATHS.setDefault),
  shareRoles: declareCall<undefined, Out<typeof shareRolesSchema>>('GET', LIST_VIEW_PATHS.roles),
};

/** A list's saved advanced queries (lib/backend/modules/saved-queries). */
export const savedQueryCalls = {
  /** The caller's own queries of a list (saveCode), then those colleagues shared. */
  list: declareCall<{ saveCode: string }, Out<typeof savedQueriesSchema>>('GET', savedQueryPaths.list),
  save: declareCall<In<typeof savedQueryInputSchema>, Out<typeof savedQuerySaveSchema>>('POST', savedQueryPaths.save),
  share: declareCall<{ queryKey: string; shared: boolean }, Out<typeof noDataSchema>>('POST', savedQueryPaths.share),
  remove: declareCall<{ queryKey: string }, Out<typeof noDataSchema>>('POST', savedQueryPaths.remove),
};
