import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect, test } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage, signIn } from './support/session';

/**
 * A task reaches its approver by e-mail, and the e-mail's link opens the task: through the
 * sign-in page when the browser has no session, straight back to the task after signing in.
 * The approver's notification settings (个人中心 → 消息通知) are set through their page first.
 */

const SHOTS = '.tmp/screens';
const START = '/api/bpm/biz/bpm/process/instance/startProcess';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const received: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('the e-mail of a new task links to the task, through the sign-in page', async ({ browser, baseURL }) => {
  // An administrator points the e-mail channel at the test's SMTP server, and links at this site.
  const admin = await signedInPage(browser, 'admin');
  const general = await callInPage(admin, '/api/app/base/app/notify/general/save', { site_origin: baseURL, allowed_hosts: ['127.0.0.1'] });
  expect(general.code).toBe(0);
  const email = await callInPage(admin, '/api/app/base/app/notify/channel/save', {
    channel: 'email',
    values: { enabled: true, host: '127.0.0.1', port: smtpPort, security: 'none', user: '', password: '', from_address: 'crm@example.com', from_name: '金融CRM' },
  });
  expect(email).toMatchObject({ code: 0 });

  // 张伟 looks at his notification settings and turns his quiet hours off, so the test does not wait for the morning.
  const zhangwei = await signedInPage(browser, 'zhangwei', { at: '/person/index' });
  await zhangwei.getByRole('tab', { name: '消息通知' }).click();
  const form = zhangwei.getByTestId('notify-preferences-form');
  await expect(form.getByTestId('notify-grid')).toBeVisible();
  await expect(form.getByTestId('notify-mode-taskAssigned-email')).toContainText('即时');
  await expect(form.getByTestId('notify-mode-copied-email')).toContainText('汇总');
  await zhangwei.setViewportSize({ width: 1280, height: 900 });
  await form.screenshot({ path: `${SHOTS}/notify-preferences-1280.png` });
  await zhangwei.setViewportSize({ width: 390, height: 844 });
  await form.screenshot({ path: `${SHOTS}/notify-preferences-390.png` });
  await zhangwei.setViewportSize({ width: 1280, height: 900 });
  const quiet = form.getByTestId('notify-quiet-enabled');
  if ((await quiet.getAttribute('aria-checked')) === 'true') await quiet.click();
  await expect(quiet).toHaveAttribute('aria-checked', 'false');
  await form.getByTestId('notify-save').click();
  await expect(zhangwei.getByText('通知设置已保存')).toBeVisible();
  await zhangwei.context().close();

  // 李娜 submits a payment request: its first task is 张伟's.
  const lina = await signedInPage(browser, 'lina');
  const title = `付款通知${stamp()}`;
  const started = await callInPage<{ tasks: { task_key: string }[] }>(lina, START, { processDefinitionKey: 'payment_approval', title, formData: { payee: title, amount: 150000, purpose: '采购办公设备' } });
  expect(started.code).toBe(0);
  const taskKey = started.data.tasks[0]!.task_key;

  // The e-mail arrives at 张伟's address, naming the request and linking to the task on this site.
  await expect.poll(() => received.find((m) => m.subject?.includes(title)), { timeout: 30_000 }).toBeTruthy();
  const mail = received.find((m) => m.subject?.includes(title))!;
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('zhangwei@example.com');
  const link = new RegExp(`${baseURL}/home/workbench/pending\\?taskId=${taskKey}`).exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // Opened in a browser without a session: the sign-in page, then the task.
  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto(link!);
  await expect(fresh).toHaveURL(/\/login\?redirect=/);
  await signIn(fresh, 'zhangwei', undefined, fresh.url());
  await expect(fresh).toHaveURL(new RegExp(`/home/workbench/pending\\?taskId=${taskKey}`));
  await expect(fresh.getByTestId('task-detail')).toContainText(title);
  await fresh.context().close();
  await lina.context().close();
  await admin.context().close();
});
