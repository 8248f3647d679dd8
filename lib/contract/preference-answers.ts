import { z } from 'zod';

/** What the caller's own preferences answer: favourite menus and interface settings. */

/** A starred menu, newest first. */
export const favoriteMenuSchema = z.strictObject({
  permission_key: z.string(),
  menu_type: z.number(),
  user_key: z.string(),
  url: z.string().nullable(),
  name: z.string(),
  create_time: z.string(),
  favorite: z.literal(true),
});
export const favoriteMenusSchema = z.array(favoriteMenuSchema);

/** One interface setting's stored value (what its save accepted), null when never saved. */
export const settingValueSchema = z.unknown();
