import type { NotifyEvent } from '@/lib/contract/notifications';
import type { OutboxError } from '../../../db/schema';
import type { RunScope } from '../run-scope';

/** Who a notification is for, as the channels need them. */
export interface Recipient {
  userKey: string;
  username: string;
  realname: string;
  email: string | null;
  /** For a robot's @-mention. */
  mobile: string | null;
}

/** What is sent: the words the deciding area chose, and the link already made absolute. */
export interface ChannelMessage {
  event: NotifyEvent;
  title: string;
  text: string;
  link: string | null;
}

export interface SendContext {
  /** Private or local hosts an administrator allows (notify.general). */
  allowedHosts: readonly string[];
  /** Connections kept for the rest of a run (one SMTP pool for many mails). */
  scope: RunScope;
  timeoutMs?: number;
}

/**
 * How one attempt ended. A failure names its reason as a message key (under `notifications.errors`
 * or `outbound`) with values and never a secret; `permanent` failures (a user without an e-mail
 * address) are not tried again.
 */
export type SendOutcome = { ok: true } | { ok: false; error: OutboxError; permanent?: boolean };

/** One way out of the application. */
export interface NotifyChannelSender<S> {
  send(settings: S, recipient: Recipient, message: ChannelMessage, context: SendContext): Promise<SendOutcome>;
}

export const failed = (key: string, values: Record<string, string> = {}, permanent = false): SendOutcome => ({ ok: false, error: { key, values }, ...(permanent ? { permanent } : {}) });
