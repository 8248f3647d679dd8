import type { Db } from '../../db/client';

export interface SendTally {
  sent: number;
  failed: number;
  gaveUp: number;
}

/** Sends the due notifications of the outbox (filled in next). */
export async function sendDueNotifications(_db: Db, _options: { stopping?: AbortSignal } = {}): Promise<SendTally> {
  return { sent: 0, failed: 0, gaveUp: 0 };
}
