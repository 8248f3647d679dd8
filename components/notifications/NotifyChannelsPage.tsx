'use client';

import { Skeleton, Tabs } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import frame from '@/components/shell/page-frame.module.css';
import { call } from '@/lib/client/call';
import { notifyCalls } from '@/lib/contract/notification-calls';
import { NOTIFY_CHANNELS, type NotifySettingsAnswer } from '@/lib/contract/notifications';
import { ChannelForm } from './ChannelForm';
import { GeneralForm } from './GeneralForm';
import { OutboxTable } from './OutboxTable';

/** 系统管理 → 通知渠道: a tab per channel, the shared settings, and 发送记录. */
export function NotifyChannelsPage() {
  const t = useTranslations('notifications');
  const [tab, setTab] = useState<string>('email');
  const { data, mutate } = useSWR(notifyCalls.settings.path, () => call(notifyCalls.settings), { revalidateOnFocus: false });
  const refresh = () => void mutate();
  const settingsTab = (children: (settings: NotifySettingsAnswer) => React.ReactNode) => (data ? children(data) : <Skeleton active paragraph={{ rows: 6 }} />);
  return (
    <div className={frame.page} data-testid="notify-channels">
      <section className={frame.panel}>
        <div className={frame.toolbar}>
          <h1 className={frame.listTitle}>{t('title')}</h1>
        </div>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            ...NOTIFY_CHANNELS.map((channel) => ({
              key: channel,
              label: t(`channels.${channel}`),
              children: settingsTab((s) => <ChannelForm key={JSON.stringify(s.channels[channel])} channel={channel} answer={s.channels[channel]} onSaved={refresh} />),
            })),
            { key: 'general', label: t('tabs.general'), children: settingsTab((s) => <GeneralForm key={JSON.stringify(s.general)} general={s.general} defaultOrigin={s.default_origin} onSaved={refresh} />) },
            { key: 'outbox', label: t('tabs.outbox'), children: tab === 'outbox' ? <OutboxTable /> : null },
          ]}
        />
      </section>
    </div>
  );
}
