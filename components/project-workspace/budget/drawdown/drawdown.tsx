'use client';

import { MoneyCollectOutlined, UnorderedListOutlined } from '@ant-design/icons';
import dynamic from 'next/dynamic';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { mutate } from 'swr';
import { RowActionButton } from '@/components/entity/RowActionButton';
import { useEntityDefinition } from '@/components/entity/use-entity-definition';
import type { RowActionProps } from '@/components/entity/actions/types';
import { formatFigure, MONEY_DECIMALS } from '@/components/entity/fields/number-format';
import { closeIfShown } from '@/lib/client/close-if-shown';

const EntityFormDrawer = dynamic(() => import('@/components/entity/EntityFormDrawer').then((m) => m.EntityFormDrawer), { ssr: false });
const DrawdownDrawer = dynamic(() => import('./DrawdownDrawer').then((m) => m.DrawdownDrawer), { ssr: false });

/** A plan and the record kind drawn against it: a payment plan's payments, a receivable plan's receipts. */
interface Drawdown {
  child: 'payment' | 'receipt';
  foreignKey: string;
  /** The action's message keys under entity.<plan>.actions. */
  action: 'pay' | 'receive';
  /** Plans drawn on only in this status (an approved payment plan). */
  status?: string;
}

/**
 * 付款 / 收款 on a plan's row: while something is left of an (approved) plan, a dialog records a
 * payment or receipt against it (the server refuses what exceeds the plan, naming what is left);
 * and the plan's payments or receipts in a drawer.
 */
function drawdownRowAction(drawdown: Drawdown) {
  return function DrawdownRowAction({ entity, record, recordKey, compact, refresh }: RowActionProps) {
    const t = useTranslations(`entity.${entity.name}.actions`);
    const [paying, setPaying] = useState<number | null>(null);
    const [listing, setListing] = useState<number | null>(null);
    const child = useEntityDefinition(drawdown.child, paying !== null || listing !== null);
    const open = (!drawdown.status || record.status === drawdown.status) && Number(record.remaining_amount ?? 0) > 0;
    return (
      <>
        {open ? <RowActionButton label={t(`${drawdown.action}.label`)} icon={<MoneyCollectOutlined />} compact={compact} testId={`row-${drawdown.action}`} onClick={() => setPaying(Date.now())} /> : null}
        <RowActionButton label={t('details.label')} icon={<UnorderedListOutlined />} compact={compact} testId="row-drawdowns" onClick={() => setListing(Date.now())} />
        {paying !== null && child ? (
          <EntityFormDrawer
            key={paying}
            entity={child}
            fixed={{ [drawdown.foreignKey]: recordKey }}
            recordKey={null}
            savedText={t(`${drawdown.action}.done`)}
            intro={t(`${drawdown.action}.intro`, { plan: String(record[entity.titleField] ?? ''), remaining: formatFigure(record.remaining_amount, MONEY_DECIMALS) })}
            onSaved={() => {
              refresh();
              // The budget's figures (the workspace's strip) follow the payment.
              void mutate((key) => Array.isArray(key) && key[0] === 'budget:figures');
            }}
            onClosed={closeIfShown(setPaying, paying)}
          />
        ) : null}
        {listing !== null && child ? (
          <DrawdownDrawer key={listing} plan={entity} child={child} foreignKey={drawdown.foreignKey} record={record} recordKey={recordKey} title={t('details.label')} onClosed={closeIfShown(setListing, listing)} />
        ) : null}
      </>
    );
  };
}

export const PaymentPlanRowAction = drawdownRowAction({ child: 'payment', foreignKey: 'payment_plan_key', action: 'pay', status: 'APPROVED' });
export const ReceivablePlanRowAction = drawdownRowAction({ child: 'receipt', foreignKey: 'receivable_plan_key', action: 'receive' });
