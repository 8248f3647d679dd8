'use client';

import { CloseOutlined, CloseCircleOutlined, ColumnWidthOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { LazyDropdown } from '@/components/widgets/LazyDropdown';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import {
  closeAllViews,
  closeOtherViews,
  closeView,
  HOME_PATH,
  refreshPath,
  type Closing,
  type VisitedView,
} from '@/lib/client/visited-views';
import { TabStrip } from '@/components/widgets/tab-strip/TabStrip';
import { useMenuTitle } from './use-menu-title';
import styles from './shell-nav.module.css';

interface VisitedTabsProps {
  views: readonly VisitedView[];
  /** The page on screen; no tab is active while it is not one of them. */
  activePath: string;
  onChange: (views: VisitedView[]) => void;
  /** Pages whose kept state must go: closed tabs, refreshed pages. */
  onForget: (paths: readonly string[]) => void;
}

interface ContextMenuState {
  path: string;
  x: number;
  y: number;
}

const ACTIONS = ['refresh', 'close', 'closeOthers', 'closeAll'] as const;
type Action = (typeof ACTIONS)[number];

function isAction(key: string): key is Action {
  return (ACTIONS as readonly string[]).includes(key);
}

/** The strip of visited pages under the top bar (docs/architecture.md, "The back office's frame"), with its right-click menu. */
export function VisitedTabs({ views, activePath, onChange, onForget }: VisitedTabsProps) {
  const t = useTranslations('shellNav');
  const title = useMenuTitle();
  const router = useRouter();
  const [menu, setMenu] = useState<ContextMenuState | null>(null);

  const apply = ({ views: next, navigateTo }: Closing) => {
    const remaining = new Set(next.map((view) => view.path));
    onForget(views.filter((view) => !remaining.has(view.path)).map((view) => view.path));
    onChange(next);
    if (navigateTo) router.push(navigateTo);
  };

  const run = (action: Action, path: string) => {
    const view = views.find((candidate) => candidate.path === path);
    if (!view) return;
    if (action === 'refresh') {
      onForget([path]);
      router.replace(refreshPath(view.fullPath));
    } else if (action === 'close') apply(closeView(views, path, activePath));
    else if (action === 'closeOthers') apply(closeOtherViews(views, path, activePath));
    else apply(closeAllViews(views, activePath));
  };

  // The right-click may land anywhere on a tab, padding included: find the tab from the event.
  const openMenu = (event: MouseEvent<HTMLDivElement>) => {
    const tab = (event.target as HTMLElement).closest<HTMLElement>('[data-node-key]');
    const path = tab?.dataset.nodeKey;
    if (!tab || !path) return;
    event.preventDefault();
    // The keyboard's context-menu key reports no pointer position: open under the tab instead.
    const box = tab.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setMenu({ path, x: fromKeyboard ? box.left : event.clientX, y: fromKeyboard ? box.bottom : event.clientY });
  };

  const menuItems: MenuProps['items'] = menu
    ? [
        { key: 'refresh', icon: <ReloadOutlined aria-hidden />, label: t('refresh') },
        { key: 'close', icon: <CloseOutlined aria-hidden />, label: t('close'), disabled: menu.path === HOME_PATH },
        { key: 'closeOthers', icon: <ColumnWidthOutlined aria-hidden />, label: t('closeOthers'), disabled: views.every((view) => view.path === HOME_PATH || view.path === menu.path) },
        { key: 'closeAll', icon: <CloseCircleOutlined aria-hidden />, label: t('closeAll'), disabled: views.length <= 1 },
      ]
    : [];

  return (
    <div className={styles.visitedTabs} onContextMenu={openMenu} data-testid="visited-tabs" data-sticky-bar>
      <TabStrip
        label={t('visitedViews')}
        closeLabel={t('close')}
        activeKey={activePath}
        onSelect={(path) => {
          const view = views.find((candidate) => candidate.path === path);
          if (view) router.push(view.fullPath);
        }}
        onClose={(path) => run('close', path)}
        items={views.map((view) => {
          const text = title(view.title);
          // A long title (a record's name, an English menu title) is cut short; the tooltip has it whole.
          return { key: view.path, label: <span data-testid="visited-tab" title={text} className={styles.tabTitle}>{text}</span>, closable: view.path !== HOME_PATH };
        })}
      />
      {menu ? (
        <LazyDropdown
          key={`${menu.x}:${menu.y}`}
          open
          trigger={['contextMenu']}
          onOpenChange={(open) => {
            if (!open) setMenu(null);
          }}
          menu={{
            items: menuItems,
            onClick: ({ key }) => {
              setMenu(null);
              if (isAction(key)) run(key, menu.path);
            },
          }}
        >
          <span className={styles.contextAnchor} style={{ left: menu.x, top: menu.y }} />
        </LazyDropdown>
      ) : null}
    </div>
  );
}
