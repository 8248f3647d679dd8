import type { z } from 'zod';
import { declareCall } from './call';
import type { todoCountsSchema, todoSettingAnswerSchema, todoSettingSchema } from './todo';
import { todoPaths } from './todo-paths';

/** The to-do reminders (./call.ts): the caller's counts, and how many days ahead they look; answered by lib/backend/modules/todo. */
export const todoCalls = {
  /** The caller's to-do reminders (待办提醒). */
  counts: declareCall<undefined, z.infer<typeof todoCountsSchema>>('GET', todoPaths.counts),
  saveSetting: declareCall<z.input<typeof todoSettingSchema>, z.infer<typeof todoSettingAnswerSchema>>('POST', todoPaths.setting),
};
