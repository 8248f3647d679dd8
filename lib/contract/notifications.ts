import { z } from 'zod';
import { isHostEntry } from './allowed-hosts';
import { secretInputSchema, secretStateSchema } from './secret-settings';

/**
 * Notifications that leave the application (e-mail, group robots, a webhook): the channels and the
 * events, shared by the backend's outbox and sending job, the per-user preferences and the
 * administrators' settings page.
 */

export const NOTIFY_CHANNELS = ['email', 'wecom', 'dingtalk', 'feishu', 'webhook'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

export const NOTIFY_EVENTS = [
  'taskAssigned', 'taskReturned', 'taskHandedOver', 'taskDelegated', 'taskUrged',
  'requestApproved', 'requestRejected', 'requestWithdrawn', 'copied', 'timerReminder', 'crmReminder', 'digest',
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

/** Where one queued notification stands: waiting (also between attempts), sent, failed (will be tried again) or given up. */
export const OUTBOX_STATUSES = ['waiting', 'sent', 'failed', 'gave_up'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

// --- the channels' settings (系统管理 → 通知渠道), one stored group each; secrets via secretInputSchema ---

const hostName = z.string().trim().max(253);
const url = z.string().trim().max(2000);

/** How the SMTP connection is protected: none, upgraded with STARTTLS, or TLS from the start (SSL, usually port 465). */
export const SMTP_SECURITY = ['none', 'starttls', 'ssl'] as const;

export const emailSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  host: hostName.default(''),
  port: z.coerce.number().int().min(1).max(65535).default(587),
  security: z.enum(SMTP_SECURITY).default('starttls'),
  user: z.string().trim().max(320).default(''),
  password: secretInputSchema,
  from_address: z.string().trim().max(320).refine((v) => v === '' || z.email().safeParse(v).success, { message: 'notifications.errors.badEmail' }).default(''),
  from_name: z.string().trim().max(100).default(''),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const WECOM_FORMATS = ['markdown', 'text'] as const;
export const wecomSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  /** The robot's address without its key. */
  webhook_url: url.default('https://qyapi.weixin.qq.com/cgi-bin/webhook/send'),
  /** The robot's key (the `key` parameter): whoever holds it may post to the group. */
  key: secretInputSchema,
  format: z.enum(WECOM_FORMATS).default('markdown'),
  /** @-mentions the recipient by the mobile number of their account. */
  mention: z.boolean().default(true),
});
export type WecomSettings = z.infer<typeof wecomSettingsSchema>;

export const DINGTALK_FORMATS = ['markdown', 'actionCard'] as const;
export const dingtalkSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  webhook_url: url.default('https://oapi.dingtalk.com/robot/send'),
  access_token: secretInputSchema,
  /** 加签: the signing secret (SEC…); blank when the robot is protected otherwise. */
  secret: secretInputSchema,
  format: z.enum(DINGTALK_FORMATS).default('markdown'),
  mention: z.boolean().default(true),
});
export type DingtalkSettings = z.infer<typeof dingtalkSettingsSchema>;

export const FEISHU_FORMATS = ['text', 'interactive'] as const;
export const feishuSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  webhook_url: url.default('https://open.feishu.cn/open-apis/bot/v2/hook'),
  /** The last part of the robot's address. */
  hook_token: secretInputSchema,
  /** 签名校验: the signing secret; blank when the robot does not check signatures. */
  secret: secretInputSchema,
  format: z.enum(FEISHU_FORMATS).default('interactive'),
});
export type FeishuSettings = z.infer<typeof feishuSettingsSchema>;

export const webhookSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  url: url.default(''),
  /** Signs every body (X-Signature: sha256=<hex of HMAC-SHA256 over `${timestamp}.${body}`>). */
  secret: secretInputSchema,
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

export interface ChannelSettingsOf {
  email: EmailSettings;
  wecom: WecomSettings;
  dingtalk: DingtalkSettings;
  feishu: FeishuSettings;
  webhook: WebhookSettings;
}

