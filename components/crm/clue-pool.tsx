'use client';

import { ApartmentOutlined, SettingOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callAnswer } from '@/lib/client/call';
import { crmCalls } from '@/lib/contract/crm-calls';
import { CLUE_POOL_RIGHT } from '@/lib/entities/clue';
import { useHolds } from '@/components/entity/entity-rights';
import type { ToolbarActionProps } from '@/components/entity/actions/types';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

const ClueDistributeDialog = dynamic(() => import('./ClueDistributeDialog').then((m) => m.ClueDistributeDialog), { ssr: false });
const ClueRuleDialog = dynamic(() => import('./ClueRuleDialog').then((m) => m.ClueRuleDialog), { ssr: false });

/**
 * The lead pool's toolbar, for those holding the pool right: hand the selected leads to chosen
 * users, hand them out by the rule, and set the rule (which also distributes site leads on arrival).
 */
export function CluePoolToolbar({ fixed, selected, refresh, clearSelection }: ToolbarActionProps) {
  const t = useTranslations('clueDistribution.ui');
  const holds = useHolds();
  const { message, modal } = useFeedback();
  const [open, setOpen] = useState<'distribute' | 'rule' | null>(null);
  if (fixed.in_pool !== 'true' || !holds(CLUE_POOL_RIGHT)) return null;

  const done = () => {
    clearSelection();
    refresh();
  };
  const withSelection = (then: () => void) => () => {
    if (selected.length === 0) void message.warning(t('selectFirst'));
    else then();
  };
  const byRule = () => {
    modal.confirm({
      title: t('byRule'),
      content: t('byRuleConfirm', { count: selected.length }),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          const answer = await callAnswer(crmCalls.distributeByRule, { ids: selected.join(',') });
          void message.success(answer.msg);
          done();
        } catch {
          // The client has shown why; the selection stays.
        }
      },
    });
  };

  return (
    <Space wrap>
      <Button type="primary" icon={<ShareAltOutlined />} onClick={withSelection(() => setOpen('distribute'))} data-testid="clue-distribute">
        {t('distribute')}
      </Button>
      <Button icon={<ApartmentOutlined />} onClick={withSelection(byRule)} data-testid="clue-distribute-by-rule">
        {t('byRule')}
      </Button>
      <Button icon={<SettingOutlined />} onClick={() => setOpen('rule')} data-testid="clue-rule-open">
        {t('rule')}
      </Button>
      {open === 'distribute' ? <ClueDistributeDialog keys={selected} onDone={done} onClose={() => setOpen(null)} /> : null}
      {open === 'rule' ? <ClueRuleDialog onClose={() => setOpen(null)} /> : null}
    </Space>
  );
}
