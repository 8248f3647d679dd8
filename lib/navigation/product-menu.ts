import type { EmptyHint } from '@/lib/entity/features/empty-hint/empty-hint';
import { CALLER_VALUE } from '@/lib/entity/fixed-values';
import { recordListPathOf } from './page-directory';

/**
 * The product's menu tree: every back-office page the application knows. The demo seed turns it
 * into permission rows (menus) and the proxy uses it to tell a known page from an unknown path.
 * `title` is a message key under `menu.`; `minRole` is the lowest demo role granted the item.
 */
export type DemoRole = 'staff' | 'leader' | 'admin';
/** Demo roles given by duty rather than rank: they hold only the items that name them. */
export type DemoDutyRole = 'salesAdmin' | 'partner';

export interface MenuNode {
  key: string;
  path: string;
  title: string;
  icon?: string;
  hidden?: boolean;
  minRole?: DemoRole;
  /** Duty roles granted this item (and the directories above it) besides the ranks from minRole. */
  grantedTo?: DemoDutyRole[];
  /** Route meta 'prevent': the menu path to highlight while this page is open. */
  prevent?: string;
  keepAlive?: boolean;
  /** A declared entity (lib/entities) whose generic list page this path shows. */
  entity?: string;
  /** Fixed filter values of the page's list (the public pool lists customers in the pool only). */
  fixed?: Readonly<Record<string, string>>;
  /** The list is a view where records are not entered or edited (the public pool). */
  viewOnly?: boolean;
  /** The list shows only the caller's own records of an entity that belongs to people (我的项目). */
  mine?: boolean;
  /** What the list says when it is empty, besides "no records yet" (我的线索 points to 线索公海). */
  emptyHint?: EmptyHint;
  /** Rights finer than the page (buttons): granted like menus, never shown as one. */
  buttons?: MenuButton[];
  children?: MenuNode[];
}

export interface MenuButton {
  key: string;
  /** Message key under `menu.`. */
  title: string;
  minRole?: DemoRole;
  grantedTo?: DemoDutyRole[];
}

const workbench: MenuNode[] = [
  { key: 'workbench-pending', path: '/home/workbench/pending', title: 'workbenchPending', prevent: '/home' },
  { key: 'workbench-processed', path: '/home/workbench/alreadyProcessed', title: 'workbenchProcessed', prevent: '/home' },
  { key: 'workbench-my-transfer', path: '/home/workbench/myTransfer', title: 'workbenchMyTransfer', prevent: '/home' },
  { key: 'workbench-transfer-to-me', path: '/home/workbench/transferToMe', title: 'workbenchTransferToMe', prevent: '/home' },
  { key: 'workbench-copied-to-me', path: '/home/workbench/copiedToMe', title: 'workbenchCopiedToMe', prevent: '/home' },
];

/** The project workspace's tabs, in the order its header shows them. */
const projectWorkspace: MenuNode[] = [
  { key: 'okr-overview', path: '/okrProject/overview', title: 'okrOverview' },
  { key: 'okr-okr', path: '/okrProject/okr', title: 'okrObjectives' },
  { key: 'okr-task', path: '/okrProject/task', title: 'okrTask' },
  { key: 'okr-resource', path: '/okrProject/resource', title: 'okrResource' },
  { key: 'okr-price', path: '/okrProject/price', title: 'okrPrice' },
  {
    key: 'okr-budget', path: '/okrProject/projevtbudget', title: 'okrBudget',
    children: [
      { key: 'okr-budget-payment', path: '/okrProject/budget/payment', title: 'okrBudgetPayment', prevent: '/okrProject/projevtbudget' },
      { key: 'okr-budget-receive', path: '/okrProject/budget/receivePayment', title: 'okrBudgetReceive', prevent: '/okrProject/projevtbudget' },
      { key: 'okr-budget-other', path: '/okrProject/budget/otherCost', title: 'okrBudgetOther', prevent: '/okrProject/projevtbudget' },
    ],
  },
  { key: 'okr-document', path: '/okrProject/document', title: 'okrDocument' },
  { key: 'okr-report', path: '/okrProject/report', title: 'okrReport' },
  { key: 'okr-contract', path: '/okrProject/contract', title: 'okrContract' },
];

/** The workspace's own menu: its tabs (the budget tab with its three pages). */
export const PROJECT_WORKSPACE_MENU: readonly MenuNode[] = projectWorkspace;

