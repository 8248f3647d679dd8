import { z } from 'zod';
import { KEY_PATTERN } from '@/lib/entity/rules';

/**
 * Who may start a process (发起范围): departments (with their sub-departments), role codes and
 * users. All three empty means everyone on the staff may start it.
 */

export const START_SCOPE_MAX = 200;

const ref = (pattern: RegExp) => z.string().trim().regex(pattern, 'workflow.validation.badScopeRef');
const refs = (pattern: RegExp) => z.array(ref(pattern)).max(START_SCOPE_MAX, 'workflow.validation.scopeTooLarge').default([]).transform((list) => [...new Set(list)]);

export const startScopeSchema = z.object({
  departments: refs(KEY_PATTERN),
  roles: refs(/^[\w.-]{1,64}$/),
  users: refs(KEY_PATTERN),
});
export type StartScope = z.output<typeof startScopeSchema>;

export const EVERYONE: StartScope = { departments: [], roles: [], users: [] };

/** Whether the scope names nobody in particular (everyone may start). */
export function isOpenScope(scope: StartScope | null | undefined): boolean {
  return !scope || (scope.departments.length === 0 && scope.roles.length === 0 && scope.users.length === 0);
}
