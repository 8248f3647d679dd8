import { translate } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/locales';
import type { AutoNote } from '../run/approver-rules';
import type { CommentEntry } from './store';

/**
 * The history lines of the decisions approver rules took by themselves (auto-approve, auto-reject,
 * skip, hand to the administrator, a named user or the leader), each saying why. History is stored
 * once for everyone, so the reason is written in the product's default language.
 */
export function autoDecisionLines(notes: readonly AutoNote[] | undefined): CommentEntry[] {
  return (notes ?? []).map((n) => ({
    action: n.action,
    nodeId: n.nodeId,
    nodeName: n.nodeName,
    targetUser: n.targetUser,
    comment: translate(defaultLocale, n.reason, { task: n.nodeName, ...n.values }),
  }));
}
