import { declareCall, type In, type Out } from './call';
import type { ldapSettingsAnswerSchema, ldapSettingsSchema, ldapTestAnswerSchema, ldapTestSchema } from './ldap-sign-in';
import { ldapSignInPaths as paths } from './ldap-sign-in-paths';

/** 登录设置 → LDAP / AD (./call.ts); the routes answering them are declared from them (lib/backend/modules/directory-sign-in). */
export const ldapCalls = {
  settings: declareCall<undefined, Out<typeof ldapSettingsAnswerSchema>>('GET', paths.setting),
  save: declareCall<In<typeof ldapSettingsSchema>, Out<typeof ldapSettingsAnswerSchema>>('POST', paths.setting),
  /** Binds and searches with unsaved settings, step by step. */
  test: declareCall<In<typeof ldapTestSchema>, Out<typeof ldapTestAnswerSchema>>('POST', paths.test),
};
