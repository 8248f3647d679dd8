import type { GatewaySession } from '@/lib/gateway/gateway';
import type { SessionData } from '@/lib/gateway/session';

/** A session object shaped like iron-session's, recording saves and destroys. */
export function fakeSession(initial: SessionData = {}): GatewaySession & { saved: number; destroyed: number } {
  const session = {
    ...initial,
    saved: 0,
    destroyed: 0,
    async save() {
      session.saved += 1;
    },
    destroy() {
      session.destroyed += 1;
      session.token = undefined;
      session.userKey = undefined;
      session.targetKey = undefined;
    },
  };
  return session;
}
