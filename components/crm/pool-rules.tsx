'use client';

import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHolds } from '@/components/entity/entity-rights';
import type { ToolbarActionProps } from '@/components/entity/actions/types';

const PoolRulesDialog = dynamic(() => import('./PoolRulesDialog').then((m) => m.PoolRulesDialog), { ssr: false });

/** The right to change the pool's rules: the same as distributing its customers. */
const POOL_RULES_RIGHT = 'crm-customer-sea-distribute';

/** 公海规则 on the public pool's toolbar, for those who may distribute its customers. */
export function PoolRulesToolbar({ fixed }: ToolbarActionProps) {
  const t = useTranslations('entityUi.poolRules');
  const holds = useHolds();
  const [open, setOpen] = useState(false);
  if (fixed.in_sea !== 'true' || !holds(POOL_RULES_RIGHT)) return null;
  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => setOpen(true)} data-testid="pool-rules-open">
        {t('title')}
      </Button>
      {open ? <PoolRulesDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
