'use client';

import { DownOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { LazyDropdown } from '@/components/widgets/LazyDropdown';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import { useHolds } from '../entity-rights';
import type { EntityRecord } from '../fields';
import { applicableActions, type DeclaredAction } from './applicable';

/** An action's dialog (its form and fields) loads when the action is chosen. */
const DeclaredActionDialog = dynamic(() => import('./DeclaredActionDialog').then((m) => m.DeclaredActionDialog), { ssr: false });

interface DeclaredRowActionsProps {
  entity: EntityDef;
  record: EntityRecord;
  recordKey: string;
  compact?: boolean;
  /** A button per action (the record page) instead of one drop-down (a list row). */
  asButtons?: boolean;
  onDone: () => void;
}

/** The declared actions that fit one record as it stands: a 更多 drop-down in a row, buttons on a record page. */
export function DeclaredRowActions({ entity, record, recordKey, compact = false, asButtons = false, onDone }: DeclaredRowActionsProps) {
  const t = useTranslations('entityUi.actions');
  const tAll = useTranslations();
  const holds = useHolds();
  const [running, setRunning] = useState<DeclaredAction | null>(null);
  const actions = applicableActions(entity, 'row', holds, record);
  if (actions.length === 0) return null;
  const dialog = running ? <DeclaredActionDialog entity={entity} action={running} keys={[recordKey]} record={record} onDone={onDone} onClose={() => setRunning(null)} /> : null;

  if (asButtons) {
    return (
      <Space wrap>
        {actions.map((action) => (
          <Button key={action.name} danger={action.def.danger} onClick={() => setRunning(action)} data-testid={`action-${action.name}`}>
            {tAll(action.def.label)}
          </Button>
        ))}
        {dialog}
      </Space>
    );
  }
  return (
    <>
      <LazyDropdown
        trigger={['click']}
        menu={{
          items: actions.map((action) => ({ key: action.name, label: tAll(action.def.label), danger: action.def.danger, 'data-testid': `action-${action.name}` })),
          onClick: ({ key }) => setRunning(actions.find((a) => a.name === key) ?? null),
        }}
      >
        <Button type="link" size="small" icon={compact ? <MoreOutlined /> : undefined} aria-label={compact ? t('more') : undefined} data-testid="row-more">
          {compact ? null : <>{t('more')} <DownOutlined /></>}
        </Button>
      </LazyDropdown>
      {dialog}
    </>
  );
}
