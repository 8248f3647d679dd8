import { z } from 'zod';
import { directoryEntryShape } from './directory';
import { totalledListSchemaOf } from './page';

/** What the user calls answer (profile, lists, pickers); the directory entry is in directory.ts. */

/** A user as the profile shows one (getUserInfo, updateProfile). */
export const userRecordSchema = z.strictObject({
  id: z.string(),
  user_key: z.string(),
  username: z.string(),
  realname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable(),
  sex: z.string(),
  status: z.string(),
  /** Where the account signs in (local, ldap, oidc): only local accounts change their password here. */
  auth_source: z.string(),
  org_code_txt: z.string(),
  role_code_list: z.array(z.string()),
  role_id_list: z.array(z.string()),
  belong_departs: z.array(z.string()),
  position_names: z.array(z.string()),
  create_time: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/**
 * A user as a list answers one: at least a directory entry; administrators, and staff listing
 * their own departments, get the whole record (its fields are the user entity's declaration).
 */
export const listedUserSchema = z.looseObject(directoryEntryShape);
export const listedUsersSchema = z.array(listedUserSchema);
export const listedUserPageSchema = totalledListSchemaOf(listedUserSchema);

/** Users named by key (listByUserKey): the account only for administrators. */
export const namedUserSchema = z.strictObject({ user_key: z.string(), realname: z.string(), avatar: z.string().nullable(), username: z.string().optional() });
export const namedUsersSchema = z.array(namedUserSchema);

/** A deleted user that can be restored. */
export const deletedUserSchema = z.strictObject({ user_key: z.string(), username: z.string(), realname: z.string(), update_time: z.string() });
export const deletedUsersSchema = z.array(deletedUserSchema);

/** A user's department as tree selects show it. */
export const userDepartSchema = z.strictObject({ key: z.string(), value: z.string(), title: z.string(), org_code: z.string() });
export const userDepartsSchema = z.array(userDepartSchema);

/** A user's role. */
export const userRoleSchema = z.strictObject({ role_key: z.string(), role_code: z.string(), role_name: z.string() });
export type UserRole = z.infer<typeof userRoleSchema>;
export const userRolesSchema = z.array(userRoleSchema);
