'use client';

import { useDepartmentTree } from '@/components/entity/fields/directory';
import { useUserLabels } from '@/components/pickers/user-directory';
import { useApi } from '@/lib/client/use-api';
import type { Role } from '@/lib/contract/permission-answers';
import type { SimpleRule } from '@/lib/workflow/simple-flow/schema';
import { useLocale } from 'next-intl';
import { nameIn } from '@/lib/entity/english-name';

const ROLES_PATH = '/api/app/base/sys/role/queryall';

/** The names of the people, roles or departments a rule names, as a card shows them; null until known (or for other kinds). */
export function useRuleNames(rule: SimpleRule): string[] | null {
  const locale = useLocale();
  const users = useUserLabels(rule.kind === 'users' ? rule.refs : []);
  const roles = useApi<Role[]>(rule.kind === 'roles' && rule.refs.length > 0 ? ROLES_PATH : null);
  const departments = useDepartmentTree();
  const named = (lookup: (ref: string) => string | undefined) => rule.refs.map((ref) => lookup(ref) ?? ref);
  switch (rule.kind) {
    case 'users':
      return users.data ? named((ref) => users.data?.get(ref)) : null;
    case 'roles':
      return roles.data ? named((ref) => roles.data?.filter((r) => r.role_code === ref).map((r) => nameIn(locale, r.role_name, r.role_name_en))[0]) : null;
    case 'departments':
      return departments.data ? named((ref) => departments.data?.names.get(ref)) : null;
    default:
      return null;
  }
}
