import { dingtalkSettingsSchema, emailSettingsSchema, notifyGeneralSchema } from '@/lib/contract/notifications';
import type { Db } from '../db/client';
import { notifyOutbox, sysSetting, type OutboxError } from '../db/schema';

/**
 * 通知渠道 on a fresh start: an SMTP relay on localhost:2525 and a DingTalk robot, both filled in
 * and switched off (an administrator enters the robot's token and enables what the company uses),
 * and a send log with a row in each state. Fixed keys: seeding again changes nothing an
 * administrator set. Rows not yet sent wait far enough ahead that the sending job leaves them be.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const SETTINGS = [
  { setting_key: 'notify.email', value: emailSettingsSchema.parse({ enabled: false, host: 'localhost', port: 2525, security: 'none', from_address: 'crm@example.com', from_name: '金融版CRM' }) },
  { setting_key: 'notify.dingtalk', value: dingtalkSettingsSchema.parse({ enabled: false, format: 'actionCard', mention: true }) },
  { setting_key: 'notify.general', value: notifyGeneralSchema.parse({ allowed_hosts: ['localhost:2525'] }) },
];

const refused: OutboxError = { key: 'outbound.refused', values: { host: 'localhost:2525' } };
const robotError: OutboxError = { key: 'notifications.errors.robotAnswered', values: { code: '310000', message: 'sign not match' } };
const noEmail: OutboxError = { key: 'notifications.errors.noEmail', values: { user: '王芳' } };

function rows(now: number) {
  const at = (ms: number) => new Date(now + ms);
  return [
    { outbox_key: 'ntf-demo-sent-1', user_key: 'usr-leader', channel: 'email', event: 'taskAssigned', title: '新的待办：差旅报销申请（李娜）', text: '李娜提交的差旅报销申请等待您审批。', link: '/home/workbench/pending', status: 'sent', attempts: 1, next_attempt_at: at(-2 * DAY), create_time: at(-2 * DAY), sent_time: at(-2 * DAY + 5_000), last_error: null },
    { outbox_key: 'ntf-demo-sent-2', user_key: 'usr-sales', channel: 'dingtalk', event: 'requestApproved', title: '申请已通过：采购申请', text: '您提交的采购申请已审批通过。', link: '/home/myApplications', status: 'sent', attempts: 1, next_attempt_at: at(-DAY), create_time: at(-DAY), sent_time: at(-DAY + 3_000), last_error: null },
    { outbox_key: 'ntf-demo-waiting', user_key: 'usr-sales', channel: 'email', event: 'digest', title: '每日汇总：3 项待办', text: '您有 3 项待办、1 条客户跟进提醒。', link: '/home/workbench/pending', status: 'waiting', attempts: 0, next_attempt_at: at(30 * DAY), create_time: at(-HOUR), sent_time: null, last_error: null },
    { outbox_key: 'ntf-demo-failed', user_key: 'usr-leader', channel: 'email', event: 'taskUrged', title: '催办：合同审批', text: '李娜催办了合同审批，请尽快处理。', link: '/home/workbench/pending', status: 'failed', attempts: 2, next_attempt_at: at(30 * DAY), create_time: at(-3 * HOUR), sent_time: null, last_error: refused },
    { outbox_key: 'ntf-demo-gave-up-1', user_key: 'usr-admin', channel: 'dingtalk', event: 'requestRejected', title: '申请被驳回：费用报销', text: '您提交的费用报销申请被驳回。', link: '/home/myApplications', status: 'gave_up', attempts: 6, next_attempt_at: at(-5 * HOUR), create_time: at(-3 * DAY), sent_time: null, last_error: robotError },
    { outbox_key: 'ntf-demo-gave-up-2', user_key: 'usr-finance', channel: 'email', event: 'copied', title: '抄送：采购申请', text: '李娜的采购申请抄送给您。', link: '/home/workbench/copiedToMe', status: 'gave_up', attempts: 1, next_attempt_at: at(-4 * HOUR), create_time: at(-4 * HOUR), sent_time: null, last_error: noEmail },
  ];
}

export async function seedDemoNotifications(db: Db, now = Date.now()): Promise<void> {
  await db.insert(sysSetting).values(SETTINGS.map((s) => ({ ...s, update_by: 'usr-admin' }))).onConflictDoNothing();
  await db.insert(notifyOutbox).values(rows(now)).onConflictDoNothing();
}
