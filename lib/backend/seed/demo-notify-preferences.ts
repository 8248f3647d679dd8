import { eq } from 'drizzle-orm';
import { defaultNotifyPreferences, type NotifyPreferences } from '@/lib/contract/notify-preferences';
import type { Db } from '../db/client';
import { notifyDigestItem, sysUserSetting } from '../db/schema';
import { NOTIFY_SETTING_KEY } from '../modules/notification-rules/preferences-store';

/**
 * Notification preferences of the demo users, so 个人中心 → 消息通知 shows choices made, and entries
 * waiting for their digest, so the first digest has something to gather. A user's saved choice is
 * kept when the seed runs again; fixed keys for the entries.
 */

const PREFERENCES: Record<string, NotifyPreferences> = {
  // 张伟 approves much: tasks on DingTalk as well as e-mail, outcomes only in the digest, quiet nights.
  'usr-leader': {
    ...defaultNotifyPreferences('zh-CN'),
    modes: {
      taskAssigned: { email: 'instant', dingtalk: 'instant' },
      taskUrged: { email: 'instant', dingtalk: 'instant' },
      timerReminder: { dingtalk: 'instant' },
      requestApproved: { email: 'digest' },
      requestRejected: { email: 'digest' },
    },
    quietHours: { enabled: true, from: '22:00', to: '08:00' },
    digestHour: 8,
  },
  // 李娜 starts requests and follows customers: outcomes on WeCom at once, CRM to-dos every morning at nine.
  'usr-sales': {
    ...defaultNotifyPreferences('zh-CN'),
    modes: {
      requestApproved: { email: 'instant', wecom: 'instant' },
      requestRejected: { email: 'instant', wecom: 'instant' },
      copied: { email: 'digest', wecom: 'off' },
      crmReminder: { email: 'digest', wecom: 'instant' },
    },
    quietHours: { enabled: true, from: '21:30', to: '07:30' },
    digestHour: 9,
  },
  // 王芳 reads her notifications in English, copies at once, the digest at the end of the day.
  'usr-finance': {
    ...defaultNotifyPreferences('en-US'),
    modes: { copied: { email: 'instant' }, taskAssigned: { email: 'instant', feishu: 'instant' } },
    digestHour: 17,
  },
};

const DIGEST_ENTRIES = [
  { item_key: 'ndi-demo-1', user_key: 'usr-sales', event: 'copied', title: '抄送：差旅费报销（华东客户拜访）', text: '张伟将李娜的申请“差旅费报销（华东客户拜访）”抄送给您，请知悉。', link: '/home/workbench/copiedToMe' },
  { item_key: 'ndi-demo-2', user_key: 'usr-sales', event: 'copied', title: '抄送：办公用品采购', text: '王芳将李娜的申请“办公用品采购”抄送给您，请知悉。', link: '/home/workbench/copiedToMe' },
  { item_key: 'ndi-demo-3', user_key: 'usr-leader', event: 'requestApproved', title: '审批通过：年度服务合同用印', text: '您发起的“年度服务合同用印”已审批通过（最后处理人：系统管理员）。', link: '/home/myApplications' },
  { item_key: 'ndi-demo-4', user_key: 'usr-leader', event: 'copied', title: '抄送：付款审批（上海浦江信托）', text: '李娜将李娜的申请“付款审批（上海浦江信托）”抄送给您，请知悉。', link: '/home/workbench/copiedToMe' },
];

export async function seedDemoNotifyPreferences(db: Db): Promise<void> {
  for (const [user_key, value] of Object.entries(PREFERENCES)) {
    await db.insert(sysUserSetting).values({ user_key, setting_key: NOTIFY_SETTING_KEY, value }).onConflictDoNothing();
  }
  const [any] = await db.select({ key: notifyDigestItem.item_key }).from(notifyDigestItem).where(eq(notifyDigestItem.item_key, DIGEST_ENTRIES[0]!.item_key)).limit(1);
  if (any) return;
  const now = Date.now();
  await db.insert(notifyDigestItem).values(DIGEST_ENTRIES.map((e, i) => ({ ...e, channel: 'email', create_time: new Date(now - (i + 1) * 3_600_000) }))).onConflictDoNothing();
}
