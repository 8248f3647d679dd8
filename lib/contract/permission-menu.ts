import { z } from 'zod';

/** The signed-in user's menu and button rights as the permission call answers them: built by the backend, read by the shell. */

const buttonRightSchema = z.strictObject({ action: z.string(), describe: z.string() });

/** A menu item as the front end builds routes from it (docs/architecture.md, "The back office's frame"). */
export const menuItemSchema = z.strictObject({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  redirect: z.string().nullable(),
  component: z.string().nullable(),
  hidden: z.boolean(),
  isFavorite: z.boolean(),
  alwaysShow: z.boolean(),
  route: z.string(),
  meta: z.strictObject({
    title: z.string(),
    icon: z.string().nullable(),
    url: z.string().nullable(),
    permissionList: z.array(buttonRightSchema),
    keepAlive: z.boolean(),
    internalOrExternal: z.boolean(),
    componentName: z.string(),
    prevent: z.string().optional(),
  }),
  get children() {
    return z.array(menuItemSchema).optional();
  },
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const userPermissionsSchema = z.strictObject({
  menu: z.array(menuItemSchema),
  /** Button-level permission codes granted to the user. */
  auth: z.array(z.strictObject({ action: z.string(), describe: z.string(), type: z.string() })),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;
