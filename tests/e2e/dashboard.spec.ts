import { expect, test, type Page } from './support/test';
import { callInPage } from './support/in-page';
import { signedIn, signIn, signOut } from './support/session';

const OVERVIEW = '**/api/app/base/app/dashboard/overview';
const MODULE_CARDS = ['pendingApprovals', 'myProjects', 'monthFigures'] as const;

function card(page: Page, key: string) {
  return page.getByTestId(`dashboard-card-${key}`);
}

test.describe('dashboard', () => {
  test('admin: greeting with roles and departments; every module answers', async ({ page }) => {
    await signedIn(page, 'admin');
    const greeting = page.getByTestId('dashboard-greeting');
    await expect(greeting.getByRole('heading', { level: 1 })).toContainText('系统管理员');
    await expect(greeting).toContainText(/今天是\d{4}年\d{1,2}月\d{1,2}日 星期./);
    await expect(greeting.locator('.ant-tag').filter({ hasText: '系统管理员' })).toBeVisible();
    await expect(greeting.locator('.ant-tag').filter({ hasText: '信息技术部' })).toBeVisible();

    // The real backend answers unread messages and null for the modules that do not exist yet.
    await expect(card(page, 'unreadMessages')).toHaveAttribute('data-state', 'ready');
    await expect(card(page, 'unreadMessages').getByTestId('card-total')).toBeVisible();
    await expect(card(page, 'pendingApprovals')).toHaveAttribute('data-state', 'ready');
    // The month's figures are counted for everyone the administrator may report on.
    await expect(card(page, 'monthFigures')).toHaveAttribute('data-state', 'ready');
    await expect(card(page, 'monthFigures').getByTestId('month-figure')).toHaveCount(6);
    // The administrator manages the demo's internal project.
    await expect(card(page, 'myProjects')).toHaveAttribute('data-state', 'ready');
    await expect(card(page, 'myProjects').getByRole('link').filter({ hasText: '内部CRM移动端接入' })).toBeVisible();
    // Customers exist: the card counts the ones the user can see, though the administrator follows none of the demo's.
    await expect(card(page, 'recentCustomers')).toHaveAttribute('data-state', 'ready');
    await expect(card(page, 'recentCustomers').getByTestId('card-empty')).toHaveCount(0);
    // Which customers are newest depends on what other specs made before: any customer's page will do.
    await expect(card(page, 'recentCustomers').locator('li a[href^="/crm/customer/"]').first()).toBeVisible();
    await expect(card(page, 'unreadMessages').getByRole('link', { name: '查看全部' })).toHaveAttribute('href', '/message/business');
    await expect(card(page, 'pendingApprovals').getByRole('link', { name: '查看全部' })).toHaveAttribute('href', '/home/workbench/pending');
  });

  test('lina: her own greeting; an empty section says there is nothing', async ({ page }) => {
    await signedIn(page, 'lina');
    const greeting = page.getByTestId('dashboard-greeting');
    await expect(greeting.getByRole('heading', { level: 1 })).toContainText('李娜');
    await expect(greeting.locator('.ant-tag').filter({ hasText: '普通员工' })).toBeVisible();
    await expect(greeting.locator('.ant-tag').filter({ hasText: '华东销售组' })).toBeVisible();
    // The customers she follows, each opening its record page.
    const customers = card(page, 'recentCustomers');
    await expect(customers).toHaveAttribute('data-state', 'ready');
    await expect(customers.getByRole('link').filter({ hasText: '有限公司' }).first()).toHaveAttribute('href', /^\/crm\/customer\/cus-demo-\d+$/);
    // The projects she manages or takes part in, each opening its workspace.
    const projects = card(page, 'myProjects');
    await expect(projects).toHaveAttribute('data-state', 'ready');
    await expect(projects.getByRole('link', { name: '前海跨境收付款通道升级' })).toHaveAttribute('href', '/okrProject/overview?key=prj-demo-02');
    await expect(projects.getByRole('link', { name: '查看全部' })).toHaveAttribute('href', '/okr-project/index/myAllProject');
    const unread = card(page, 'unreadMessages');
    await expect(unread).toHaveAttribute('data-state', 'ready');
    const total = Number(await unread.getByTestId('card-total').textContent());
    if (total === 0) await expect(unread.getByTestId('card-empty')).toHaveText('暂无未读消息');
    else await expect(unread.locator('li')).not.toHaveCount(0);
  });

  test('a payment request waits on the leader’s dashboard, and its entry opens the task', async ({ page }) => {
    await signedIn(page, 'lina');
    const title = `付款申请-${Date.now()}`;
    const started = await callInPage(page, '/api/bpm/biz/bpm/process/instance/startProcess', {
      processDefinitionKey: 'payment_approval', title, formData: { payee: '上海浦东信托', amount: 120000, purpose: '咨询费' },
    });
    expect(started.code).toBe(0);
    await signOut(page);

    await signIn(page, 'zhangwei');
    const pending = card(page, 'pendingApprovals');
    await expect(pending).toHaveAttribute('data-state', 'ready');
    const entry = pending.getByRole('link', { name: `${title} · 部门负责人审批` });
    await expect(entry).toHaveAttribute('href', /^\/home\/workbench\/pending\?taskId=/);
    await entry.click();
    await expect(page).toHaveURL(/\/home\/workbench\/pending\?taskId=/);
    await expect(page.getByTestId('task-detail')).toContainText(title);
  });

  test('sections with entries list them, and month figures draw a chart', async ({ page }) => {
    await page.route(OVERVIEW, (route) =>
      route.fulfill({
        json: {
          code: 0,
          msg: 'ok',
          data: {
            pendingApprovals: { total: 0, items: [] },
            unreadMessages: {
              total: 12,
              items: [
                { key: 'm1', title: '审批任务：华东区域理财项目立项申请', time: '2026-05-12T02:30:00.000Z', link: '/message/business' },
                { key: 'm2', title: '放假通知', time: '2026-05-11T09:00:00.000Z', link: 'https://evil.example/' },
              ],
            },
            myProjects: null,
            recentCustomers: { total: 1, items: [{ key: 'c1', title: '上海浦东信托', time: '2026-05-10T09:00:00.000Z', link: '/crm/customer?key=c1' }] },
            monthFigures: { items: [{ label: '新增客户', value: 18 }, { label: '新增商机', value: 7 }, { label: '签约金额（万元）', value: 1250 }] },
          },
        },
      }),
    );
    await signedIn(page, 'lina');
    const unread = card(page, 'unreadMessages');
    await expect(unread.getByTestId('card-total')).toHaveText('12');
    await expect(unread.getByRole('link', { name: '审批任务：华东区域理财项目立项申请' })).toHaveAttribute('href', '/message/business');
    // A link off the site falls back to the module.
    await expect(unread.getByRole('link', { name: '放假通知' })).toHaveAttribute('href', '/message/business');
    await expect(card(page, 'pendingApprovals').getByTestId('card-empty')).toHaveText('暂无待审批事项');
    await expect(card(page, 'myProjects').getByTestId('card-empty')).toHaveText('该功能正在建设中');
    const figures = card(page, 'monthFigures');
    await expect(figures).toContainText('1,250');
    await expect(figures.getByTestId('month-chart').locator('svg')).toBeVisible();
  });

  test('an overview call the backend does not know shows every module as coming; a failed check keeps the overview the page came with', async ({ page }) => {
    await page.route(OVERVIEW, (route) => route.fulfill({ json: { code: 404, msg: '接口不存在', data: null } }));
    await signedIn(page, 'lina');
    for (const key of ['unreadMessages', ...MODULE_CARDS]) await expect(card(page, key)).toHaveAttribute('data-state', 'comingSoon');
    await expect(page.locator('.ant-message-error')).toHaveCount(0);

    await page.unroute(OVERVIEW);
    let calls = 0;
    await page.route(OVERVIEW, (route) => {
      calls += 1;
      return calls === 1 ? route.abort('failed') : route.continue();
    });
    // The page comes with the overview drawn by the server; the browser's check of it fails.
    await page.reload();
    await expect.poll(() => calls).toBeGreaterThan(0);
    await expect(card(page, 'unreadMessages')).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('.ant-message-error')).toHaveCount(0);
  });
});
