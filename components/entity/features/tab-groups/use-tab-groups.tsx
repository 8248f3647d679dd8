'use client';

import { Tabs, type TabsProps } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { ChildTab } from '@/lib/entity/features/family/family';
import { groupChildTabs, groupCount } from '@/lib/entity/features/tab-groups/tab-groups';
import type { EntityDef } from '@/lib/entity/types';
import { TabTitle } from './TabTitle';

type TabItem = NonNullable<TabsProps['items']>[number];

interface GroupedTabsInput {
  /** The record page's open tab. */
  activeTab: string;
  /** How many records each child kind holds, by child entity name. */
  counts: Readonly<Record<string, number>> | undefined;
  childTabKey: (child: ChildTab) => string;
  /** A child's tab (none when its kind is unknown), its list rendered only when open. */
  childTab: (child: ChildTab, open: boolean) => TabItem[];
}

/**
 * An entity declaring tab groups gets a record page tab per group, holding its children's tabs
 * (the group's first open until another is chosen). The answer is null for an entity without
 * groups: its children's tabs stay in one row.
 */
export function useTabGroups(entity: EntityDef, tabs: readonly ChildTab[]): (input: GroupedTabsInput) => TabItem[] | null {
  const tAll = useTranslations();
  /** The child tab open in each group, by group name. */
  const [groupTab, setGroupTab] = useState<Record<string, string>>({});
  const groups = groupChildTabs(entity, tabs);
  return ({ activeTab, counts, childTabKey, childTab }) => groups?.map((group) => {
    const key = `group:${group.name}`;
    const open = groupTab[group.name] ?? childTabKey(group.tabs[0]!);
    const children: ReactNode = activeTab === key ? (
      <div data-testid="record-group-tabs" data-group={group.name}>
        <Tabs
          size="small"
          activeKey={open}
          onChange={(next) => setGroupTab((chosen) => ({ ...chosen, [group.name]: next }))}
          items={group.tabs.flatMap((child) => childTab(child, open === childTabKey(child)))}
        />
      </div>
    ) : null;
    return { key, label: <TabTitle label={tAll(group.label)} count={groupCount(group, counts)} name={group.name} group />, children };
  }) ?? null;
}
