import { describe, expect, it } from 'vitest';
import {
  activeTopItem,
  findMenuItem,
  firstLeaf,
  firstPermittedPath,
  highlightPath,
  keepAlivePaths,
  layoutRedirect,
  menuTarget,
  permittedPaths,
  routedTree,
  TOP_MENU_LIMIT,
  withFavorite,
} from '@/lib/client/menu/menu-tree';
import { favoriteItems, firstHit, menuGroups, searchMenus } from '@/lib/client/menu/menu-search';
import { ancestorKeys, sideMenuEntries, sideMenuFor } from '@/lib/client/menu/side-menu';
import { fittingTabCount, orderedChoice, splitTopMenus } from '@/lib/client/menu/top-menus';
import type { MenuItem } from '@/lib/client/session-types';

type Extra = Partial<Omit<MenuItem, 'meta'>> & { meta?: Partial<MenuItem['meta']> };

function menu(id: string, path: string, extra: Extra = {}): MenuItem {
  const { meta, ...rest } = extra;
  return {
    id,
    path,
    name: id,
    redirect: null,
    component: rest.children ? 'layout' : path,
    hidden: false,
    isFavorite: false,
    alwaysShow: false,
    route: '1',
    ...rest,
    meta: { title: `menu.${id}`, icon: null, url: null, permissionList: [], keepAlive: false, internalOrExternal: false, componentName: id, ...meta },
  };
}

/** A tree shaped like the seeded one: a home group, a CRM group, a hidden workspace and oddities. */
function sampleTree(): MenuItem[] {
  return [
    menu('home', '/home', {
      meta: { icon: 'HomeOutlined' },
      children: [
        menu('dashboard', '/'),
        menu('workbench', '/home/workbench', {
          children: [menu('pending', '/home/workbench/pending', { meta: { prevent: '/home' } }), menu('processed', '/home/workbench/alreadyProcessed')],
        }),
      ],
    }),
    menu('crm', '/crm', {
      children: [
        menu('hiddenFirst', '/crm/secret', { hidden: true }),
        menu('customer', '/crm/customer', { meta: { keepAlive: true } }),
        menu('customerSea', '/crm/customerSea', { isFavorite: true }),
        menu('notARoute', '/crm/notARoute', { route: '0' }),
      ],
    }),
    menu('single', '/single', { children: [menu('onlyChild', '/single/only')] }),
    menu('kept', '/kept', { alwaysShow: true, children: [menu('keptChild', '/kept/child')] }),
    menu('links', '/links', {
      children: [menu('docs', '/links/docs', { meta: { internalOrExternal: true, url: 'https://docs.example.com' } }), menu('inside', '/links/inside')],
    }),
    menu('buttonsOnly', '/buttons', { route: '0', children: [menu('buttonPage', '/buttons/page')] }),
    menu('workspace', '/okrProject', {
      hidden: true,
      children: [
        menu('overview', '/okrProject/overview'),
        menu('budget', '/okrProject/projevtbudget', {
          hidden: true,
          children: [menu('payment', '/okrProject/budget/payment', { meta: { prevent: '/okrProject/projevtbudget' } })],
        }),
      ],
    }),
  ];
}

const tree = routedTree(sampleTree());

