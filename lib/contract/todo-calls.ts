import type { z } from 'zod';
import { declareCall } from './call';
import type { todoSettingAnswerSchema, todoSettingSchema } from './todo';
import { todoPaths } from './todo-paths';

/** The to-do reminders' setting (./call.ts): how many days ahead they look; answered by lib/backend/modules/todo. */
export const todoCalls = {
  saveSetting: declareCall<z.input<typeof todoSettingSchema>, z.infer<typeof todoSettingAnswerSchema>>('POST', todoPaths.setting),
};
