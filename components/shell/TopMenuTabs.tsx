'use client';

import { DownOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { LazyDropdown } from '@/components/widgets/LazyDropdown';
import { useLocale, useTranslations } from 'next-intl';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { menuTitle } from '@/lib/client/menu/side-menu';
import { fittingTabCount, splitTopMenus } from '@/lib/client/menu/top-menus';
import { useSession } from '@/lib/client/session-state';
import { useTopMenuChoice } from '@/lib/client/user-settings';
import { MenuIcon } from './menu-icons';
import { MenuLink } from './MenuLink';
import { useShellMenus } from './shell-menus';
import { useMenuTitle } from './use-menu-title';
import styles from './shell-nav.module.css';

/**
 * First-level menus as tabs (docs/architecture.md, "The back office's frame"): the ones the user chose, at most twelve, as many as
 * the bar has room for; the rest under 'More'. A tab opens the first page of its category.
 */
export function TopMenuTabs() {
  const t = useTranslations('shellNav');
  const locale = useLocale();
  const title = useMenuTitle();
  const { userKey } = useSession();
  const { tree, activeTop } = useShellMenus();
  const { chosen, loading } = useTopMenuChoice(userKey);
  const { bar, more } = useMemo(() => splitTopMenus(tree, chosen), [tree, chosen]);

  const containerRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(bar.length);

  // Tabs are measured in a hidden copy of the bar, so the count never depends on what is shown.
  useLayoutEffect(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return;
    const update = () => {
      const cells = Array.from(measure.children) as HTMLElement[];
      const moreCell = cells.pop();
      const widths = cells.map((cell) => cell.getBoundingClientRect().width);
      const moreWidth = moreCell?.getBoundingClientRect().width ?? 0;
      setFitting(fittingTabCount(widths, container.clientWidth, moreWidth, more.length > 0));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(container);
    return () => observer.disconnect();
  }, [bar, more.length, locale, loading]);

  if (loading) return <nav ref={containerRef} className={styles.topTabs} aria-label={t('topMenus')} />;

  const shown = bar.slice(0, fitting);
  const overflow = [...bar.slice(fitting), ...more];
  const moreActive = Boolean(activeTop && overflow.some((item) => item.id === activeTop.id));
  const moreItems: MenuProps['items'] = overflow.map((item) => {
    const label = title(menuTitle(item));
    return { key: item.id, icon: <MenuIcon name={item.meta.icon} />, label: <MenuLink item={item}>{label}</MenuLink> };
  });

  return (
    <nav ref={containerRef} className={styles.topTabs} aria-label={t('topMenus')}>
      {shown.map((item) => {
        const active = item.id === activeTop?.id;
        return (
          <MenuLink key={item.id} item={item} current={active} className={active ? `${styles.topTab} ${styles.topTabActive}` : styles.topTab}>
            <MenuIcon name={item.meta.icon} />
            <span className={styles.topTabText} data-testid="top-tab" data-track="topMenu.open">{title(menuTitle(item))}</span>
          </MenuLink>
        );
      })}
      {overflow.length > 0 ? (
        <LazyDropdown menu={{ items: moreItems, selectedKeys: activeTop ? [activeTop.id] : [] }} trigger={['click', 'hover']} placement="bottomLeft">
          <button type="button" className={moreActive ? `${styles.topTab} ${styles.topTabActive}` : styles.topTab} data-testid="top-more">
            <span className={styles.topTabText}>{t('more')}</span>
            <DownOutlined className={styles.topTabCaret} aria-hidden />
          </button>
        </LazyDropdown>
      ) : null}
      <div ref={measureRef} className={styles.topTabsMeasure} aria-hidden>
        {bar.map((item) => (
          <span key={item.id} className={styles.topTab}>
            <MenuIcon name={item.meta.icon} />
            <span className={styles.topTabText}>{title(menuTitle(item))}</span>
          </span>
        ))}
        <span className={styles.topTab}>
          <span className={styles.topTabText}>{t('more')}</span>
          <DownOutlined className={styles.topTabCaret} aria-hidden />
        </span>
      </div>
    </nav>
  );
}
