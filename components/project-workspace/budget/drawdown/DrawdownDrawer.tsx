'use client';

import { Descriptions, Drawer } from 'antd';
import '@/components/providers/theme/antd-drawer.css';
import '@/components/providers/theme/antd-descriptions.css';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import { EntityListPage } from '@/components/entity/EntityListPage';
import type { EntityRecord } from '@/components/entity/fields';
import { textOf } from '@/components/entity/fields/shared';

const money = (value: unknown) => Number(value ?? 0).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A plan's payments or receipts, with the plan's amount, what was drawn and what is left. */
export function DrawdownDrawer({ plan, child, foreignKey, record, recordKey, title, onClosed }: {
  plan: EntityDef; child: EntityDef; foreignKey: string; record: EntityRecord; recordKey: string; title: string; onClosed: () => void;
}) {
  const tAll = useTranslations();
  const [open, setOpen] = useState(true);
  const fixed = useMemo(() => ({ [foreignKey]: recordKey }), [foreignKey, recordKey]);
  const drawn = plan.name === 'paymentPlan' ? 'paid_amount' : 'received_amount';
  return (
    <Drawer open={open} size={900} title={`${title}：${textOf(record[plan.titleField])}`} onClose={() => setOpen(false)} afterOpenChange={(v) => { if (!v) onClosed(); }} destroyOnHidden>
      <div data-testid="drawdown-drawer">
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }} items={[
          { key: 'amount', label: tAll(plan.fields.amount!.label), children: <span data-testid="drawdown-planned">{money(record.amount)}</span> },
          { key: 'drawn', label: tAll(plan.fields[drawn]!.label), children: <span data-testid="drawdown-drawn">{money(record[drawn])}</span> },
          { key: 'remaining', label: tAll(plan.fields.remaining_amount!.label), children: <span data-testid="drawdown-remaining">{money(record.remaining_amount)}</span> },
        ]} />
        <EntityListPage entity={child} view={{ kind: 'section', fixed, entry: 'locked' }} />
      </div>
    </Drawer>
  );
}
