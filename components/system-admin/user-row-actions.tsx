'use client';

import type { RowActionProps } from '@/components/entity/actions/types';
import { UserCompanyAccountRowAction } from './user-company-account';
import { UserMfaResetRowAction } from './user-mfa-reset';
import { UserStatusRowAction } from './user-status';

/** A user's row: 冻结 / 解冻 / 激活, 重置两步验证 and 企业账号 for administrators. */
export function UserRowActions(props: RowActionProps) {
  return (
    <>
      <UserStatusRowAction {...props} />
      <UserMfaResetRowAction {...props} />
      <UserCompanyAccountRowAction {...props} />
    </>
  );
}
