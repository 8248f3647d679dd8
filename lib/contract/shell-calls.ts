import { apiPaths } from './api-paths';
import { declareCall, type In, type Out } from './call';
import type { dashboardOverviewSchema } from './dashboard';
import type { globalSearchAnswerSchema, globalSearchSchema } from './global-search';
import type { noDataSchema } from './no-data';
import type { settingValueSchema } from './preference-answers';

/** A menu starred or unstarred for the caller (user_key may only name the caller). */
interface FavoriteMenu {
  permission_key: string;
  user_key: string;
}

/**
 * The calls of the signed-in frame and the home page (the top bar, its menus and search, the
 * dashboard), each with what it is sent and answers (./call.ts); signing out
 * is lib/contract/sign-in-calls.ts.
 * Kept free of zod: every signed-in page names these on its first load.
 */
export const shellCalls = {
  /** The caller's dashboard figures; a section is null where its module is not available. */
  dashboardOverview: declareCall<undefined, Out<typeof dashboardOverviewSchema>>('GET', apiPaths.dashboardOverview),
  /** The records matching a text, by kind (the top bar's search). */
  globalSearch: declareCall<In<typeof globalSearchSchema>, Out<typeof globalSearchAnswerSchema>>('POST', apiPaths.globalSearch),
  addFavorite: declareCall<FavoriteMenu & { menu_type: number }, Out<typeof noDataSchema>>('POST', apiPaths.favoriteAdd),
  deleteFavorite: declareCall<FavoriteMenu, Out<typeof noDataSchema>>('POST', apiPaths.favoriteDelete),
  /** One of the caller's interface settings (null when never saved). */
  setting: declareCall<{ key: string }, Out<typeof settingValueSchema>>('GET', apiPaths.userSettingGet),
  saveSetting: declareCall<{ key: string; value: unknown }, Out<typeof noDataSchema>>('POST', apiPaths.userSettingSave),
};
