import { expect, test, type Browser, type Page } from './support/test';
import { leadCapturePaths } from '@/lib/contract/lead-capture';
import { callInPage } from './support/in-page';
import { signedIn } from './support/session';

/**
 * The public enquiry forms end to end (issue: public marketing site): a visitor without a session
 * leaves a message on /board; the sales administrator (李娜) signs in, finds the unread message and
 * the lead in the pool. A sender over the per-address limit is told why and how long to wait,
 * with everything typed still in place. The reseller application and the order request submit too.
 */

const stamp = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1296).toString(36)}`;
const form = (page: Page) => page.getByTestId('lead-form');
const field = (page: Page, label: string | RegExp) => form(page).getByLabel(label);
const success = (page: Page) => page.getByTestId('lead-form-success');

async function visitor(browser: Browser, address?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  // Its own bucket for the per-address limit: the gateway takes the first X-Forwarded-For entry.
  if (address) await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return page;
}

async function fillBoard(page: Page, name: string): Promise<void> {
  await field(page, /^姓名/).fill(name);
  await field(page, /^手机号/).fill('13912345678');
  await field(page, /^公司名称/).fill('宁波海曙农村商业银行');
  await field(page, /^所在地区/).selectOption({ label: '浙江省' });
  await field(page, /^咨询类型/).selectOption('预约演示');
  await field(page, /^留言内容/).fill(`希望下周安排一次线上演示，重点看客户管理和审批流程。${name}`);
}

test('a visitor’s message on /board reaches the sales administrator as an unread message and a lead in the pool', async ({ browser }) => {
  const name = `访客${stamp()}`;
  const page = await visitor(browser);
  await page.goto('/board');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在线留言');

  // Checked in the browser first: nothing is sent, each problem is named at its field, the first gets the focus.
  await form(page).getByRole('button', { name: '提交留言' }).click();
  await expect(field(page, /^姓名/)).toBeFocused();
  await expect(field(page, /^姓名/)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, /^姓名/)).toHaveAccessibleDescription('请填写姓名');
  await expect(field(page, /^手机号/)).toHaveAccessibleDescription('请输入手机号');
  await expect(field(page, /^留言内容/)).toHaveAccessibleDescription(/请填写留言内容/);
  await field(page, /^手机号/).fill('12345678901');
  await field(page, /^手机号/).blur();
  await expect(field(page, /^手机号/)).toHaveAccessibleDescription('请输入正确手机号');

  await fillBoard(page, name);
  await expect(field(page, /^手机号/)).not.toHaveAttribute('aria-invalid', 'true');
  await form(page).getByRole('button', { name: '提交留言' }).click();
  await expect(success(page)).toContainText('留言已收到');
  await expect(success(page)).toContainText('我们的顾问将在 1 个工作日内与您联系');
  await expect(success(page)).toBeFocused();

  // The sales administrator: an unread business message, and the lead waiting in the pool.
  const lina = await (await browser.newContext()).newPage();
  await signedIn(lina, 'lina');
  await expect(lina.locator('[data-testid="message-badge"] .ant-badge-count')).toBeVisible();
  await lina.getByTestId('message-bell').click();
  const drawer = lina.getByRole('dialog', { name: '消息中心' });
  await drawer.getByRole('tab', { name: /业务消息/ }).click();
  const notice = drawer.locator('.ant-list-item').filter({ hasText: name });
  await expect(notice).toContainText('官网新线索：在线留言');
  await expect(notice).toContainText('待处理');
  await expect(notice.getByRole('button', { name: '标记已处理' })).toBeVisible();

  await lina.goto('/crm/cluePool');
  const row = lina.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('13912345678');
  await expect(row).toContainText('在线留言');
  await expect(row).toContainText('待跟进');
});

test('a sender over the per-address limit is told how long to wait and keeps what was typed', async ({ browser }, testInfo) => {
  // A run again (or repeated) comes from another address: the last try's has used up its allowance for the window.
  const page = await visitor(browser, `203.0.113.${77 + 100 * testInfo.retry + 10 * testInfo.repeatEachIndex}`);
  await page.goto('/board');
  // Use up the address's allowance (5 per window) the way the form sends.
  for (let i = 0; i < 5; i += 1) {
    const answer = await callInPage(page, leadCapturePaths.submit, { source: 'board', contact_name: `限流${i}`, mobile: '13700000000', content: '限流测试', website: '' });
    expect(answer.code).toBe(0);
  }
  const name = `被限流${stamp()}`;
  await fillBoard(page, name);
  await form(page).getByRole('button', { name: '提交留言' }).click();
  const refusal = page.getByTestId('lead-form-refusal');
  await expect(refusal).toContainText('提交未成功');
  await expect(refusal).toContainText(/提交过于频繁.*请 \d+ 分钟后再试/);
  await expect(refusal).toContainText('您填写的内容都已保留');
  await expect(field(page, /^姓名/)).toHaveValue(name);
  await expect(field(page, /^留言内容/)).toHaveValue(new RegExp(name));
  await expect(field(page, /^所在地区/)).toHaveValue('330000');
  await expect(success(page)).toHaveCount(0);

  // Another address is not affected.
  const other = await visitor(browser, '203.0.113.78');
  await other.goto('/board');
  await fillBoard(other, `另一访客${stamp()}`);
  await form(other).getByRole('button', { name: '提交留言' }).click();
  await expect(success(other)).toContainText('留言已收到');
});

test('the reseller application on /proxy is sent', async ({ browser }) => {
  const page = await visitor(browser, '203.0.113.79');
  await page.goto('/proxy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('成为金融版CRM授权代理商');
  await page.getByRole('link', { name: '立即申请' }).click();
  const apply = form(page);
  await apply.getByRole('button', { name: '提交申请' }).click();
  await expect(field(page, /^公司名称/)).toHaveAccessibleDescription('请填写公司名称');
  await expect(field(page, /^意向代理区域/)).toHaveAccessibleDescription('请填写意向代理区域');
  await field(page, /^姓名/).fill(`代理${stamp()}`);
  await field(page, /^手机号/).fill('13812340000');
  await field(page, /^公司名称/).fill('南京金桥信息技术有限公司');
  await field(page, /^意向代理区域/).fill('江苏省南京市、苏州市');
  await field(page, /^公司与资源介绍/).fill('服务省内城商行十余年，销售与实施团队共 12 人。');
  await apply.getByRole('button', { name: '提交申请' }).click();
  await expect(success(page)).toContainText('代理申请已收到');
});

test('the order request on /partnerPay is sent, with the edition chosen from its card', async ({ browser }) => {
  const page = await visitor(browser, '203.0.113.80');
  await page.goto('/partnerPay');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('按需选择，按用户按年订阅');
  await expect(page.getByRole('table', { name: '各版本功能对比' })).toBeVisible();
  await page.getByTestId('plan-standard').getByRole('link', { name: '选择标准版' }).click();
  await expect(page).toHaveURL(/\/partnerPay\?plan=standard#order$/);
  const edition = field(page, /^意向版本/);
  await expect(edition).toHaveValue('标准版');
  await expect(edition.locator('option:checked')).toHaveText('标准版（¥1,980，每用户每年）');

  await field(page, /^姓名/).fill(`订购${stamp()}`);
  await field(page, /^手机号/).fill('18600001111');
  await field(page, /^公司名称/).fill('粤信保险经纪有限公司');
  await field(page, /^邮箱/).fill('it@yuexin.example.com');
  await field(page, /^需求说明/).fill('约 30 人使用，希望下月上线。');
  await form(page).getByRole('button', { name: '提交订购意向' }).click();
  await expect(success(page)).toContainText('订购意向已收到');
});

test('the trap field stays out of sight and out of the tab order', async ({ page }) => {
  await page.goto('/board');
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap).not.toBeInViewport();
  await expect(trap).toHaveValue('');
});
