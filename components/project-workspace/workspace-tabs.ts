import { flattenMenu, PROJECT_WORKSPACE_MENU, type MenuNode } from '@/lib/navigation/product-menu';

/** The workspace's tabs (docs/entities.md, "The workspace's tabs"): its menu's first level, in order. */
export const WORKSPACE_TABS: readonly MenuNode[] = PROJECT_WORKSPACE_MENU;

/** Every page of the workspace: its tabs and the budget's three pages. */
export const WORKSPACE_PAGES: readonly MenuNode[] = flattenMenu([...PROJECT_WORKSPACE_MENU]);

export function workspacePage(path: string): MenuNode | undefined {
  return WORKSPACE_PAGES.find((node) => node.path === path);
}

/** The tab to highlight on a page: its own, or the one its meta 'prevent' names (the budget's pages). */
export function activeTabPath(path: string): string | null {
  const page = workspacePage(path);
  if (!page) return null;
  if (WORKSPACE_TABS.some((tab) => tab.path === path)) return path;
  return page.prevent ?? null;
}

/** Tabs that a later stage fills in. */
export const NEXT_STAGE_TABS: ReadonlySet<string> = new Set<string>();

export const OVERVIEW_PATH = '/okrProject/overview';
export const QUOTES_PATH = '/okrProject/price';
export const CONTRACTS_PATH = '/okrProject/contract';
export const REPORT_PATH = '/okrProject/report';
export const BUDGET_PATH = '/okrProject/projevtbudget';
export const BUDGET_PAYMENT_PATH = '/okrProject/budget/payment';
export const BUDGET_RECEIVE_PATH = '/okrProject/budget/receivePayment';
export const BUDGET_OTHER_PATH = '/okrProject/budget/otherCost';
