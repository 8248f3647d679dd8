import { shellCalls } from '@/lib/contract/shell-calls';
import { call } from './call';

/** menu_type of a page in the favourite calls. */
const FAVORITE_MENU_TYPE = 1;

/** Stars or unstars a menu for the user; the API client shows the server's refusal itself. */
export async function saveFavorite(permissionKey: string, userKey: string, isFavorite: boolean): Promise<void> {
  if (isFavorite) {
    await call(shellCalls.addFavorite, { menu_type: FAVORITE_MENU_TYPE, permission_key: permissionKey, user_key: userKey });
  } else {
    await call(shellCalls.deleteFavorite, { permission_key: permissionKey, user_key: userKey });
  }
}