export const PRODUCT_MENU: MenuNode[] = [
  {
    key: 'home', path: '/home', title: 'home', icon: 'HomeOutlined',
    children: [
      { key: 'dashboard', path: '/', title: 'dashboard', icon: 'DashboardOutlined', grantedTo: ['partner'] },
      { key: 'workbench', path: '/home/workbench', title: 'workbench', icon: 'AuditOutlined', children: workbench },
      { key: 'apply', path: '/home/apply', title: 'apply', icon: 'FormOutlined' },
      { key: 'my-applications', path: '/home/myApplications', title: 'myApplications', icon: 'FileDoneOutlined' },
    ],
  },
  {
    key: 'crm', path: '/crm', title: 'crm', icon: 'TeamOutlined',
    children: [
      { key: 'crm-customer', path: '/crm/customer', title: 'customer', icon: 'IdcardOutlined', keepAlive: true, entity: 'customer', fixed: { in_sea: 'false' },
        // 查看敏感信息: reveals masked personal data of any kind one value at a time (lib/entity/features/sensitive).
        // 合并客户: merges duplicate customers (lib/entity/features/merge).
        buttons: [{ key: 'sensitive-reveal', title: 'sensitiveReveal', minRole: 'admin' }, { key: 'crm-customer-merge', title: 'customerMerge', minRole: 'admin', grantedTo: ['salesAdmin'] }] },
      { key: 'crm-customer-department', path: '/crm/customerDepartment', title: 'customerDepartment', icon: 'ClusterOutlined', entity: 'customerDepartment' },
      {
        key: 'crm-customer-sea', path: '/crm/customerSea', title: 'customerSea', icon: 'GlobalOutlined', entity: 'customer', fixed: { in_sea: 'true' }, viewOnly: true,
        buttons: [{ key: 'crm-customer-sea-distribute', title: 'customerSeaDistribute', minRole: 'admin', grantedTo: ['salesAdmin'] }],
      },
      { key: 'crm-clue', path: '/crm/clue', title: 'clue', icon: 'AimOutlined', entity: 'clue', fixed: { follower: CALLER_VALUE }, grantedTo: ['salesAdmin'],
        emptyHint: { text: 'entityUi.empty.hints.myClues', link: { path: '/crm/cluePool', label: 'menu.cluePool' } } },
      { key: 'crm-clue-pool', path: '/crm/cluePool', title: 'cluePool', icon: 'InboxOutlined', entity: 'clue', fixed: { in_pool: 'true' }, viewOnly: true, minRole: 'admin', grantedTo: ['salesAdmin'] },
      { key: 'crm-channel', path: '/crm/channel', title: 'channel', icon: 'ShareAltOutlined', entity: 'channel', minRole: 'admin', grantedTo: ['salesAdmin'] },
      { key: 'crm-activity', path: '/crm/activity', title: 'activity', icon: 'NotificationOutlined', entity: 'activity', minRole: 'admin', grantedTo: ['salesAdmin'] },
      { key: 'crm-business', path: '/crm/business', title: 'business', icon: 'FundOutlined', entity: 'business' },
      { key: 'crm-tickets', path: '/crm/tickets', title: 'tickets', icon: 'CustomerServiceOutlined', entity: 'ticket' },
      { key: 'crm-order', path: '/crm/order', title: 'order', icon: 'ShoppingCartOutlined', entity: 'order' },
      { key: 'crm-reservation', path: '/crm/reservation', title: 'reservation', icon: 'CalendarOutlined', entity: 'reservation' },
      { key: 'crm-income', path: '/crm/income', title: 'income', icon: 'MoneyCollectOutlined', entity: 'income' },
      { key: 'crm-fee-item', path: '/crm/feeItem', title: 'feeItem', icon: 'ProfileOutlined', entity: 'feeItem' },
      { key: 'crm-loan', path: '/crm/loan', title: 'loan', icon: 'BankOutlined', entity: 'loan' },
      { key: 'crm-order-maker', path: '/crm/orderMaker', title: 'orderMaker', icon: 'SolutionOutlined', entity: 'orderMaker' },
      // Every follow-up of leads, customers and opportunities in one list; they are added from their subject's page.
      { key: 'crm-follow', path: '/crm/follow', title: 'follow', icon: 'HistoryOutlined', entity: 'follow', viewOnly: true },
      // Every customer's contracts in one list (each is added on its customer's page): where contracts about to end are found.
      { key: 'crm-customer-contract', path: '/crm/customerContract', title: 'customerContract', icon: 'FileProtectOutlined', entity: 'customerContract', viewOnly: true },
      { key: 'crm-qrcode', path: '/crm/qrcode', title: 'qrcode', icon: 'QrcodeOutlined', entity: 'qrcode' },
      { key: 'crm-knowledge', path: '/crm/knowledge', title: 'knowledge', icon: 'ReadOutlined', entity: 'knowledge' },
      { key: 'crm-knowledge-category', path: '/crm/knowledgeCategory', title: 'knowledgeCategory', icon: 'FolderOutlined', entity: 'knowledgeCategory' },
      { key: 'crm-statistics', path: '/crm/statistics', title: 'statistics', icon: 'BarChartOutlined', minRole: 'leader' },
      { key: 'crm-daily-report', path: '/crm/dailyReport', title: 'dailyReport', icon: 'FileTextOutlined' },
    ],
  },
  {
    key: 'supply', path: '/supply', title: 'supply', icon: 'ShopOutlined',
    children: [
      { key: 'supplier', path: '/supply/supplier', title: 'supplier', icon: 'ShopOutlined', entity: 'supplier' },
      // Every purchase the caller's departments made, across suppliers; each opens on its page to be submitted and checked.
      { key: 'supplier-purchase', path: '/supply/purchase', title: 'supplierPurchase', icon: 'ShoppingOutlined', entity: 'supplierPurchase' },
      { key: 'resource', path: '/supply/resource', title: 'resource', icon: 'DatabaseOutlined', entity: 'resource' },
    ],
  },
  {
    key: 'project', path: '/okr-project', title: 'project', icon: 'ProjectOutlined',
    children: [
      { key: 'project-mine', path: '/okr-project/index/myAllProject', title: 'myProjects', icon: 'StarOutlined', entity: 'project', mine: true,
        emptyHint: { text: 'entityUi.empty.hints.myProjects', link: { path: '/okr-project/index/allProject', label: 'menu.allProjects' } } },
      { key: 'project-task-mine', path: '/okr-project/index/myTask', title: 'myTasks', icon: 'CheckSquareOutlined', entity: 'projectTask', fixed: { assignee: CALLER_VALUE },
        emptyHint: { text: 'entityUi.empty.hints.myTasks', link: { path: '/okr-project/index/myAllProject', label: 'menu.myProjects' } } },
      { key: 'project-all', path: '/okr-project/index/allProject', title: 'allProjects', icon: 'ProjectOutlined', entity: 'project' },
      { key: 'project-contract', path: '/okr-project/contract', title: 'contract', icon: 'FileProtectOutlined', entity: 'contract' },
      { key: 'project-price', path: '/okr-project/price', title: 'price', icon: 'TagsOutlined', entity: 'quote' },
      { key: 'project-budget', path: '/okr-project/budget', title: 'budget', icon: 'PayCircleOutlined', entity: 'paymentPlan' },
      // Every readable project's receivable plans in one list (each is added in its project's workspace): what is due and overdue.
      { key: 'project-receivable', path: '/okr-project/receivable', title: 'receivablePlan', icon: 'MoneyCollectOutlined', entity: 'receivablePlan', viewOnly: true },
      { key: 'project-invoice', path: '/okr-project/invoice', title: 'invoice', icon: 'AccountBookOutlined', entity: 'invoice' },
      { key: 'project-settlement', path: '/okr-project/settlement', title: 'settlement', icon: 'ReconciliationOutlined', entity: 'settlement' },
      { key: 'project-accounting', path: '/okr-project/accounting', title: 'accounting', icon: 'CalculatorOutlined', entity: 'accountingEntry' },
      { key: 'project-contract-category', path: '/okr-project/contractCategory', title: 'contractCategory', icon: 'FolderOutlined', entity: 'contractCategory', minRole: 'leader' },
    ],
  },
  {
    key: 'message', path: '/message', title: 'message', icon: 'MessageOutlined',
    children: [
      { key: 'message-business', path: '/message/business', title: 'businessMessage', icon: 'BellOutlined', grantedTo: ['partner'] },
      { key: 'message-administration', path: '/message/administration', title: 'administrationMessage', icon: 'MailOutlined', grantedTo: ['partner'] },
      { key: 'message-notice', path: '/message/notice', title: 'noticeManage', icon: 'SoundOutlined', minRole: 'admin' },
      { key: 'message-news', path: '/message/news', title: 'newsManage', icon: 'ReadOutlined', minRole: 'admin' },
      { key: 'message-category', path: '/message/category', title: 'messageCategory', icon: 'TagsOutlined', minRole: 'admin' },
    ],
  },
  {
    key: 'workflow', path: '/workflow', title: 'workflow', icon: 'ApartmentOutlined', minRole: 'admin',
    children: [
      { key: 'workflow-model', path: '/workflow/model', title: 'processModel', icon: 'ApartmentOutlined' },
      { key: 'workflow-designer', path: '/workflow/designer', title: 'processDesigner', icon: 'EditOutlined' },
      { key: 'workflow-simple-designer', path: '/workflow/simple-designer', title: 'simpleDesigner', icon: 'EditOutlined' },
    ],
  },
  {
    key: 'system', path: '/system', title: 'system', icon: 'SettingOutlined', minRole: 'admin',
    children: [
      { key: 'system-user', path: '/system/user', title: 'user', icon: 'UserOutlined', entity: 'user' },
      { key: 'system-depart', path: '/system/depart', title: 'depart', icon: 'ClusterOutlined', entity: 'department' },
      { key: 'system-role', path: '/system/role', title: 'role', icon: 'SafetyCertificateOutlined', entity: 'role' },
      { key: 'system-permission', path: '/system/permission', title: 'permission', icon: 'KeyOutlined', entity: 'permission' },
      { key: 'system-permission-group', path: '/system/permissionGroup', title: 'permissionGroup', icon: 'LockOutlined', entity: 'permissionGroup' },
      { key: 'system-position', path: '/system/position', title: 'position', icon: 'SolutionOutlined', entity: 'position' },
      { key: 'system-dict', path: '/system/dict', title: 'dict', icon: 'BookOutlined', entity: 'dictionary' },
      { key: 'system-base-info', path: '/system/baseInfo', title: 'baseInfo', icon: 'InfoCircleOutlined', entity: 'baseInfo' },
      { key: 'system-app-binding', path: '/system/appBinding', title: 'appBinding', icon: 'LinkOutlined', entity: 'appBinding' },
      { key: 'system-code', path: '/system/code', title: 'numberingRule', icon: 'NumberOutlined', entity: 'numberingRule' },
      // 字段管理: fields administrators add to record kinds at run time; administrators only (its calls check that too).
      { key: 'system-custom-field', path: '/system/field', title: 'customFields', icon: 'ProfileOutlined' },
      { key: 'system-working-calendar', path: '/system/workingCalendar', title: 'workingCalendar', icon: 'CalendarOutlined' },
      // E-mail, group robots and a webhook: their settings, tests and 发送记录 (lib/backend/modules/notifications).
      { key: 'system-notify-channels', path: '/system/notifyChannels', title: 'notifyChannels', icon: 'BellOutlined' },
      // 登录设置: company accounts (LDAP / AD) and single sign-on; administrators only (its calls check that too).
      { key: 'system-sign-in', path: '/system/signIn', title: 'signInSettings', icon: 'LoginOutlined' },
      { key: 'system-security', path: '/system/security', title: 'securitySettings', icon: 'SafetyCertificateOutlined' },
    ],
  },
  {
    key: 'personal', path: '/person', title: 'personal', icon: 'UserOutlined', hidden: true,
    children: [{ key: 'person-index', path: '/person/index', title: 'personIndex', icon: 'UserOutlined', grantedTo: ['partner'] }],
  },
  {
    key: 'okr-project', path: '/okrProject', title: 'projectWorkspace', icon: 'ProjectOutlined', hidden: true,
    children: projectWorkspace,
  },
];