describe('routes from the menu tree', () => {
  it("leaves out items whose route is '0', at every depth", () => {
    expect(tree.map((item) => item.id)).not.toContain('buttonsOnly');
    expect(findMenuItem(tree, '/crm/notARoute')).toBeNull();
    expect(findMenuItem(tree, '/buttons/page')).toBeNull();
  });

  it('a layout item opens its first visible leaf, recursively; hidden children are skipped', () => {
    expect(firstLeaf(tree[0]!)?.path).toBe('/');
    expect(firstLeaf(tree[1]!)?.path).toBe('/crm/customer');
    const workbench = findMenuItem(tree, '/home/workbench')!;
    expect(firstLeaf(workbench)?.path).toBe('/home/workbench/pending');
  });

  it('opens external leaves in another window, and prefers an internal page for a category', () => {
    const links = findMenuItem(tree, '/links')!;
    expect(menuTarget(links)).toEqual({ kind: 'internal', path: '/links/inside' });
    expect(menuTarget(findMenuItem(tree, '/links/docs')!)).toEqual({ kind: 'external', url: 'https://docs.example.com' });
    const onlyExternal = menu('ext', '/ext', { children: [menu('out', '/ext/out', { meta: { internalOrExternal: true, url: 'https://x.example' } })] });
    expect(menuTarget(onlyExternal)).toEqual({ kind: 'external', url: 'https://x.example' });
  });

  it('gives no internal target to a stored path that normalises into another host', () => {
    expect(menuTarget(menu('dots', '/.//evil.example'))).toBeNull();
    expect(menuTarget(menu('parent', '/parent', { redirect: '/..//evil.example', children: [] }))).toEqual({ kind: 'internal', path: '/parent' });
  });

  it('permits every path of the tree, hidden ones included, but no external or route-0 item', () => {
    const paths = permittedPaths(tree);
    for (const path of ['/', '/crm/customer', '/crm/secret', '/okrProject/overview', '/okrProject/budget/payment', '/home/workbench']) {
      expect(paths.has(path), path).toBe(true);
    }
    for (const path of ['/crm/notARoute', '/buttons/page', '/links/docs', '/system/user']) expect(paths.has(path), path).toBe(false);
  });

  it('the first permitted leaf is the first visible internal page', () => {
    expect(firstPermittedPath(tree)).toBe('/');
    const noDashboard = routedTree([menu('crm', '/crm', { children: [menu('hidden', '/crm/h', { hidden: true }), menu('customer', '/crm/customer')] })]);
    expect(firstPermittedPath(noDashboard)).toBe('/crm/customer');
    expect(firstPermittedPath([])).toBeNull();
  });

  it('a directory address leads to its first visible page; pages and unknown paths stay put', () => {
    const crm = routedTree([
      menu('crm', '/crm', { children: [menu('hidden', '/crm/h', { hidden: true }), menu('sub', '/crm/sub', { children: [menu('customer', '/crm/sub/customer')] })] }),
      menu('empty', '/empty', { children: [menu('only-hidden', '/empty/h', { hidden: true })] }),
    ]);
    expect(layoutRedirect(crm, '/crm')).toBe('/crm/sub/customer');
    expect(layoutRedirect(crm, '/crm/sub')).toBe('/crm/sub/customer');
    expect(layoutRedirect(crm, '/crm/sub/customer')).toBeNull();
    expect(layoutRedirect(crm, '/elsewhere')).toBeNull();
    expect(layoutRedirect(crm, '/empty')).toBeNull();
  });

  it('lists keepAlive pages', () => {
    expect([...keepAlivePaths(tree)]).toEqual(['/crm/customer']);
  });

  it('flips one favourite flag anywhere in the tree, leaving the rest as they were', () => {
    const starred = withFavorite(tree, 'pending', true);
    expect(findMenuItem(starred, '/home/workbench/pending')?.isFavorite).toBe(true);
    expect(findMenuItem(tree, '/home/workbench/pending')?.isFavorite).toBe(false);
    expect(starred[1]).toBe(tree[1]);
    expect(findMenuItem(withFavorite(tree, 'customerSea', false), '/crm/customerSea')?.isFavorite).toBe(false);
  });
});

describe('the active first-level item', () => {
  it('is the first-level ancestor of a page in the menu', () => {
    expect(activeTopItem(tree, '/')?.id).toBe('home');
    expect(activeTopItem(tree, '/crm/customerSea')?.id).toBe('crm');
    expect(activeTopItem(tree, '/home/workbench/pending')?.id).toBe('home');
  });

  it("follows meta.prevent for a page the menu hides, and a page's nearest menu otherwise", () => {
    const hiddenPage = routedTree([
      menu('home', '/home', { children: [menu('dashboard', '/')] }),
      menu('other', '/other', { children: [menu('detail', '/other/detail', { hidden: true, meta: { prevent: '/home' } })] }),
    ]);
    expect(activeTopItem(hiddenPage, '/other/detail')?.id).toBe('home');
    expect(activeTopItem(tree, '/okrProject/budget/payment')?.id).toBe('workspace');
    expect(activeTopItem(tree, '/crm/customer/detail/42')?.id).toBe('crm');
    expect(activeTopItem(tree, '/nowhere')).toBeNull();
  });

  it('highlights the menu a hidden page names in meta.prevent', () => {
    expect(highlightPath(tree, '/okrProject/budget/payment')).toBe('/okrProject/projevtbudget');
    expect(highlightPath(tree, '/crm/customer')).toBe('/crm/customer');
    expect(highlightPath(tree, '/crm/customer/detail/42')).toBe('/crm/customer');
  });
});

