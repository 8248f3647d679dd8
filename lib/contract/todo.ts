import { z } from 'zod';
import { MAX_TODO_DAYS, TODO_ITEM_KEYS } from './todo-paths';

const days = z.coerce
  .number({ error: 'todo.errors.daysInvalid' })
  .int('todo.errors.daysInvalid')
  .min(1, 'todo.errors.daysInvalid')
  .max(MAX_TODO_DAYS, 'todo.errors.daysInvalid');

/** How far ahead the look-ahead items reach, in business days (an administrator's setting). */
export const todoSettingSchema = z.object({ pool_days: days, contract_days: days, receivable_days: days });
export type TodoSetting = z.infer<typeof todoSettingSchema>;

export const todoSettingAnswerSchema = z.strictObject({ pool_days: z.number().int(), contract_days: z.number().int(), receivable_days: z.number().int() });

/**
 * One reminder: how many records need attention and the list page that shows exactly them (null
 * when no page does); `days` is the look-ahead it counts with, where it has one.
 */
export const todoItemSchema = z.strictObject({
  key: z.enum(TODO_ITEM_KEYS),
  count: z.number().int().min(0),
  link: z.string().nullable(),
  days: z.number().int().nullable(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

/**
 * The caller's reminders: only the items the caller may read (an item of a list they hold no right
 * to is left out), their sum, the look-ahead setting and whether the caller may change it.
 */
export const todoCountsSchema = z.strictObject({
  items: z.array(todoItemSchema),
  total: z.number().int().min(0),
  setting: todoSettingAnswerSchema,
  canChangeSetting: z.boolean(),
});
export type TodoCounts = z.infer<typeof todoCountsSchema>;
