import type { AuthContext } from '../../auth/context';
import { notFound } from '../../http/errors';
import type { MessageRow } from './records';

/**
 * A notice the caller may manage: an administrative message, and for anyone but an administrator
 * one they published themselves (their department scope). Others are answered as not found, so a
 * key guessed from outside tells nothing.
 */
export function requireManageable(notice: MessageRow, auth: AuthContext): MessageRow {
  if (notice.message_type !== 'ADMINISTRATION') throw notFound('messageCenter.api.messageNotFound');
  if (!auth.isAdmin && notice.publisher !== auth.userKey) throw notFound('messageCenter.api.messageNotFound');
  return notice;
}
