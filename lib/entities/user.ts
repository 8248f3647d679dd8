import { USERNAME_PATTERN } from '@/lib/entity/rules';
import { defineEntity } from '@/lib/entity/types';

/**
 * Users. Roles, positions and departments are kept in link tables and handled by
 * the user behaviour (lib/backend/modules/users); the password hash is stored, never answered.
 * The password's length and character classes are the password policy's (安全设置), checked by
 * the behaviour with the live settings, so the declaration sets only the longest.
 */
export const userEntity = defineEntity({
  name: 'user',
  table: 'sys_user',
  key: 'user_key',
  label: 'entity.user.title',
  apiBase: '/api/app/base/app/sys/user',
  scope: 'none',
  rights: { read: 'system-user' },
  titleField: 'realname',
  fields: {
    username: { type: 'text', label: 'entity.user.fields.username', required: true, unique: true, min: 4, max: 18, filter: 'like', pattern: { regex: USERNAME_PATTERN.source, message: 'rules.usernamePattern' } },
    realname: { type: 'text', label: 'entity.user.fields.realname', required: true, max: 64, filter: 'like' },
    password: { type: 'text', label: 'entity.user.fields.password', stored: false, createOnly: true, required: true, secret: true, max: 64, list: false, detail: false, help: 'passwordPolicy.formHelp' },
    phone: { type: 'phone', label: 'entity.user.fields.phone', filter: 'like' },
    email: { type: 'email', label: 'entity.user.fields.email', list: { hiddenByDefault: true } },
    sex: { type: 'dict', dictCode: 'sex', label: 'entity.user.fields.sex', display: 'radio', defaultValue: '1', list: { width: 70 } },
    birthday: { type: 'date', label: 'entity.user.fields.birthday', list: false },
    avatar: { type: 'image', label: 'entity.user.fields.avatar', maxCount: 1, list: false },
    user_type: { type: 'dict', dictCode: 'user_type', label: 'entity.user.fields.user_type', required: true, defaultValue: 'staff', filter: true, list: { width: 90 } },
    company_name: { type: 'text', label: 'entity.user.fields.company_name', max: 100, list: { hiddenByDefault: true } },
    status: { type: 'dict', dictCode: 'user_status', label: 'entity.user.fields.status', required: true, defaultValue: '1', filter: true, form: false, list: { width: 80 } },
    password_hash: { type: 'text', label: 'entity.user.fields.password', hidden: true, required: true, max: 255 },
    /** Where the account signs in: here (local), the company directory (ldap) or an OIDC provider (oidc). */
    auth_source: { type: 'dict', dictCode: 'user_auth_source', label: 'entity.user.fields.auth_source', defaultValue: 'local', form: false, filter: true, list: { width: 90, hiddenByDefault: true } },
    /** The account's identity at its source (the directory's DN or the provider's subject), kept to find it again. */
    external_id: { type: 'text', label: 'entity.user.fields.external_id', hidden: true, max: 512 },
    /** Whether the account has an authenticator switched on (answered from sign-in security, never stored here). */
    two_factor: { type: 'bool', label: 'entity.user.fields.two_factor', stored: false, form: false, list: { width: 100 } },
    selectedroles: { type: 'ref', entity: 'role', labelField: 'role_name', multiple: true, label: 'entity.user.fields.roles', stored: false, loadFrom: 'role_id_list', list: false, form: { span: 2 } },
    selectedpositions: { type: 'ref', entity: 'position', labelField: 'name', multiple: true, label: 'entity.user.fields.positions', stored: false, loadFrom: 'position_id_list', list: false, form: { span: 2 } },
    selecteddeparts: { type: 'department', multiple: true, label: 'entity.user.fields.departs', stored: false, loadFrom: 'belong_departs', list: false, form: { span: 2 } },
  },
});
