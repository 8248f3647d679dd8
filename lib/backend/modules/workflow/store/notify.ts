import { and, eq } from 'drizzle-orm';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/locales';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { bizMessageCategory } from '../../../db/schema';
import { sendBusinessMessage, type MessageSender } from '../../messages/port';

/**
 * Business messages of the approvals: a new task to its approvers, the outcome to the initiator,
 * reminders of overdue tasks. Messages are stored once for everyone, so they are written in the
 * product's default language.
 */

type Sender = Pick<AuthContext, 'userKey' | 'realname'>;

/** The business category approvals file their messages under, when the deployment has it. */
const PROCESS_CATEGORY = 'PROCESS';

async function category(tx: Db): Promise<string | null> {
  const [row] = await tx
    .select({ key: bizMessageCategory.message_category_key })
    .from(bizMessageCategory)
    .where(and(eq(bizMessageCategory.message_category_key, PROCESS_CATEGORY), eq(bizMessageCategory.category_type, 'BUSINESS'), eq(bizMessageCategory.del_flag, 0)))
    .limit(1);
  return row?.key ?? null;
}

const text = (key: string, values: Record<string, string>) => translate(defaultLocale, key, values);

const taskLink = (taskKey: string) => `/home/workbench/pending?taskId=${taskKey}`;

export interface TaskNotice {
  taskKey: string;
  taskName: string;
  title: string;
  initiatorName: string;
  recipients: string[];
}

export async function notifyNewTasks(tx: Db, sender: Sender, tasks: TaskNotice[]): Promise<void> {
  if (tasks.length === 0) return;
  const categoryKey = await category(tx);
  for (const task of tasks) {
    await sendBusinessMessage(tx, sender, {
      recipients: task.recipients,
      categoryKey,
      title: text('workflow.notify.newTaskTitle', { title: task.title, initiator: task.initiatorName }),
      content: text('workflow.notify.newTask', { title: task.title, task: task.taskName, initiator: task.initiatorName }),
      link: taskLink(task.taskKey),
      taskKey: task.taskKey,
    });
  }
}

export async function notifyOutcome(tx: Db, sender: Sender, instance: { instance_key: string; title: string; initiator: string }, status: 'APPROVED' | 'REJECTED'): Promise<void> {
  await sendBusinessMessage(tx, sender, {
    recipients: [instance.initiator],
    categoryKey: await category(tx),
    title: text(status === 'APPROVED' ? 'workflow.notify.approvedTitle' : 'workflow.notify.rejectedTitle', { title: instance.title }),
    content: text(status === 'APPROVED' ? 'workflow.notify.approved' : 'workflow.notify.rejected', { title: instance.title, actor: sender.realname }),
    link: `/home/myApplications?instanceId=${instance.instance_key}`,
  });
}

export async function notifyOverdue(tx: Db, sender: MessageSender, task: { task_key: string; task_name: string; title: string }, recipients: string[]): Promise<void> {
  await sendBusinessMessage(tx, sender, {
    recipients,
    categoryKey: await category(tx),
    title: text('workflow.notify.overdueTitle', { task: task.task_name }),
    content: text('workflow.notify.overdue', { title: task.title, task: task.task_name }),
    link: taskLink(task.task_key),
    taskKey: task.task_key,
  });
}

/** A delegated task reaches its delegate; handed back, it reaches its holder again. */
export async function notifyDelegation(tx: Db, sender: Sender, task: { task_key: string; task_name: string; title: string }, step: 'delegated' | 'resolved', recipient: string): Promise<void> {
  const values = { title: task.title, task: task.task_name, delegator: sender.realname, delegate: sender.realname };
  await sendBusinessMessage(tx, sender, {
    recipients: [recipient],
    categoryKey: await category(tx),
    title: text(`workflow.notify.${step}Title`, values),
    content: text(`workflow.notify.${step}`, values),
    link: taskLink(task.task_key),
    taskKey: task.task_key,
  });
}

/** The initiator urges whoever holds a waiting task of their request. */
export async function notifyUrged(tx: Db, sender: Sender, task: { task_key: string; task_name: string; title: string }, recipients: string[]): Promise<void> {
  await sendBusinessMessage(tx, sender, {
    recipients,
    categoryKey: await category(tx),
    title: text('workflow.notify.urgedTitle', { task: task.task_name }),
    content: text('workflow.notify.urged', { title: task.title, task: task.task_name, initiator: sender.realname }),
    link: taskLink(task.task_key),
    taskKey: task.task_key,
  });
}

/** A listener's business message (notify): its text as the model wrote it, linking to the request. */
export async function notifyFromListener(tx: Db, sender: Sender, instance: { instance_key: string; title: string }, recipients: string[], content: string): Promise<void> {
  await sendBusinessMessage(tx, sender, {
    recipients,
    categoryKey: await category(tx),
    title: text('workflow.notify.listenerTitle', { title: instance.title }),
    content,
    link: `/home/myApplications?instanceId=${instance.instance_key}`,
  });
}

/** A request copied to colleagues (抄送): they read it from 抄送我的. */
export async function notifyCopied(tx: Db, sender: Sender, instance: { instance_key: string; title: string; initiator_name: string }, recipients: string[]): Promise<void> {
  await sendBusinessMessage(tx, sender, {
    recipients,
    categoryKey: await category(tx),
    title: text('workflow.notify.copiedTitle', { title: instance.title }),
    content: text('workflow.notify.copied', { title: instance.title, initiator: instance.initiator_name, sender: sender.realname }),
    link: `/home/workbench/copiedToMe?instanceId=${instance.instance_key}`,
  });
}
