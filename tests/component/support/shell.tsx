import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { LayoutRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { usePathname } from 'next/navigation';
import { useContext, useMemo, type ContextType, type ReactNode } from 'react';
import { expect } from 'vitest';
import { BackOfficeShell } from '@/components/shell/BackOfficeShell';
import { apiPaths } from '@/lib/contract/api-paths';
import type { MenuItem } from '@/lib/client/session-types';
import { todoPaths } from '@/lib/contract/todo-paths';
import { renderInApp } from '../render';
import { answer } from './answers';
import { pointAt } from './dialogs';
import { demoSession, WithSession, type DemoUsername } from './session';

/**
 * The back-office frame (components/shell/BackOfficeShell.tsx) as the layout renders it for a demo
 * user: top bar, side menu, visited tabs and the page. The address follows the router (the tabs
 * push); a link's own navigation is the browser's, so a test moves the address with `go` as a
 * followed link would. The page slot is drawn as Next's is: from the router context it is given,
 * so a page the shell keeps (keepAlive) is drawn with the context it had on screen.
 */
type RouterPlace = NonNullable<ContextType<typeof LayoutRouterContext>>;

/** Next's router context for the page at the address: a new one at each navigation. */
function RouterPlaceAtAddress({ children }: { children: ReactNode }) {
  const url = usePathname();
  // What the hooks here read of it: the address, and the render tree's back-forward cache id (useRouter).
  const place = useMemo(() => ({ url, isActive: true, parentRenderTree: { data: { bfcacheId: 0 } } }) as unknown as RouterPlace, [url]);
  return <LayoutRouterContext.Provider value={place}>{children}</LayoutRouterContext.Provider>;
}

/** The page slot: a stand-in page for whatever address its router context points at. */
function PageSlot() {
  const place = useContext(LayoutRouterContext);
  return <section data-testid="page" data-path={place?.url}>{place?.url}</section>;
}

export interface ShellOptions {
  /** Where the frame opens. */
  at?: string;
  /** The user's menus, when not those the seed grants. */
  menus?: MenuItem[];
  /** The saved top-bar choice (nav.topMenus); null: none saved, every first-level menu. */
  topMenus?: string[] | null;
}

export function renderShell(username: DemoUsername, { at = '/', menus, topMenus = null }: ShellOptions = {}) {
  // The visited tabs live in the browser's session storage: every test starts with none.
  sessionStorage.clear();
  answer(apiPaths.userSettingGet, topMenus);
  answer(apiPaths.messageTotal, { business: 0, administration: 0, total: 0 });
  answer(todoPaths.counts, { items: [], total: 0, setting: { pool_days: 7, contract_days: 7, receivable_days: 3 }, canChangeSetting: false });
  const rendered = renderInApp(
    <WithSession state={demoSession(username, menus ? { menus } : {})}>
      <RouterPlaceAtAddress>
        <BackOfficeShell productName="金融版CRM" initialCollapsed={false}>
          <PageSlot />
        </BackOfficeShell>
      </RouterPlaceAtAddress>
    </WithSession>,
    { at, follow: true },
  );
  const go = (href: string) =>
    act(async () => {
      rendered.router.push(href);
    });
  return { ...rendered, go };
}

/** The texts of the top bar's tabs, once they are drawn. */
export async function topTabs(): Promise<string[]> {
  await waitFor(() => expect(screen.queryAllByTestId('top-tab').length).toBeGreaterThan(0));
  return screen.getAllByTestId('top-tab').map((tab) => tab.textContent ?? '');
}

/** The side menu (the sider). */
export const sider = () => document.querySelector<HTMLElement>('aside')!;

/** The visited tabs' titles. */
export const visitedTabs = () => screen.queryAllByTestId('visited-tab').map((tab) => tab.textContent);

/** The page the slot draws for `path`, if mounted. */
export const pageAt = (path: string) => document.querySelector<HTMLElement>(`[data-testid="page"][data-path="${path}"]`);

/** Whether the element or anything around it is hidden. */
export function hidden(element: HTMLElement): boolean {
  return element.closest('[hidden]') !== null;
}

/** What the top bar's More holds: opened (it opens on hover too), read and closed again; none without a More. */
export async function moreMenuTexts(user: UserEvent): Promise<string[]> {
  if (!screen.queryByTestId('top-more')) return [];
  await pointAt(user, () => screen.getByTestId('top-more'));
  const menu = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-dropdown')].find((d) => !/-hidden\b|-leave\b/.test(d.className));
    expect(open?.querySelector('.ant-dropdown-menu-title-content')).toBeTruthy();
    return open!;
  });
  const texts = [...menu.querySelectorAll('.ant-dropdown-menu-title-content')].map((item) => item.textContent?.trim() ?? '');
  await user.keyboard('{Escape}');
  return texts;
}

/** Opens the top bar's all-menus panel. */
export async function openAllMenus(user: UserEvent): Promise<HTMLElement> {
  await user.click(await pointAt(user, () => screen.getByTestId('all-menus')));
  return screen.findByTestId('all-menus-panel');
}
