import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bizMessage, bizMessageAcceptor } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { audienceChoiceOf, resolveRecipients } from './recipients';
import type { MessageRow } from './records';

const INSERT_BATCH = 1000;

/** Gives each recipient their own unread copy. */
export async function deliver(tx: Db, messageKey: string, recipients: readonly string[]): Promise<void> {
  for (let i = 0; i < recipients.length; i += INSERT_BATCH) {
    const batch = recipients.slice(i, i + INSERT_BATCH).map((ref_key) => ({ message_key: messageKey, ref_key }));
    await tx.insert(bizMessageAcceptor).values(batch).onConflictDoNothing();
  }
}

/**
 * Publishes a notice inside the caller's transaction: the recipients are resolved from its
 * audience now (a user who joined the department since the draft was written receives it), the
 * copies of an earlier publication are replaced, so everyone reads the edited text afresh.
 */
export async function publishNotice(tx: Db, notice: MessageRow, userKey: string): Promise<number> {
  const recipients = await resolveRecipients(tx, audienceChoiceOf(notice));
  if (recipients.length === 0) throw badRequest('messageCenter.api.noRecipients');
  await tx.delete(bizMessageAcceptor).where(eq(bizMessageAcceptor.message_key, notice.message_key));
  await deliver(tx, notice.message_key, recipients);
  const now = new Date();
  await tx
    .update(bizMessage)
    .set({ status: 'PUBLISHED', publish_time: now, update_by: userKey, update_time: now, version: sql`${bizMessage.version} + 1` })
    .where(eq(bizMessage.message_key, notice.message_key));
  return recipients.length;
}
