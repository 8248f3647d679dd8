'use client';

import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Spin } from 'antd';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { findMenuItem, highlightPath, isShown, layoutRedirect } from '@/lib/client/menu/menu-tree';
import { menuTitle, sideMenuEntries, sideMenuFor } from '@/lib/client/menu/side-menu';
import { useSession } from '@/lib/client/session-state';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import { HOME_PATH, type VisitedView } from '@/lib/client/visited-views';
import { governingMenuPath, isKnownBackOfficePath, REDIRECTS } from '@/lib/navigation/page-directory';
import { ClickTracker } from './ClickTracker';
import { Forbidden } from './Forbidden';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { NavMenu } from './nav-menu/NavMenu';
import { PageTitleProvider } from './page-title';
import { SessionGate } from './SessionGate';
import { ShellMenusProvider, useShellMenus } from './shell-menus';
import { SIDEBAR_COOKIE } from './sidebar-cookie';
import { TopBar } from './TopBar';
import { useVisitedViews } from './use-visited-views';
import { VisitedTabs } from './VisitedTabs';
import styles from './shell.module.css';

/** The menu drawer of narrow screens loads the first time it is opened. */
const MenuDrawer = dynamic(() => import('./MenuDrawer').then((m) => m.MenuDrawer), { ssr: false });

/** Sidebar width 140px, six Chinese characters an item (docs/architecture.md, "The back office's frame"). */
const SIDER_WIDTH = 140;
/** English menu titles run two to three times as wide ('Customer organisation'): the sidebar widens to keep most of them whole. */
const SIDER_WIDTH_LATIN = 200;
const SIDER_COLLAPSED_WIDTH = 64;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface BackOfficeShellProps {
  productName: string;
  initialCollapsed: boolean;
  children: ReactNode;
}

/** The page's right to be shown: the menu tree decides for every known product page. */
type PageAccess = 'pending' | 'allowed' | 'forbidden' | 'elsewhere';

