import { DINGTALK_FORMATS, FEISHU_FORMATS, SMTP_SECURITY, WECOM_FORMATS, type NotifyChannel } from '@/lib/contract/notifications';

/** How a channel's form shows each of its settings (besides 启用, which every channel has). */
export type FieldSpec =
  | { name: string; kind: 'text' | 'secret' | 'number' | 'switch' }
  | { name: string; kind: 'select'; options: readonly string[]; labels: 'security' | 'formats' };

export const CHANNEL_FIELDS: Readonly<Record<NotifyChannel, readonly FieldSpec[]>> = {
  email: [
    { name: 'host', kind: 'text' },
    { name: 'port', kind: 'number' },
    { name: 'security', kind: 'select', options: SMTP_SECURITY, labels: 'security' },
    { name: 'user', kind: 'text' },
    { name: 'password', kind: 'secret' },
    { name: 'from_address', kind: 'text' },
    { name: 'from_name', kind: 'text' },
  ],
  wecom: [
    { name: 'webhook_url', kind: 'text' },
    { name: 'key', kind: 'secret' },
    { name: 'format', kind: 'select', options: WECOM_FORMATS, labels: 'formats' },
    { name: 'mention', kind: 'switch' },
  ],
  dingtalk: [
    { name: 'webhook_url', kind: 'text' },
    { name: 'access_token', kind: 'secret' },
    { name: 'secret', kind: 'secret' },
    { name: 'format', kind: 'select', options: DINGTALK_FORMATS, labels: 'formats' },
    { name: 'mention', kind: 'switch' },
  ],
  feishu: [
    { name: 'webhook_url', kind: 'text' },
    { name: 'hook_token', kind: 'secret' },
    { name: 'secret', kind: 'secret' },
    { name: 'format', kind: 'select', options: FEISHU_FORMATS, labels: 'formats' },
  ],
  webhook: [
    { name: 'url', kind: 'text' },
    { name: 'secret', kind: 'secret' },
  ],
};
