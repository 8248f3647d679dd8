/** The calls of 系统管理 → 通知渠道 and of a user's own notification preferences (their schemas: ./notifications.ts, ./notify-preferences.ts). */

const BASE = '/api/app/base/app/notify';
export const NOTIFY_PATHS = {
  settings: `${BASE}/settings`,
  saveChannel: `${BASE}/channel/save`,
  testChannel: `${BASE}/channel/test`,
  saveGeneral: `${BASE}/general/save`,
  outbox: `${BASE}/outbox/list`,
  retry: `${BASE}/outbox/retry`,
} as const;

export const notifyPreferencePaths = {
  get: '/api/app/base/app/sys/user/notify/preferences',
  save: '/api/app/base/app/sys/user/notify/preferences/save',
} as const;
