import { ResultCode } from '@/lib/contract/envelope';
import { isOpenScope, type StartScope } from '@/lib/contract/workflow-start-scope';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { loadDepartRows, withDescendants, type DepartRow } from '../../../org/department-tree';
import { WorkflowError } from '../model/errors';

/**
 * Who may start a process (the model's start_scope, read live: a change applies to the next start
 * without a deployment). A department in the scope covers its sub-departments; roles are role
 * codes. Administrators are not exempt: they may start what the scope names them for, and they can
 * always change the scope.
 */

type Caller = Pick<AuthContext, 'userKey' | 'roleCodes' | 'departKeys'>;

/** A checker over one read of the department tree, for lists that ask about many models. */
export function startScopeChecker(rows: DepartRow[], auth: Caller): (scope: StartScope | null | undefined) => boolean {
  const covered = new Map<string, Set<string>>();
  return (scope) => {
    if (isOpenScope(scope)) return true;
    const s = scope!;
    if (s.users.includes(auth.userKey)) return true;
    if (s.roles.some((r) => auth.roleCodes.includes(r))) return true;
    if (s.departments.length === 0) return false;
    const cacheKey = s.departments.join(',');
    let departments = covered.get(cacheKey);
    if (!departments) covered.set(cacheKey, (departments = new Set(withDescendants(rows, s.departments))));
    return auth.departKeys.some((d) => departments.has(d));
  };
}

/** Whether the caller may start a process of this scope. */
export async function mayStart(db: Db, auth: Caller, scope: StartScope | null | undefined): Promise<boolean> {
  if (isOpenScope(scope)) return true;
  return startScopeChecker(await loadDepartRows(db), auth)(scope);
}

/** Refuses (403, naming the process) a caller outside the scope. */
export async function requireStartScope(db: Db, auth: Caller, process: { name: string; start_scope: StartScope | null | undefined }): Promise<void> {
  if (!(await mayStart(db, auth, process.start_scope))) throw new WorkflowError('workflow.process.notInScope', { name: process.name }, ResultCode.forbidden);
}
