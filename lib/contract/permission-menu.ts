/** The signed-in user's menu and button rights as the permission call answers them: built by the backend, read by the shell. */

/** A menu item as the front end builds routes from it (docs/architecture.md, "The back office's frame"). */
export interface MenuItem {
  id: string;
  path: string;
  name: string;
  redirect: string | null;
  component: string | null;
  hidden: boolean;
  isFavorite: boolean;
  alwaysShow: boolean;
  route: string;
  meta: {
    title: string;
    icon: string | null;
    url: string | null;
    permissionList: { action: string; describe: string }[];
    keepAlive: boolean;
    internalOrExternal: boolean;
    componentName: string;
    prevent?: string;
  };
  children?: MenuItem[];
}

export interface UserPermissions {
  menu: MenuItem[];
  /** Button-level permission codes granted to the user. */
  auth: { action: string; describe: string; type: string }[];
}