describe('the side menu', () => {
  it('shows submenus, hides hidden items, and shows a lone child directly', () => {
    const entries = sideMenuEntries(tree);
    const keys = entries.map((entry) => entry.key);
    expect(keys).toEqual(['/home', '/crm', '/single/only', '/kept', '/links']);
    const crm = entries.find((entry) => entry.key === '/crm');
    expect(crm?.children?.map((entry) => entry.path)).toEqual(['/crm/customer', '/crm/customerSea']);
  });

  it('keeps a parent with one child as a submenu when alwaysShow is set', () => {
    const kept = sideMenuEntries(tree).find((entry) => entry.key === '/kept');
    expect(kept?.children?.map((entry) => entry.path)).toEqual(['/kept/child']);
  });

  it("shows the active category's children, and marks external entries", () => {
    const links = sideMenuFor(findMenuItem(tree, '/links'));
    expect(links.map((entry) => [entry.path, entry.externalUrl])).toEqual([
      ['/links/docs', 'https://docs.example.com'],
      ['/links/inside', null],
    ]);
    expect(sideMenuFor(null)).toEqual([]);
    expect(sideMenuFor(menu('leaf', '/leaf')).map((entry) => entry.path)).toEqual(['/leaf']);
  });

  it('opens the submenus leading to the current page', () => {
    expect(ancestorKeys(sideMenuFor(tree[0]!), '/home/workbench/pending')).toEqual(['/home/workbench']);
  });
});

describe('top bar tabs', () => {
  const many = Array.from({ length: 15 }, (_, i) => menu(`m${i}`, `/m${i}`, { children: [menu(`c${i}`, `/m${i}/c`)] }));

  it(`shows at most ${TOP_MENU_LIMIT} visible first-level menus, the rest under More, in server order`, () => {
    const { bar, more } = splitTopMenus([...many, menu('hidden', '/h', { hidden: true })], null);
    expect(bar).toHaveLength(TOP_MENU_LIMIT);
    expect(bar.map((item) => item.id)).toEqual(many.slice(0, 12).map((item) => item.id));
    expect(more.map((item) => item.id)).toEqual(['m12', 'm13', 'm14']);
  });

  it("follows the user's choice; unchosen menus go under More", () => {
    const { bar, more } = splitTopMenus(tree, ['crm', 'home']);
    expect(bar.map((item) => item.id)).toEqual(['home', 'crm']);
    expect(more.map((item) => item.id)).toEqual(['single', 'kept', 'links']);
    expect(splitTopMenus(tree, []).bar).toEqual([]);
  });

  it('fits as many tabs as the width allows, keeping room for More when needed', () => {
    expect(fittingTabCount([100, 100, 100], 300, 60, false)).toBe(3);
    expect(fittingTabCount([100, 100, 100], 299, 60, false)).toBe(2);
    expect(fittingTabCount([100, 100, 100], 300, 60, true)).toBe(2);
    expect(fittingTabCount([100], 50, 60, true)).toBe(0);
  });

  it('saves the choice in server order, visible first-level menus only', () => {
    expect(orderedChoice(tree, new Set(['links', 'home', 'workspace', 'unknown']))).toEqual(['home', 'links']);
  });
});

describe('the all-menus search', () => {
  const titles: Record<string, string[]> = { customer: ['客户', 'Customers'], customerSea: ['客户公海', 'Customer pool'], crm: ['客户管理', 'CRM'] };
  const titlesOf = (item: MenuItem) => titles[item.id] ?? [item.id];
  const groups = menuGroups(tree);

  it('groups visible pages by first-level category, nested levels flattened', () => {
    expect(groups.map((group) => group.group.id)).toEqual(['home', 'crm', 'single', 'kept', 'links']);
    expect(groups[0]?.items.map((item) => item.id)).toEqual(['dashboard', 'pending', 'processed']);
    expect(favoriteItems(groups).map((item) => item.id)).toEqual(['customerSea']);
  });

  it('finds a page by its Chinese or English title, and Enter opens the first hit', () => {
    const sea = searchMenus(groups, '客户公海', titlesOf);
    expect(sea.map((group) => group.items.map((item) => item.id))).toEqual([['customerSea']]);
    expect(firstHit(sea)?.id).toBe('customerSea');
    expect(firstHit(searchMenus(groups, '  customer POOL ', titlesOf))?.id).toBe('customerSea');
    expect(searchMenus(groups, 'nothing like it', titlesOf)).toEqual([]);
    expect(firstHit([])).toBeNull();
  });

  it('keeps a whole category whose title matches, and everything for an empty keyword', () => {
    expect(searchMenus(groups, 'crm', titlesOf)[0]?.items.map((item) => item.id)).toEqual(['customer', 'customerSea']);
    expect(searchMenus(groups, '  ', titlesOf)).toHaveLength(groups.length);
  });
});
