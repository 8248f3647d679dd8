'use client';

import { LinkOutlined } from '@ant-design/icons';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/lib/client/session-state';
import { RowActionButton } from '@/components/entity/RowActionButton';
import type { RowActionProps } from '@/components/entity/actions/types';

// The dialog and the rules it checks load when it is opened, not with the user list.
const CompanyAccountDialog = dynamic(() => import('./user-company-account-dialog').then((m) => m.CompanyAccountDialog), { ssr: false });

/** 企业账号 on a user's row, for administrators: link the account to the provider's subject, or remove the link. */
export function UserCompanyAccountRowAction({ record, recordKey, compact }: Pick<RowActionProps, 'record' | 'recordKey' | 'compact'>) {
  const t = useTranslations('companyAccount.admin');
  const { isAdmin } = useSession();
  const [open, setOpen] = useState(false);
  if (!isAdmin || record.auth_source === 'ldap') return null;
  const name = typeof record.realname === 'string' && record.realname ? record.realname : String(record.username ?? '');
  return (
    <>
      <RowActionButton label={t('action')} icon={<LinkOutlined />} compact={compact} onClick={() => setOpen(true)} testId="row-company-account" />
      {open ? <CompanyAccountDialog userKey={recordKey} name={name} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
