import { ok } from '@/lib/contract/envelope';
import { todoCountsSchema, todoSettingAnswerSchema, todoSettingSchema } from '@/lib/contract/todo';
import { defineCallRoute } from '../../http/route';
import { todoCounts } from './counts';
import { saveTodoSetting } from './setting';
import { todoCalls } from '@/lib/contract/todo-calls';

const counts = defineCallRoute(todoCalls.counts, {
  tag: 'todo',
  summary: "The caller's to-do reminders (待办提醒): per item the count of records in the caller's scope and the list page showing them; items of lists the caller may not read are left out",
  output: todoCountsSchema,
  async handler({ db, auth }) {
    return ok(await todoCounts(db, auth, new Date()));
  },
});

const saveSetting = defineCallRoute(todoCalls.saveSetting, {
  tag: 'todo',
  access: 'admin',
  summary: 'Change how many days ahead the reminders look: customers returning to the pool, contracts expiring, receivables due (administrators)',
  input: todoSettingSchema,
  output: todoSettingAnswerSchema,
  async handler({ db, auth, input }) {
    await saveTodoSetting(db, input, auth.userKey);
    return ok(input, 'todo.settingSaved');
  },
});

export const todoRoutes = [counts, saveSetting];
