import { flattenMenu } from '@/lib/navigation/product-menu';
import type { AxeScope } from './accessibility';

/** The pages the page walks open, and what shows on each once its content is there. */

/**
 * Every page of the menu. A directory's address opens its first page (shell.spec.ts), which is
 * here on its own.
 */
export const MENU_PAGES: readonly string[] = flattenMenu()
  .filter((node) => !node.hidden && !node.path.includes(':') && !node.children)
  .map((node) => node.path);

/** Pages reached from a list or with a query, each showing texts of namespaces of its own. */
export const RECORD_AND_QUERY_PAGES: readonly string[] = [
  '/crm/clue/clu-demo-07',
  '/crm/business?status=!cancelled&follower=usr-sales',
  '/workflow/form-designer?key=wf-model-leave-request',
  '/home/apply?process=expense_claim',
  '/okrProject/overview?key=prj-demo-02',
  '/okrProject/budget/payment?key=prj-demo-02',
  '/okrProject/budget/receivePayment?key=prj-demo-02',
  '/okrProject/document?key=prj-demo-02',
  '/okrProject/resource?key=prj-demo-02',
  '/supply/supplier/sup-demo-01',
  '/supply/purchase/spu-demo-02',
  '/supply/resource/res-demo-02',
];

const testId = (id: string) => `[data-testid="${id}"]`;

/** What shows once a page's content is there, for the pages that have such a part. */
const READY: Readonly<Record<string, readonly string[]>> = {
  '/index': ['main h1'],
  '/news': [testId('public-news-list')],
  '/login': [`${testId('login-submit')}:enabled`],
  '/': [testId('dashboard-greeting'), testId('dashboard-link')],
  '/crm/customer/cus-demo-01': [testId('record-page')],
  '/home/workbench/pending': [testId('workbench-table')],
  '/workflow/designer': [testId('designer-canvas')],
  '/message/notice': [testId('notice-management')],
  '/okrProject/overview?key=prj-demo-02': [testId('overview-activity')],
  '/crm/statistics': [testId('stat-ranking')],
  '/crm/dailyReport': [testId('daily-clue')],
  '/crm/business?status=!cancelled&follower=usr-sales': [testId('linked-filters')],
  '/workflow/simple-designer?key=wf-model-simple-expense': [testId('simple-card-approver_1')],
  '/workflow/form-designer?key=wf-model-expense-claim': [testId('canvas-item')],
  '/workflow/form-designer?key=wf-model-leave-request': [testId('form-designer')],
  '/home/apply?process=expense_claim': [testId('designed-form')],
  '/okrProject/budget/payment?key=prj-demo-02': [testId('budget-summary')],
  '/okrProject/budget/receivePayment?key=prj-demo-02': [testId('budget-summary')],
  '/okrProject/document?key=prj-demo-02': [testId('document-files')],
  '/okrProject/resource?key=prj-demo-02': [testId('project-resources')],
  '/crm/clue/clu-demo-07': [testId('record-page')],
  '/supply/supplier/sup-demo-01': [testId('record-page')],
  '/supply/purchase/spu-demo-02': [testId('record-page')],
  '/supply/resource/res-demo-02': [testId('record-page')],
};

const LIST_PAGES = new Set(flattenMenu().filter((node) => node.entity).map((node) => node.path));

/** What shows on the page at `path` once its content is there: a list page shows its list. */
export function readyAt(path: string): readonly string[] {
  return READY[path] ?? (LIST_PAGES.has(path) ? [testId('entity-list')] : []);
}

export interface AccessibilityPage extends AxeScope {
  path: string;
}

/** The main pages checked for accessibility, in each language. */
export const PUBLIC_PAGES: readonly AccessibilityPage[] = [
  { name: 'public home', path: '/index' },
  { name: 'public news', path: '/news' },
];

export const LOGIN_PAGE: AccessibilityPage = { name: 'login', path: '/login', wcagOnly: true };

export const BACK_OFFICE_PAGES: readonly AccessibilityPage[] = [
  { name: 'dashboard', path: '/' },
  { name: 'customer list', path: '/crm/customer' },
  { name: 'customer record', path: '/crm/customer/cus-demo-01' },
  { name: 'workbench', path: '/home/workbench/pending' },
  {
    name: 'process designer',
    path: '/workflow/designer',
    // The diagram itself is the modeling library's SVG drawing surface (shapes, palette, context
    // pad), which it renders and redraws on its own; the panel beside it is the app's and is checked.
    exclude: ['[data-testid="designer-canvas"] .djs-container'],
  },
  { name: 'notice list', path: '/message/notice' },
  { name: 'project overview', path: '/okrProject/overview?key=prj-demo-02' },
  { name: 'statistics', path: '/crm/statistics' },
  { name: 'user admin', path: '/system/user' },
  // What an administrator building a form and flow works in, and what the colleague then fills in.
  { name: 'simple designer', path: '/workflow/simple-designer?key=wf-model-simple-expense' },
  { name: 'form designer', path: '/workflow/form-designer?key=wf-model-expense-claim' },
  { name: 'designed start form', path: '/home/apply?process=expense_claim' },
];
