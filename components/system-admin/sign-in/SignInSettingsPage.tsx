'use client';

import { Tabs } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import { useTranslations } from 'next-intl';
import frame from '@/components/shell/page-frame.module.css';
import { useSignInTabs } from './sign-in-tabs';

/** 系统管理 → 登录设置: one tab per way of signing in with a company account. */
export function SignInSettingsPage() {
  const t = useTranslations('signInSettings');
  const items = useSignInTabs();
  return (
    <div className={frame.page} data-testid="sign-in-settings">
      <section className={frame.panel}>
        <div className={frame.toolbar}>
          <h1 className={frame.listTitle}>{t('title')}</h1>
        </div>
        <Tabs items={items} destroyOnHidden />
      </section>
    </div>
  );
}