export const CHANNEL_SETTINGS_SCHEMAS = {
  email: emailSettingsSchema,
  wecom: wecomSettingsSchema,
  dingtalk: dingtalkSettingsSchema,
  feishu: feishuSettingsSchema,
  webhook: webhookSettingsSchema,
} as const satisfies { [C in NotifyChannel]: z.ZodType<ChannelSettingsOf[C]> };

/** Which fields of each channel's settings are secrets (never answered, blank keeps the stored one). */
export const CHANNEL_SECRETS = {
  email: ['password'],
  wecom: ['key'],
  dingtalk: ['access_token', 'secret'],
  feishu: ['hook_token', 'secret'],
  webhook: ['secret'],
} as const satisfies { [C in NotifyChannel]: readonly (keyof ChannelSettingsOf[C])[] };

/** What the channels share: the origin links are made absolute with, and the private hosts an administrator allows. */
export const notifyGeneralSchema = z.object({
  /** e.g. https://crm.example.com; blank: SITE_URL, else this server's local address. */
  site_origin: z.string().trim().max(200).regex(/^(https?:\/\/[^/\s?#]+\/?)?$/i, { message: 'notifications.errors.badOrigin' }).default(''),
  /** Hosts (name or address, optional :port) that may be reached although they are private or local: an intranet robot, an SMTP relay. */
  allowed_hosts: z.array(z.string().trim().toLowerCase().max(260).refine(isHostEntry, { message: 'workflow.http.badHostEntry' })).max(50).default([]),
});
export type NotifyGeneral = z.infer<typeof notifyGeneralSchema>;

// --- the calls ---

// The paths live in a module without schemas, so a page that only calls them loads no zod.
export { NOTIFY_PATHS } from './notification-paths';

/** The menu (right) of the settings page. */
export const NOTIFY_CHANNELS_MENU = 'system-notify-channels';

/** A channel's settings as a form sends them: the channel and its values (checked by that channel's schema on the server). */
export const channelInputSchema = z.object({ channel: z.enum(NOTIFY_CHANNELS), values: z.record(z.string(), z.unknown()) });

/** 测试连接 (send false: an SMTP server's answer and sign-in) or 发送测试消息 to the caller (e-mail to their address, a robot mentioning them). */
export const channelTestSchema = channelInputSchema.extend({ send: z.boolean().default(true) });

export const channelTestAnswerSchema = z.strictObject({ ok: z.boolean(), message: z.string() });
export type ChannelTestAnswer = z.infer<typeof channelTestAnswerSchema>;

const answerOf = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => z.strictObject({ ...schema.shape, ...secretStateSchema.shape });

export const notifySettingsAnswerSchema = z.strictObject({
  channels: z.strictObject({
    email: answerOf(emailSettingsSchema),
    wecom: answerOf(wecomSettingsSchema),
    dingtalk: answerOf(dingtalkSettingsSchema),
    feishu: answerOf(feishuSettingsSchema),
    webhook: answerOf(webhookSettingsSchema),
  }),
  general: notifyGeneralSchema,
  /** SITE_URL or the local address: what a blank site_origin means. */
  default_origin: z.string(),
});
export type NotifySettingsAnswer = z.infer<typeof notifySettingsAnswerSchema>;

export const outboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  channel: z.enum(NOTIFY_CHANNELS).optional(),
  event: z.enum(NOTIFY_EVENTS).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxRowSchema = z.strictObject({
  outbox_key: z.string(),
  user_key: z.string(),
  realname: z.string().nullable(),
  channel: z.enum(NOTIFY_CHANNELS),
  event: z.enum(NOTIFY_EVENTS),
  title: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  next_attempt_at: z.string(),
  /** The last failure in the caller's language. */
  last_error: z.string().nullable(),
  create_time: z.string(),
  sent_time: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const outboxPageSchema = z.strictObject({
  records: z.array(outboxRowSchema),
  total: z.number(),
  /** Counts over every row (not only the filtered ones), by status. */
  counts: z.strictObject({ waiting: z.number(), sent: z.number(), failed: z.number(), gave_up: z.number() }),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxRetrySchema = z.object({ keys: z.array(z.string().min(1).max(64)).min(1).max(500) });
export const outboxRetryAnswerSchema = z.strictObject({ retried: z.number() });
