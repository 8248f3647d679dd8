'use client';

import { Button, Space } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import { useHolds } from '../entity-rights';
import { applicableActions, type DeclaredAction } from './applicable';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** An action's dialog (its form and fields) loads when the action is chosen. */
const DeclaredActionDialog = dynamic(() => import('./DeclaredActionDialog').then((m) => m.DeclaredActionDialog), { ssr: false });

interface DeclaredBulkActionsProps {
  entity: EntityDef;
  /** The list's fixed values: an action that cannot apply to any of its rows is not offered. */
  fixed: Readonly<Record<string, string>>;
  selected: readonly string[];
  onDone: () => void;
}

/** Toolbar buttons for the declared actions that work on the selected rows. */
export function DeclaredBulkActions({ entity, fixed, selected, onDone }: DeclaredBulkActionsProps) {
  const tAll = useTranslations();
  const { message } = useFeedback();
  const holds = useHolds();
  const [running, setRunning] = useState<DeclaredAction | null>(null);
  const actions = applicableActions(entity, 'bulk', holds, fixed);
  if (actions.length === 0) return null;
  const start = (action: DeclaredAction) => {
    if (selected.length === 0) void message.warning(tAll('validation.selectRecord'));
    else setRunning(action);
  };
  return (
    <Space wrap>
      {actions.map((action) => (
        <Button key={action.name} danger={action.def.danger} onClick={() => start(action)} data-testid={`bulk-${action.name}`}>
          {tAll(action.def.label)}
        </Button>
      ))}
      {running ? <DeclaredActionDialog entity={entity} action={running} keys={selected} onDone={onDone} onClose={() => setRunning(null)} /> : null}
    </Space>
  );
}

/** Whether a list offers bulk actions at all (its rows then get check boxes). */
export function useHasBulkActions(entity: EntityDef, fixed: Readonly<Record<string, string>>): boolean {
  const holds = useHolds();
  return applicableActions(entity, 'bulk', holds, fixed).length > 0;
}
