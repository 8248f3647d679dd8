'use client';

import { SafetyCertificateOutlined } from '@ant-design/icons';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { textOf } from '@/components/entity/fields/shared';
import { RowActionButton } from '@/components/entity/RowActionButton';
import type { RowActionProps } from '@/components/entity/actions/types';
import { closeIfShown } from '@/lib/client/close-if-shown';

const RoleGrantDrawer = dynamic(() => import('./RoleGrantDrawer').then((m) => m.RoleGrantDrawer), { ssr: false });

/** 授权 on a role's row: opens the drawer of its menu and button grants. */
export function RoleGrantRowAction({ entity, record, recordKey, rights, compact }: RowActionProps) {
  const t = useTranslations('entityUi.grant');
  const [opened, setOpened] = useState<number | null>(null);
  if (!rights.update) return null;
  return (
    <>
      <RowActionButton label={t('action')} icon={<SafetyCertificateOutlined />} compact={compact} testId="row-grant" onClick={() => setOpened(Date.now())} />
      {opened !== null ? (
        <RoleGrantDrawer key={opened} roleKey={recordKey} roleName={textOf(record[entity.titleField])} onClosed={closeIfShown(setOpened, opened)} />
      ) : null}
    </>
  );
}
