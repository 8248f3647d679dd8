import { apiPaths } from '@/lib/contract/api-paths';
import { request } from './api-client';

/** menu_type of a page in the favourite calls. */
const FAVORITE_MENU_TYPE = 1;

/** Stars or unstars a menu for the user; the API client shows the server's refusal itself. */
export async function saveFavorite(permissionKey: string, userKey: string, isFavorite: boolean): Promise<void> {
  if (isFavorite) {
    await request(apiPaths.favoriteAdd, { json: { menu_type: FAVORITE_MENU_TYPE, permission_key: permissionKey, user_key: userKey } });
  } else {
    await request(apiPaths.favoriteDelete, { json: { permission_key: permissionKey, user_key: userKey } });
  }
}
