import { sql, type SQL } from 'drizzle-orm';
import type { ReadStatus } from '@/lib/contract/message-center-values';
import type { AuthContext } from '../../auth/context';
import { bizMessage, bizMessageAcceptor } from '../../db/schema';
import { approvalEngine } from '../../entity/plug-ins';

export type Reader = Pick<AuthContext, 'userKey' | 'roleCodes' | 'departKeys'>;

/**
 * The read state of the caller's own copy as they see it: unread until they mark it, and a message
 * about an approval task (task_key) only while that task waits for them. Once they approved it, it
 * was withdrawn, handed on or decided by someone else, it reads 已处理 (and unread again if the
 * task comes back to them): the bell and the lists count what waits for the user now, however the
 * task left them, without every way a task can end having to remember its messages.
 */
export function copyReadStatus(reader: Reader): SQL<ReadStatus> {
  const waits = approvalEngine().taskWaitsFor(reader, bizMessage.task_key);
  return sql<ReadStatus>`case when ${bizMessageAcceptor.read_status} = 'UNREAD' and (${bizMessage.task_key} is null or ${waits}) then 'UNREAD' else 'READED' end`;
}
