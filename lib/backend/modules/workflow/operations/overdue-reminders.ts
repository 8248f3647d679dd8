import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wfTask } from '../../../db/schema';
import type { MessageSender } from '../../messages/port';
import { notifyOverdue } from '../store/notify';
import { activeRecipientsOf } from '../store/task-recipients';
import { withoutTimeoutHandling } from '../store/timers';

/** Tasks are reminded at most once an hour, however often someone asks. */
const REMIND_INTERVAL_MS = 60 * 60 * 1000;

/** Whose overdue tasks are reminded, and from whom the reminders come. */
export interface ReminderScope {
  sender: MessageSender;
  /** Only the processes this user started; null: every process. */
  initiator: string | null;
}

/**
 * Reminds the approvers of waiting tasks past their due date (those in scope). Answers how many
 * tasks were reminded. Tasks being reminded elsewhere at the same moment are skipped, not doubled.
 */
export async function remindOverdueTasks(db: Db, scope: ReminderScope, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ task_key: wfTask.task_key, task_name: wfTask.task_name, title: wfTask.title, assignee: wfTask.assignee })
      .from(wfTask)
      .where(and(
        eq(wfTask.status, 'PENDING'),
        isNotNull(wfTask.due_date),
        lt(wfTask.due_date, now),
        or(isNull(wfTask.remind_time), lt(wfTask.remind_time, new Date(now.getTime() - REMIND_INTERVAL_MS))),
        scope.initiator === null ? undefined : eq(wfTask.initiator, scope.initiator),
        withoutTimeoutHandling(),
      ))
      .orderBy(asc(wfTask.due_date))
      .limit(500)
      .for('update', { skipLocked: true });
    let reminded = 0;
    for (const task of due) {
      const active = await activeRecipientsOf(tx, task);
      if (active.length === 0) continue;
      await notifyOverdue(tx, scope.sender, task, active);
      await tx.update(wfTask).set({ remind_time: now }).where(eq(wfTask.task_key, task.task_key));
      reminded += 1;
    }
    return reminded;
  });
}
