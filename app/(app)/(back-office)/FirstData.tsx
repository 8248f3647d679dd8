import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { liveSession } from '@/lib/gateway/live-session';
import { sessionCaller } from '@/lib/gateway/session-calls';

/** One call a page makes as it opens: the SWR key its hook uses, and the call behind it (a body makes it a POST). */
export interface FirstLoad {
  key: Parameters<typeof unstable_serialize>[0];
  path: string;
  body?: unknown;
  /** What the page's hook makes of the answer, when it keeps other than the answer's data as it came (null: it could not read it). */
  shape?: (data: unknown) => unknown;
}

/**
 * Draws its children on the server with the data they ask for as they open already in hand (SWR's
 * fallback under their keys), so a list or a record is in the page as it arrives rather than after
 * its code has run and called back. The calls are the signed-in user's, checked as the browser's
 * are; one that fails is simply left to the browser, which then calls as it always did.
 */
export async function FirstData({ loads, children }: { loads: readonly FirstLoad[]; children: ReactNode }) {
  const session = loads.length > 0 ? await liveSession() : null;
  if (!session) return children;
  const call = await sessionCaller(session);
  const answered = await Promise.all(
    loads.map(async (load) => {
      try {
        const data = await call(load.path, load.body);
        const shaped = load.shape ? load.shape(data) : data;
        // What the hook could not read is left to it: it asks, and says what went wrong.
        return shaped === null || shaped === undefined ? [] : [[unstable_serialize(load.key), shaped] as const];
      } catch {
        return [];
      }
    }),
  );
  return <SWRConfig value={{ fallback: Object.fromEntries(answered.flat()) }}>{children}</SWRConfig>;
}
