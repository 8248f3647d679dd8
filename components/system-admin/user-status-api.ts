import type { Answer } from '@/lib/client/api-client';
import { callAnswer } from '@/lib/client/call';
import { userAdminCalls } from '@/lib/contract/user-admin-calls';

/** sys_user.status as the user_status dictionary has it. */
export const USER_ACTIVE = '1';
export const USER_FROZEN = '2';
export type UserStatus = typeof USER_ACTIVE | typeof USER_FROZEN;

/** Freezes (signs out and locks out) or unfreezes users; the caller reports the outcome (the answer has no data: noDataSchema). */
export function setUserStatus(keys: readonly string[], status: UserStatus): Promise<Answer<null>> {
  return callAnswer(userAdminCalls.setStatus, { ids: keys.join(','), status }, { silent: true });
}

/** The status a row's action switches to: a frozen user is unfrozen, anyone else frozen. */
export function nextStatus(current: unknown): UserStatus {
  return String(current) === USER_FROZEN ? USER_ACTIVE : USER_FROZEN;
}