function ShellFrame({ productName, initialCollapsed, children }: BackOfficeShellProps) {
  const t = useTranslations('shell');
  const tNav = useTranslations('shellNav');
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const { loading, error, userKey } = useSession();
  const { tree, permitted, keepAlive, activeTop, firstPermitted, pagePath } = useShellMenus();
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const siderWidth = useLocale().startsWith('zh') ? SIDER_WIDTH : SIDER_WIDTH_LATIN;
  const drawerOpened = useOpenedOnce(drawerOpen);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const ready = !loading && !error;
  const refreshing = pathname !== pagePath;
  const layoutTarget = useMemo(() => layoutRedirect(tree, pagePath), [tree, pagePath]);
  const access: PageAccess = useMemo(() => {
    if (!ready || refreshing) return 'pending';
    if (pagePath === HOME_PATH && !permitted.has(HOME_PATH)) return firstPermitted ? 'elsewhere' : 'forbidden';
    if (layoutTarget) return 'elsewhere';
    // Paths that only redirect never render here; unknown ones are the server's 404.
    if (pagePath in REDIRECTS || !isKnownBackOfficePath(pagePath)) return 'allowed';
    return permitted.has(governingMenuPath(pagePath)) ? 'allowed' : 'forbidden';
  }, [ready, refreshing, pagePath, permitted, firstPermitted, layoutTarget]);

  // Without the dashboard, home is the first page the user may open; a menu
  // directory's address is its first page (docs/architecture.md, "The back office's frame").
  const elsewhere = layoutTarget ?? firstPermitted;
  useEffect(() => {
    if (access === 'elsewhere' && elsewhere) router.replace(elsewhere);
  }, [access, elsewhere, router]);

  // Titles pages give themselves (a record page its record's name), by path.
  const [pageTitles, setPageTitles] = useState<Readonly<Record<string, string>>>({});
  const namePage = useCallback((path: string, title: string) => {
    setPageTitles((titles) => (titles[path] === title ? titles : { ...titles, [path]: title }));
  }, []);
  const current = useMemo<VisitedView | null>(() => {
    if (access !== 'allowed') return null;
    const item = findMenuItem(tree, pagePath);
    const title = pageTitles[pagePath] ?? (item ? menuTitle(item) : null);
    if (!title) return null;
    return { path: pagePath, fullPath: search ? `${pagePath}?${search}` : pagePath, title };
  }, [access, tree, pagePath, search, pageTitles]);
  const { views, replaceViews } = useVisitedViews({ userKey, pagePath, current, permitted: ready ? permitted : null });

  // Pages whose kept state was dropped (closed or refreshed) stay dropped until opened again.
  const [forgotten, setForgotten] = useState<ReadonlySet<string>>(new Set());
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (forgotten.has(pathname)) setForgotten(new Set([...forgotten].filter((path) => path !== pathname)));
  }
  const forget = useCallback((paths: readonly string[]) => {
    if (paths.length > 0) setForgotten((current) => new Set([...current, ...paths]));
  }, []);
  const keep = useMemo(
    () => new Set(views.map((view) => view.path).filter((path) => keepAlive.has(path) && !forgotten.has(path))),
    [views, keepAlive, forgotten],
  );

  // A page in no menu of the user's (a 403, say) still gets a side menu: the first category's.
  const sideEntries = useMemo(() => sideMenuFor(activeTop ?? tree.find(isShown) ?? null), [activeTop, tree]);
  const drawerEntries = useMemo(() => sideMenuEntries(tree), [tree]);
  const selectedPath = useMemo(() => highlightPath(tree, pagePath), [tree, pagePath]);

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    // A cookie, so the server renders the next page with the same width.
    document.cookie = `${SIDEBAR_COOKIE}=${next ? '1' : '0'}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  };

  const replacement =
    access === 'forbidden' ? <Forbidden /> : access === 'elsewhere' ? <div className={styles.pageSpin}><Spin /></div> : undefined;

  return (
    // The brand in the top bar lines up with the sidebar, whatever its width.
    <Layout className={styles.layout} style={{ '--sider-width': `${siderWidth}px` } as CSSProperties}>
      <ClickTracker />
      <TopBar productName={productName} compact={collapsed} onOpenDrawer={() => setDrawerOpen(true)} />
      <Layout hasSider className={styles.main}>
        <Layout.Sider
          theme="light"
          width={siderWidth}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          className={styles.sider}
          aria-label={t('navigation')}
        >
          <div className={styles.siderMenu}>
            <SessionGate variant="menu">
              <NavMenu entries={sideEntries} selectedPath={selectedPath} collapsed={collapsed} />
            </SessionGate>
          </div>
          <Button
            type="text"
            className={styles.collapseToggle}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={collapsed ? t('expandMenu') : t('collapseMenu')}
            title={collapsed ? t('expandMenu') : t('collapseMenu')}
            onClick={toggleCollapsed}
          />
        </Layout.Sider>
        <Layout className={styles.body}>
          <VisitedTabs views={views} activePath={pagePath} onChange={replaceViews} onForget={forget} />
          <main className={styles.content}>
            <SessionGate variant="page">
              <PageTitleProvider value={namePage}>
                <KeepAliveOutlet path={pathname} keep={keep} outlet={children} replacement={replacement} />
              </PageTitleProvider>
            </SessionGate>
          </main>
        </Layout>
      </Layout>
      {drawerOpened ? (
        <MenuDrawer
          open={drawerOpen}
          onClose={closeDrawer}
          placement="left"
          size={260}
          title={productName}
          className={styles.drawer}
          styles={{ body: { padding: 0 } }}
          aria-label={tNav('allMenus')}
        >
          <SessionGate variant="menu">
            <NavMenu entries={drawerEntries} selectedPath={selectedPath} onNavigate={closeDrawer} />
          </SessionGate>
        </MenuDrawer>
      ) : null}
    </Layout>
  );
}

/**
 * The signed-in frame (docs/architecture.md, "The back office's frame"): top bar with the first-level tabs, the side menu of the
 * active category (a drawer with every menu below 992px), the strip of visited pages, and the page.
 */
export function BackOfficeShell(props: BackOfficeShellProps) {
  return (
    <ShellMenusProvider>
      <ShellFrame {...props} />
    </ShellMenusProvider>
  );
}
