'use client';

import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { LanguageSwitch } from '@/components/language/LanguageSwitch';
import { useSession } from '@/lib/client/session-state';
import { buildNav } from './nav-model';
import { NavMenu } from './NavMenu';
import { SessionGate } from './SessionGate';
import { SIDEBAR_COOKIE } from './sidebar-cookie';
import { UserMenu } from './UserMenu';
import styles from './shell.module.css';

/** spec-1 §9: sidebar width 140px. */
const SIDER_WIDTH = 140;
const SIDER_COLLAPSED_WIDTH = 64;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface BackOfficeShellProps {
  productName: string;
  initialCollapsed: boolean;
  children: ReactNode;
}

function BrandMark({ productName, compact }: { productName: string; compact: boolean }) {
  return (
    <Link href="/" className={styles.brand} title={productName}>
      <span className={styles.brandMark} aria-hidden>{productName.slice(0, 1)}</span>
      {compact ? null : <span className={styles.brandName}>{productName}</span>}
    </Link>
  );
}

/**
 * The signed-in frame: side menu (a drawer below 992px), header with language and user menu,
 * and the page. Tabs, favourites and the message drawer come with the full shell later.
 */
export function BackOfficeShell({ productName, initialCollapsed, children }: BackOfficeShellProps) {
  const t = useTranslations('shell');
  const { menus } = useSession();
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const nav = useMemo(() => buildNav(menus), [menus]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    // A cookie, so the server renders the next page with the same width (spec-1 §9).
    document.cookie = `${SIDEBAR_COOKIE}=${next ? '1' : '0'}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  };

  return (
    <Layout hasSider className={styles.layout}>
      <Layout.Sider
        theme="light"
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        className={styles.sider}
        aria-label={t('navigation')}
      >
        <BrandMark productName={productName} compact={collapsed} />
        <SessionGate variant="menu">
          <NavMenu entries={nav} collapsed={collapsed} />
        </SessionGate>
      </Layout.Sider>
      <Layout className={styles.body}>
        <header className={styles.header}>
          <Button
            type="text"
            className={styles.collapseToggle}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={collapsed ? t('expandMenu') : t('collapseMenu')}
            onClick={toggleCollapsed}
          />
          <Button type="text" className={styles.drawerToggle} icon={<MenuOutlined />} aria-label={t('openMenu')} onClick={() => setDrawerOpen(true)} />
          <span className={styles.headerTitle}>{productName}</span>
          <span className={styles.headerSpacer} />
          <LanguageSwitch />
          <UserMenu />
        </header>
        <main className={styles.content}>
          <SessionGate variant="page">{children}</SessionGate>
        </main>
      </Layout>
      <Drawer
        open={drawerOpen}
        onClose={closeDrawer}
        placement="left"
        size={240}
        title={productName}
        className={styles.drawer}
        styles={{ body: { padding: 0 } }}
      >
        <SessionGate variant="menu">
          <NavMenu entries={nav} onNavigate={closeDrawer} />
        </SessionGate>
      </Drawer>
    </Layout>
  );
}
