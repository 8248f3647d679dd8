import { PRODUCT_MENU, REDIRECTS, type DemoDutyRole, type DemoRole, type MenuNode } from '@/lib/navigation/product-menu';
import type { MenuItem } from '@/lib/client/session-types';

/**
 * The menus a demo user's session carries, built from the product menu as the demo seed grants it
 * (lib/backend/seed/demo.ts): every item from its rank up (an item inherits its directory's rank),
 * and the items naming one of the user's duty roles with the directories above them.
 */
const RANK: Record<DemoRole, number> = { staff: 0, leader: 1, admin: 2 };

function itemOf(node: MenuNode, children: MenuItem[]): MenuItem {
  return {
    id: `perm-${node.key}`,
    path: node.path,
    name: node.key,
    redirect: REDIRECTS[node.path] ?? node.children?.[0]?.path ?? null,
    component: node.children ? 'layout' : node.path,
    hidden: node.hidden ?? false,
    isFavorite: false,
    alwaysShow: false,
    route: '1',
    meta: {
      title: `menu.${node.title}`,
      icon: node.icon ?? null,
      url: null,
      permissionList: [],
      keepAlive: node.keepAlive ?? false,
      internalOrExternal: false,
      componentName: node.key,
      ...(node.prevent ? { prevent: node.prevent } : {}),
    },
    ...(children.length ? { children } : {}),
  };
}

export function demoMenus(rank: DemoRole, duties: readonly DemoDutyRole[] = []): MenuItem[] {
  const walk = (nodes: readonly MenuNode[], inherited: DemoRole): MenuItem[] =>
    nodes.flatMap((node) => {
      const minRole = node.minRole && RANK[node.minRole] > RANK[inherited] ? node.minRole : inherited;
      const children = walk(node.children ?? [], minRole);
      const byRank = RANK[rank] >= RANK[minRole];
      const byDuty = (node.grantedTo ?? []).some((duty) => duties.includes(duty));
      return byRank || byDuty || children.length ? [itemOf(node, children)] : [];
    });
  return walk(PRODUCT_MENU, 'staff');
}