export function flattenMenu(nodes: MenuNode[] = PRODUCT_MENU): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flattenMenu(n.children ?? [])]);
}

/** Every right the product grants by name: its menus and their buttons. */
export function permissionNames(): string[] {
  return flattenMenu().flatMap((n) => [n.key, ...(n.buttons ?? []).map((b) => b.key)]);
}

/** A record page: the path of a list page bound to an entity, plus a record key (/crm/customer/<key>). */
export function recordPageOf(pathname: string): { menu: MenuNode; recordKey: string } | null {
  const list = recordListPathOf(pathname);
  const menu = list ? findMenuByPath(list) : undefined;
  return menu ? { menu, recordKey: pathname.slice(list!.length + 1) } : null;
}

/** Every page path of the menu, and each entity's list pages (the first is its records' home): the page directory's data. */
export function pagePathsOf(nodes: MenuNode[] = PRODUCT_MENU): { pages: string[]; entityLists: Record<string, string[]> } {
  const all = flattenMenu(nodes);
  const entityLists: Record<string, string[]> = {};
  for (const node of all) if (node.entity) (entityLists[node.entity] ??= []).push(node.path);
  return { pages: [...new Set(all.map((n) => n.path))], entityLists };
}

export function findMenuByPath(pathname: string): MenuNode | undefined {
  return flattenMenu().find((n) => n.path === pathname);
}

export { isKnownBackOfficePath, REDIRECTS } from './page-directory';
