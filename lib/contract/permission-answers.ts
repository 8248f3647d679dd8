import { z } from 'zod';

/** What the role and grant calls answer (role management, granting menus to roles and departments). */

/** A role as role management and user forms list it: its name as typed and its English name (lib/entity/english-name.ts). */
export const roleSchema = z.strictObject({ role_key: z.string(), role_code: z.string(), role_name: z.string(), role_name_en: z.string().nullable(), description: z.string().nullable() });
export type Role = z.infer<typeof roleSchema>;
export const rolesSchema = z.array(roleSchema);

/** A role as a picker's node: key, value and title beside the role. */
export const roleNodeSchema = roleSchema.extend({ key: z.string(), value: z.string(), title: z.string() });
export const roleNodesSchema = z.array(roleNodeSchema);

/** A menu or button as a node of the grant tree. */
export const permissionNodeSchema = z.strictObject({
  key: z.string(),
  value: z.string(),
  title: z.string(),
  menu_type: z.string(),
  get children() {
    return z.array(permissionNodeSchema).optional();
  },
});
export type PermissionNode = z.infer<typeof permissionNodeSchema>;

/** Every menu and button as a tree, and every key (to grant all). */
export const permissionTreeSchema = z.strictObject({ treeList: z.array(permissionNodeSchema), ids: z.array(z.string()) });
export type PermissionTree = z.infer<typeof permissionTreeSchema>;

/** The permission keys granted to a role or a department. */
export const grantedKeysSchema = z.array(z.string());
