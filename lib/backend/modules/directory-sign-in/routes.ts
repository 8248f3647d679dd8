import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { ldapSettingsAnswerSchema, ldapSettingsSchema, ldapTestAnswerSchema, ldapTestSchema } from '@/lib/contract/ldap-sign-in';
import { messageWith } from '@/lib/entity/messages';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { testDirectory } from './connection-test';
import { ldapSetting } from './setting';
import { ldapCalls } from '@/lib/contract/ldap-calls';

const TAG = 'sign-in';

const read = defineCallRoute(ldapCalls.settings, {
  tag: TAG,
  summary: 'LDAP / AD sign-in settings (the bind password never answered: secrets_set says whether one is stored), administrators only',
  access: 'admin',
  output: ldapSettingsAnswerSchema,
  async handler({ db }) {
    return ok(await ldapSetting.answer(db));
  },
});

const save = defineCallRoute(ldapCalls.save, {
  tag: TAG,
  summary: 'Save the LDAP / AD sign-in settings (a blank bind_password keeps the stored one); an enabled configuration is tested first and refused, with the reason, when the test fails',
  access: 'admin',
  input: ldapSettingsSchema,
  output: ldapSettingsAnswerSchema,
  async handler({ db, auth, input, t }) {
    if (input.enabled) {
      const tried = await testDirectory(db, { ...(await ldapSetting.withStoredSecrets(db, input)), test_username: '', test_password: '' }, t);
      const failedStep = tried.steps.find((s) => !s.ok);
      if (!tried.ok) return fail(ResultCode.badRequest, messageWith('ldapSignIn.saveRefused', { reason: failedStep?.message ?? '' }));
    }
    return ok(await ldapSetting.write(db, input, auth), 'ldapSignIn.saved');
  },
});

const test = defineCallRoute(ldapCalls.test, {
  tag: TAG,
  summary: '测试连接: tries the unsaved form (a blank bind_password uses the stored one): connect, bind, search bases, and optionally a test account (test_username, test_password) with its mapped attributes and groups',
  access: 'admin',
  input: ldapTestSchema,
  output: ldapTestAnswerSchema,
  async handler({ db, input, t }) {
    const { test_username, test_password, ...form } = input;
    const filled = await ldapSetting.withStoredSecrets(db, form);
    return ok(await testDirectory(db, { ...filled, test_username, test_password }, t));
  },
});

export const ldapSignInRoutes = [read, save, test] as RouteDef<never>[];
