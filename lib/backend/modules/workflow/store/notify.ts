import { and, eq } from 'drizzle-orm';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/locales';
import type { OutboundNotice } from '@/lib/contract/outbound-notice';
import type { PreferenceEvent } from '@/lib/contract/notify-preferences';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { bizMessageCategory } from '../../../db/schema';
import { sendBusinessMessage, type MessageSender } from '../../messages/port';
import { dispatchNotice } from '../../notification-rules/port';

/**
 * Business messages of the approvals: a new task to its approvers, the outcome to the initiator,
 * reminders of overdue tasks. Messages are stored once for everyone, so they are written in the
 * product's default language; what leaves the application (e-mail, robots) carries the same texts'
 * keys and is written in each recipient's own language.
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

/** The stored title and content of a message of `event`, and the notice that sends it out as each recipient chose. */
function texts(event: PreferenceEvent, titleKey: string, contentKey: string, values: Record<string, string>): { title: string; content: string; notice: OutboundNotice } {
  return {
    title: text(titleKey, values),
    content: text(contentKey, values),
    notice: { event, title: { key: titleKey, values }, text: { key: contentKey, values } },
  };
}

const taskLink = (taskKey: string) => `/home/workbench/pending?taskId=${taskKey}`;

export interface TaskNotice {
  taskKey: string;
  taskName: string;
  title: string;
  initiatorName: string;
  recipients: string[];
}

/** How a task reached its new holders: created (also offered to candidates), returned to them, handed over to them. */
export type NewTaskEvent = Extract<PreferenceEvent, 'taskAssigned' | 'taskReturned' | 'taskHandedOver'>;

const NEW_TASK_TEXTS: Record<NewTaskEvent, string> = { taskAssigned: 'newTask', taskReturned: 'returned', taskHandedOver: 'handedOver' };

export async function notifyNewTasks(tx: Db, sender: Sender, tasks: TaskNotice[], event: NewTaskEvent = 'taskAssigned'): Promise<void> {
  if (tasks.length === 0) return;
  const categoryKey = await category(tx);
  const name = NEW_TASK_TEXTS[event];
  for (const task of tasks) {
    await sendBusinessMessage(tx, sender, {
      recipients: task.recipients,
      categoryKey,
      ...texts(event, `workflow.notify.${name}Title`, `workflow.notify.${name}`, { title: task.title, task: task.taskName, initiator: task.initiatorName, actor: sender.realname }),
      link: taskLink(task.taskKey),
      taskKey: task.taskKey,
    });
  }
}

export async function notifyOutcome(tx: Db, sender: Sender, instance: { instance_key: string; title: string; initiator: string }, status: 'APPROVED' | 'REJECTED'): Promise<void> {
  await sendBusinessMessage(tx, sender, {
    recipients: [instance.initiator],
    categoryKey: await category(tx),
    ...(status === 'APPROVED'
      ? texts('requestApproved', 'workflow.notify.approvedTitle', 'workflow.notify.approved', { title: instance.title, actor: sender.realname })
      : texts('requestRejected', 'workflow.notify.rejectedTitle', 'workflow.notify.rejected', { title: instance.title, actor: sender.realname })),
    link: `/home/myApplications?instanceId=${instance.instance_key}`,
  });
}

export async function notifyOverdue(tx: Db, sender: MessageSender, task: { task_key: string; task_name: string; title: string }, recipients: string[]): Promise<void> {
  await sendBusinessMessage(tx, sender, {
    recipients,
    categoryKey: await category(tx),
    ...texts('timerReminder', 'workflow.notify.overdueTitle', 'workflow.notify.overdue', { title: task.title, task: task.task_name }),
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
    ...texts('taskDelegated', `workflow.notify.${step}Title`, `workflow.notify.${step}`, values),
    link: taskLink(task.task_key),
    taskKey: task.task_key,
  });
}

/** The initiator urges whoever holds a waiting task of their request. */
export async function notifyUrged(tx: Db, sender: Sender, task: { task_key: string; task_name: string; title: string }, recipients: string[]): Promise<void> {
  await sendBusinessMessage(tx, sender, {
    recipients,
    categoryKey: await category(tx),
    ...texts('taskUrged', 'workflow.notify.urgedTitle', 'workflow.notify.urged', { title: task.title, task: task.task_name, initiator: sender.realname }),
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
    ...texts('copied', 'workflow.notify.copiedTitle', 'workflow.notify.copied', { title: instance.title, initiator: instance.initiator_name, sender: sender.realname }),
    link: `/home/workbench/copiedToMe?instanceId=${instance.instance_key}`,
  });
}

/**
 * A withdrawn request (撤回) tells whoever held one of its tasks, and its initiator when someone else
 * withdrew it (today only the initiator may), outside the application only: in the application the
 * task and its message simply leave their lists, while an e-mail asking them to approve is already
 * in their mailbox and deserves its sequel.
 */
export async function notifyWithdrawn(tx: Db, sender: Sender, instance: { instance_key: string; title: string; initiator: string }, holders: readonly string[]): Promise<void> {
  const values = { title: instance.title, actor: sender.realname };
  const notice = texts('requestWithdrawn', 'workflow.notify.withdrawnTitle', 'workflow.notify.withdrawn', values).notice;
  const audiences = [
    { recipients: instance.initiator === sender.userKey ? [] : [instance.initiator], link: `/home/myApplications?instanceId=${instance.instance_key}` },
    { recipients: [...new Set(holders)].filter((u) => u !== sender.userKey && u !== instance.initiator), link: `/home/workbench/alreadyProcessed?instanceId=${instance.instance_key}` },
  ];
  for (const { recipients, link } of audiences) await dispatchNotice(tx, { ...notice, recipients, link });
}
