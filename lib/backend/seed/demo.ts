import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PRODUCT_MENU, REDIRECTS, type DemoDutyRole, type DemoRole, type MenuNode } from '@/lib/navigation/product-menu';
import type { Db } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import { sysApp, sysDepart, sysPermission, sysRole, sysRolePermission, sysUser, sysUserDepart, sysUserRole } from '../db/schema';
import { hashPassword } from '../auth/password';
import { MENU_TYPE } from '../modules/permission-menu';
import { seedDictionaries } from './demo-dictionaries';
import { seedMessageCentre } from './demo-messages';
import { seedDemoNotifications } from './demo-notifications';
import { seedWorkflow } from './demo-workflow';
import { seedDemoWorkflowOutcomes } from './demo-workflow-outcomes';
import { seedDemoApprovalRequests } from './demo-approval-requests';
import { seedDemoWorkflowPrint } from './demo-workflow-print';
import { seedDemoWorkflowRequests } from './demo-workflow-requests';
import { seedDemoAdmin } from './demo-admin';
import { seedDemoNotifyPreferences } from './demo-notify-preferences';
import { seedDemoOidc } from './demo-oidc';
import { demoApp, demoDepartments, DEMO_PASSWORD, demoRoles, demoUsers } from './demo-data';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoCustomFields } from './demo-custom-fields';
import { seedDemoListViews } from './demo-list-views';
import { seedDemoCustomerOrganisation } from './demo-customer-organisation';
import { seedDemoCustomerActivity } from './demo-customer-activity';
import { seedDemoPipeline } from './demo-pipeline';
import { seedDemoClues } from './demo-clues';
import { seedDemoProjects } from './demo-projects';
import { seedDemoProjectWork } from './demo-project-work';
import { seedDemoSalesHistory } from './demo-sales-history';
import { seedDemoProjectDocuments } from './demo-project-documents';
import { seedDemoProjectFinance } from './demo-project-finance';
import { seedDemoProjectBudget } from './demo-project-budget';
import { seedDemoCrmFinance } from './demo-crm-finance';
import { seedNumberingRules } from './numbering-rules';
import { seedDemoFinanceRecords } from './demo-finance-records';
import { seedDemoSuppliers } from './demo-suppliers';
import { seedDemoResources } from './demo-resources';
import { seedDemoWorkingCalendar } from './demo-working-calendar';
import { seedDemoTodo } from './demo-todo';
import { seedDemoSignIn } from './demo-sign-in';
import { plugInServerAreas } from '../areas';
import { syncSearchIndex } from '../search/search-index';

const ROLE_RANK: Record<DemoRole, number> = { staff: 0, leader: 1, admin: 2 };
const ROLE_KEY: Record<DemoRole, string> = { staff: 'role-staff', leader: 'role-leader', admin: 'role-admin' };
const DUTY_ROLE_KEY: Record<DemoDutyRole, string> = { salesAdmin: 'role-sales-admin', partner: 'role-partner' };

interface MenuRow {
  row: typeof sysPermission.$inferInsert;
  minRole: DemoRole;
}

/** Duty-role grants: each item naming a duty role, and the directories above it so the menu holds together. */
function dutyGrants(nodes: MenuNode[], ancestors: string[] = []): { role_key: string; permission_key: string }[] {
  return nodes.flatMap((node) => {
    const path = [...ancestors, `perm-${node.key}`];
    const own = (node.grantedTo ?? []).flatMap((duty) => path.map((permission_key) => ({ role_key: DUTY_ROLE_KEY[duty], permission_key })));
    const buttons = (node.buttons ?? []).flatMap((button) => (button.grantedTo ?? []).flatMap((duty) =>
      [...path, `perm-${button.key}`].map((permission_key) => ({ role_key: DUTY_ROLE_KEY[duty], permission_key }))));
    return [...own, ...buttons, ...dutyGrants(node.children ?? [], path)];
  });
}

function menuRows(nodes: MenuNode[], parent: { key: string | null; minRole: DemoRole }): MenuRow[] {
  return nodes.flatMap((node, index) => {
    const minRole = node.minRole && ROLE_RANK[node.minRole] > ROLE_RANK[parent.minRole] ? node.minRole : parent.minRole;
    const key = `perm-${node.key}`;
    const firstChild = node.children?.[0]?.path ?? null;
    const row: typeof sysPermission.$inferInsert = {
      permission_key: key,
      parent_key: parent.key,
      name: node.key,
      title: `menu.${node.title}`,
      path: node.path,
      component: node.children ? 'layout' : node.path,
      redirect: REDIRECTS[node.path] ?? firstChild,
      icon: node.icon ?? null,
      menu_type: node.children ? MENU_TYPE.directory : MENU_TYPE.page,
      sort_no: index,
      hidden: node.hidden ?? false,
      keep_alive: node.keepAlive ?? false,
      prevent: node.prevent ?? null,
    };
    const buttons = (node.buttons ?? []).map((button, order): MenuRow => ({
      row: {
        permission_key: `perm-${button.key}`, parent_key: key, name: button.key, perms: button.key, title: `menu.${button.title}`,
        path: null, component: null, redirect: null, icon: null, menu_type: MENU_TYPE.button, route: '0', sort_no: order, hidden: true,
      },
      minRole: button.minRole && ROLE_RANK[button.minRole] > ROLE_RANK[minRole] ? button.minRole : minRole,
    }));
    return [{ row, minRole }, ...buttons, ...menuRows(node.children ?? [], { key, minRole })];
  });
}

