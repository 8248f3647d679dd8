import { and, eq, inArray } from 'drizzle-orm';
import type { LdapSettings, LdapTestAnswer, LdapTestInput, LdapTestStep } from '@/lib/contract/ldap-sign-in';
import type { Db } from '../../db/client';
import { sysDepart, sysRole } from '../../db/schema';
import { openServiceConnection, passwordOpens } from './connection';
import { groupFilter, userFilter } from './filters';
import { mappedAccess } from './mapping';
import { baseExists, findPerson, type DirectoryPerson } from './person';
import { connectionProblem, DirectoryProblem } from './problems';

type Translate = (key: string, values?: Record<string, string | number>) => string;
type Step = LdapTestAnswer['steps'][number];

async function namesOf(db: Db, person: DirectoryPerson, settings: LdapSettings): Promise<{ roles: string[]; departments: string[] }> {
  const access = mappedAccess(settings, person.groups);
  const roles = access.roleKeys.length
    ? (await db.select({ name: sysRole.role_name }).from(sysRole).where(and(inArray(sysRole.role_key, access.roleKeys), eq(sysRole.del_flag, 0)))).map((r) => r.name)
    : [];
  const departments = access.departKeys.length
    ? (await db.select({ name: sysDepart.depart_name }).from(sysDepart).where(and(inArray(sysDepart.depart_key, access.departKeys), eq(sysDepart.del_flag, 0)))).map((r) => r.name)
    : [];
  return { roles, departments };
}

/**
 * 测试连接: tries a configuration (the unsaved form, its blank password filled from storage) step
 * by step, and says in the caller's language which step failed and why. With a test account it
 * also shows what a sign-in of that person would bring in.
 */
export async function testDirectory(db: Db, settings: LdapTestInput, t: Translate): Promise<LdapTestAnswer> {
  const steps: Step[] = [];
  const passed = (step: LdapTestStep, values?: Record<string, string | number>) => steps.push({ step, ok: true, message: t(`ldapSignIn.steps.${step}`, values) });
  const failed = (step: LdapTestStep, error: unknown): LdapTestAnswer => {
    const problem = error instanceof DirectoryProblem ? error : connectionProblem(error, 'connect');
    steps.push({ step, ok: false, message: t(`ldapSignIn.problems.${problem.kind}`) });
    return { ok: false, steps, user: null };
  };

  let client;
  try {
    client = await openServiceConnection(settings);
  } catch (error) {
    const problem = error instanceof DirectoryProblem ? error : connectionProblem(error, 'connect');
    const bindFailed = problem.kind === 'bindRefused' || problem.kind === 'bindPasswordMissing';
    if (bindFailed) passed('connect');
    return failed(bindFailed ? 'bind' : 'connect', problem);
  }
  try {
    passed('connect');
    passed('bind');
    try {
      await baseExists(client, settings.user_base, 'baseNotFound');
      // A broken filter is found now, not at the first person's sign-in.
      userFilter(settings.user_filter, 'probe');
      passed('userBase');
    } catch (error) {
      return failed('userBase', error);
    }
    if (settings.group_base) {
      try {
        await baseExists(client, settings.group_base, 'groupBaseNotFound');
        groupFilter(settings.group_filter, 'cn=probe', 'probe');
        passed('groupBase');
      } catch (error) {
        return failed('groupBase', error);
      }
    }
    if (!settings.test_username) return { ok: true, steps, user: null };
    let person: DirectoryPerson;
    try {
      person = await findPerson(client, settings, settings.test_username);
      passed('user', { dn: person.dn });
    } catch (error) {
      return failed('user', error);
    }
    const user = { dn: person.dn, username: person.username, realname: person.realname, email: person.email, mobile: person.mobile, disabled: person.disabled, groups: person.groups, ...(await namesOf(db, person, settings)) };
    if (settings.test_password) {
      try {
        if (!(await passwordOpens(settings, person.dn, settings.test_password))) throw new DirectoryProblem('userPasswordWrong');
        passed('password');
      } catch (error) {
        return { ...failed('password', error), user };
      }
    }
    return { ok: true, steps, user };
  } finally {
    await client.unbind().catch(() => undefined);
  }
}
