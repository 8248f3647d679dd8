'use client';

import { Tabs } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import { useTranslations } from 'next-intl';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { messageCategoryEntity } from '@/lib/entities/message-category';
import { newsCategoryEntity } from '@/lib/entities/news-category';
import styles from './messages.module.css';

/**
 * Message and news categories on the message centre's one category page: each kind
 * is a declared entity, so each tab is its generic list with form, detail and history.
 */
export function CategoryManagement() {
  const t = useTranslations('messageCenter.categories');
  return (
    <div className={styles.categoryTabs}>
      <Tabs
        items={[
          { key: 'message', label: t('message'), children: <EntityListPage entity={messageCategoryEntity} /> },
          { key: 'news', label: t('news'), children: <EntityListPage entity={newsCategoryEntity} /> },
        ]}
      />
    </div>
  );
}
