'use client';

import { IntentLink } from '@/components/widgets/IntentLink';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/client/session-state';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';
import { markRead, type ReceivedMessage } from './message-api';

/** The page a business message points at (an approval task, a request), when it is one on this site. */
export function businessLinkOf(record: Pick<ReceivedMessage, 'biz_link'>): string | null {
  if (!record.biz_link) return null;
  const target = safeRedirectPath(record.biz_link, '');
  return target || null;
}

/**
 * A business message's text as a link to what it is about: following it counts as reading it
 * (quietly, like opening a notice). Messages without a link stay plain text.
 */
export function BusinessMessageLink({ record, onNavigate, children }: { record: ReceivedMessage; onNavigate?: () => void; children: ReactNode }) {
  const { userKey } = useSession();
  const href = businessLinkOf(record);
  if (!href) return <>{children}</>;
  return (
    <IntentLink
      href={href}
      data-testid="business-message-link"
      onClick={() => {
        if (record.read_status === 'UNREAD' && userKey) void markRead(record.message_key, userKey, { silent: true }).catch(() => undefined);
        onNavigate?.();
      }}
    >
      {children}
    </IntentLink>
  );
}
