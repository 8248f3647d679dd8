import { declareCall, type In, type Out } from './call';
import type { noDataSchema } from './no-data';
import { NOTIFY_PATHS as paths, notifyPreferencePaths } from './notification-paths';
import type {
  channelInputSchema, channelTestAnswerSchema, channelTestSchema, notifyGeneralSchema, notifySettingsAnswerSchema, outboxPageSchema, outboxQuerySchema,
  outboxRetryAnswerSchema, outboxRetrySchema,
} from './notifications';
import type { notifyPreferencesAnswerSchema, notifyPreferencesSchema } from './notify-preferences';

/**
 * 系统管理 → 通知渠道 (./call.ts): the channels' settings and their tests, the shared settings, and
 * 发送记录. The routes answering them are declared from them (lib/backend/modules/notifications).
 */
export const notifyCalls = {
  settings: declareCall<undefined, Out<typeof notifySettingsAnswerSchema>>('GET', paths.settings),
  saveChannel: declareCall<In<typeof channelInputSchema>, Out<typeof noDataSchema>>('POST', paths.saveChannel),
  testChannel: declareCall<In<typeof channelTestSchema>, Out<typeof channelTestAnswerSchema>>('POST', paths.testChannel),
  saveGeneral: declareCall<In<typeof notifyGeneralSchema>, Out<typeof noDataSchema>>('POST', paths.saveGeneral),
  outbox: declareCall<In<typeof outboxQuerySchema>, Out<typeof outboxPageSchema>>('POST', paths.outbox),
  retry: declareCall<In<typeof outboxRetrySchema>, Out<typeof outboxRetryAnswerSchema>>('POST', paths.retry),
};

/** A user's own notification preferences (个人中心); answered by lib/backend/modules/notification-rules. */
export const notifyPreferenceCalls = {
  get: declareCall<undefined, Out<typeof notifyPreferencesAnswerSchema>>('GET', notifyPreferencePaths.get),
  save: declareCall<In<typeof notifyPreferencesSchema>, Out<typeof noDataSchema>>('POST', notifyPreferencePaths.save),
};
