import { z } from 'zod';
import { secretInputSchema, secretStateSchema } from './secret-settings';

// The paths live in a module without schemas, so a page that only calls them loads no zod.
export { ldapSignInPaths } from './ldap-sign-in-paths';

/** Active Directory: a person whose account name is typed. */
export const AD_USER_FILTER = '(&(objectClass=person)(sAMAccountName={username}))';
/** OpenLDAP and most other directories. */
export const OPENLDAP_USER_FILTER = '(uid={username})';
export const USERNAME_PLACEHOLDER = '{username}';
export const DN_PLACEHOLDER = '{dn}';

/**
 * How the directory says an account may not sign in:
 * ad — userAccountControl has the ACCOUNTDISABLE bit (2);
 * attribute — an attribute is present (value blank), or holds the value given (OpenLDAP: pwdAccountLockedTime present);
 * none — the directory is not asked (a disabled account still cannot bind where the server refuses it).
 */
export const DISABLED_MODES = ['ad', 'attribute', 'none'] as const;

const text = (max: number) => z.string().trim().max(max, 'ldapSignIn.errors.tooLong');
const attribute = z.string().trim().max(64, 'ldapSignIn.errors.tooLong').regex(/^[A-Za-z][A-Za-z0-9-]*$|^$/, 'ldapSignIn.errors.attributeName');
const ldapUrl = z.string().trim().regex(/^ldaps?:\/\/[^\s/?#]+\/?$/i, 'ldapSignIn.errors.url');
const key = z.string().trim().min(1, 'ldapSignIn.errors.mappingIncomplete').max(64);

export const groupRoleSchema = z.object({ group_dn: text(512).min(1, 'ldapSignIn.errors.mappingIncomplete'), role_key: key });
export const groupDepartmentSchema = z.object({ group_dn: text(512).min(1, 'ldapSignIn.errors.mappingIncomplete'), depart_key: key });

const fields = {
  enabled: z.boolean(),
  /** Tried in order: the first that answers serves (a second domain controller, a replica). */
  urls: z.array(ldapUrl).max(5, 'ldapSignIn.errors.tooManyUrls'),
  /** ldap:// upgraded with StartTLS before anything is sent. */
  start_tls: z.boolean(),
  /** Check the server's certificate (off only for a test directory). */
  tls_verify: z.boolean(),
  /** PEM certificate(s) of the authority that signed the directory's certificate, when not a public one. */
  ca_cert: text(20_000),
  bind_dn: text(512),
  bind_password: secretInputSchema,
  user_base: text(512),
  user_filter: text(1024),
  attr_username: attribute,
  attr_display_name: attribute,
  attr_email: attribute,
  attr_mobile: attribute,
  /** Blank: groups are not searched (no role or department mapping). */
  group_base: text(512),
  group_filter: text(1024),
  group_roles: z.array(groupRoleSchema).max(200),
  group_departments: z.array(groupDepartmentSchema).max(200),
  /** Given to an account no group maps to a role ('' none). */
  default_role_key: z.string().trim().max(64),
  disabled_mode: z.enum(DISABLED_MODES),
  disabled_attribute: attribute,
  disabled_value: text(256),
  /** Each sign-in brings name, e-mail, mobile, roles and departments up to the directory's. */
  sync_on_sign_in: z.boolean(),
  timeout_seconds: z.coerce.number().int().min(1, 'ldapSignIn.errors.timeout').max(60, 'ldapSignIn.errors.timeout'),
};

/** The form as stored, without the rules an enabled configuration must meet (drafts may be saved disabled). */
export const ldapSettingsBaseSchema = z.object(fields);

/** What an enabled configuration must name before it can be tried at all. */
function completeness(value: z.infer<typeof ldapSettingsBaseSchema>, ctx: z.RefinementCtx) {
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  need(value.urls.length > 0, 'urls', 'ldapSignIn.errors.urlRequired');
  need(value.bind_dn !== '', 'bind_dn', 'ldapSignIn.errors.bindDnRequired');
  need(value.user_base !== '', 'user_base', 'ldapSignIn.errors.userBaseRequired');
  need(value.user_filter.includes(USERNAME_PLACEHOLDER), 'user_filter', 'ldapSignIn.errors.filterPlaceholder');
  need(value.attr_username !== '', 'attr_username', 'ldapSignIn.errors.usernameAttribute');
  need(value.disabled_mode !== 'attribute' || value.disabled_attribute !== '', 'disabled_attribute', 'ldapSignIn.errors.disabledAttribute');
  need(value.group_base === '' || value.group_filter !== '', 'group_filter', 'ldapSignIn.errors.groupFilterRequired');
}

export const ldapSettingsSchema = ldapSettingsBaseSchema.superRefine((value, ctx) => {
  if (value.enabled) completeness(value, ctx);
});
export type LdapSettings = z.infer<typeof ldapSettingsBaseSchema>;

/** A 测试连接 always checks completeness, enabled or not. */
export const ldapTestSchema = ldapSettingsBaseSchema.extend({
  /** Optional: a directory account to look up (and, with its password, to verify). */
  test_username: text(128).default(''),
  test_password: z.string().max(128).default(''),
}).superRefine((value, ctx) => completeness(value, ctx));
export type LdapTestInput = z.infer<typeof ldapTestSchema>;

export const DEFAULT_LDAP_SETTINGS: LdapSettings = {
  enabled: false,
  urls: [],
  start_tls: false,
  tls_verify: true,
  ca_cert: '',
  bind_dn: '',
  bind_password: '',
  user_base: '',
  user_filter: AD_USER_FILTER,
  attr_username: 'sAMAccountName',
  attr_display_name: 'displayName',
  attr_email: 'mail',
  attr_mobile: 'mobile',
  group_base: '',
  group_filter: '(member={dn})',
  group_roles: [],
  group_departments: [],
  default_role_key: '',
  disabled_mode: 'ad',
  disabled_attribute: '',
  disabled_value: '',
  sync_on_sign_in: true,
  timeout_seconds: 5,
};

export const ldapSettingsAnswerSchema = ldapSettingsBaseSchema.extend(secretStateSchema.shape);

/** The steps of a 测试连接, in order; the first that fails ends it. */
export const LDAP_TEST_STEPS = ['connect', 'bind', 'userBase', 'groupBase', 'user', 'password'] as const;
export type LdapTestStep = (typeof LDAP_TEST_STEPS)[number];

export const ldapTestAnswerSchema = z.strictObject({
  ok: z.boolean(),
  steps: z.array(z.strictObject({ step: z.enum(LDAP_TEST_STEPS), ok: z.boolean(), message: z.string() })),
  /** The test account as it would be brought in. */
  user: z.strictObject({
    dn: z.string(),
    username: z.string(),
    realname: z.string(),
    email: z.string(),
    mobile: z.string(),
    disabled: z.boolean(),
    groups: z.array(z.string()),
    roles: z.array(z.string()),
    departments: z.array(z.string()),
  }).nullable(),
});
export type LdapTestAnswer = z.infer<typeof ldapTestAnswerSchema>;
