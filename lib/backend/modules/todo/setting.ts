import { eq } from 'drizzle-orm';
import { DEFAULT_TODO_SETTING } from '@/lib/contract/todo-paths';
import { todoSettingSchema, type TodoSetting } from '@/lib/contract/todo';
import type { Db } from '../../db/client';
import { sysSetting } from '../../db/schema';

const SETTING_KEY = 'todoReminders';

/** The look-ahead days as stored, or the defaults (a stored value that no longer parses counts as unset). */
export async function todoSetting(db: Db): Promise<TodoSetting> {
  const [row] = await db.select({ value: sysSetting.value }).from(sysSetting).where(eq(sysSetting.setting_key, SETTING_KEY)).limit(1);
  const parsed = todoSettingSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...DEFAULT_TODO_SETTING };
}

export async function saveTodoSetting(db: Db, value: TodoSetting, by: string): Promise<void> {
  const now = new Date();
  await db.insert(sysSetting).values({ setting_key: SETTING_KEY, value, update_by: by, update_time: now })
    .onConflictDoUpdate({ target: sysSetting.setting_key, set: { value, update_by: by, update_time: now } });
}