/**
 * Icons the product gives its pages since a database was seeded: set where a menu has none, so an
 * icon an administrator chose stays.
 */
async function fillMenuIcons(db: Db, rows: readonly (typeof sysPermission.$inferInsert)[]): Promise<void> {
  const iconOf = new Map(rows.flatMap((r) => (r.icon ? [[r.permission_key, r.icon] as const] : [])));
  if (iconOf.size === 0) return;
  const bare = await db.select({ key: sysPermission.permission_key }).from(sysPermission)
    .where(and(inArray(sysPermission.permission_key, [...iconOf.keys()]), isNull(sysPermission.icon)));
  for (const { key } of bare) {
    await db.update(sysPermission).set({ icon: iconOf.get(key)! }).where(and(eq(sysPermission.permission_key, key), isNull(sysPermission.icon)));
  }
}

/** Seeds the demo company; running it again adds only what is missing. */
export async function seedDemo(db: Db, options: { appKey: string; storage?: FileStorage }): Promise<void> {
  // Records are written through the engine with their areas' behaviours, inside a backend or not.
  plugInServerAreas();
  await db.insert(sysApp).values({ app_key: options.appKey, app_name: demoApp.app_name, station_name: demoApp.station_name }).onConflictDoNothing();
  await db.insert(sysDepart).values(demoDepartments).onConflictDoNothing();
  const newRoles = (await db.insert(sysRole).values(demoRoles).onConflictDoNothing().returning({ key: sysRole.role_key })).map((r) => r.key);
  await seedDictionaries(db);

  const existing = await db.select({ key: sysUser.user_key }).from(sysUser).where(inArray(sysUser.user_key, demoUsers.map((u) => u.user_key)));
  const missing = demoUsers.filter((u) => !existing.some((e) => e.key === u.user_key));
  if (missing.length > 0) {
    const password_hash = await hashPassword(DEMO_PASSWORD);
    await db.insert(sysUser).values(missing.map(({ departs: _d, roles: _r, ...u }) => ({ ...u, password_hash }))).onConflictDoNothing();
    await db.insert(sysUserDepart).values(missing.flatMap((u) => u.departs.map((depart_key) => ({ user_key: u.user_key, depart_key })))).onConflictDoNothing();
    await db.insert(sysUserRole).values(missing.flatMap((u) => u.roles.map((role_key) => ({ user_key: u.user_key, role_key })))).onConflictDoNothing();
  }
  // A role added to the demo since a database was seeded goes to its demo holders once, when it is
  // created; a role an administrator took away later is not handed back.
  const lateHolders = demoUsers.filter((u) => !missing.includes(u)).flatMap((u) => u.roles.filter((r) => newRoles.includes(r)).map((role_key) => ({ user_key: u.user_key, role_key })));
  if (lateHolders.length > 0) await db.insert(sysUserRole).values(lateHolders).onConflictDoNothing();

  const menus = menuRows(PRODUCT_MENU, { key: null, minRole: 'staff' });
  await db.insert(sysPermission).values(menus.map((m) => m.row)).onConflictDoNothing();
  await fillMenuIcons(db, menus.map((m) => m.row));
  const grants = menus.flatMap(({ row, minRole }) =>
    (Object.keys(ROLE_RANK) as DemoRole[])
      .filter((role) => ROLE_RANK[role] >= ROLE_RANK[minRole])
      .map((role) => ({ role_key: ROLE_KEY[role], permission_key: row.permission_key })),
  );
  await db.insert(sysRolePermission).values([...grants, ...dutyGrants(PRODUCT_MENU)]).onConflictDoNothing();
  await seedMessageCentre(db);
  // Before the demo requests, whose working-time limits read it.
  await seedDemoWorkingCalendar(db);
  await seedWorkflow(db);
  await seedDemoCustomers(db);
  await seedDemoCustomerOrganisation(db);
  await seedDemoCustomerActivity(db);
  await seedDemoPipeline(db);
  await seedDemoClues(db);
  await seedDemoSalesHistory(db);
  await seedDemoProjects(db);
  await seedDemoProjectWork(db);
  await seedDemoProjectDocuments(db, options.storage);
  await seedDemoProjectFinance(db);
  await seedDemoProjectBudget(db);
  await seedDemoCrmFinance(db, options.storage);
  await seedNumberingRules(db);
  await seedDemoFinanceRecords(db);
  await seedDemoSuppliers(db, options.storage);
  await seedDemoResources(db, options.storage);
  await seedDemoWorkflowRequests(db, options.storage);
  await seedDemoWorkflowOutcomes(db);
  await seedDemoApprovalRequests(db, options.storage);
  await seedDemoWorkflowPrint(db);
  await seedDemoAdmin(db);
  await seedDemoTodo(db);
  await seedDemoNotifications(db);
  await seedDemoNotifyPreferences(db);
  await seedDemoSignIn(db);
  await seedDemoOidc(db);
  await seedDemoCustomFields(db);
  // After the added fields: a view names one of them.
  await seedDemoListViews(db);
  // Demo rows written directly (not through the engine) get their search entries too.
  await syncSearchIndex(db);
}

/** For the README and the start-up banner. */
export function demoAccounts(): { username: string; realname: string; role: string; depart: string }[] {
  return demoUsers.map((u) => ({
    username: u.username,
    realname: u.realname,
    role: u.roles.map((key) => demoRoles.find((r) => r.role_key === key)?.role_code ?? key).join(', '),
    depart: demoDepartments.find((d) => d.depart_key === u.departs[0])?.depart_name ?? '',
  }));
}

export { DEMO_PASSWORD };
