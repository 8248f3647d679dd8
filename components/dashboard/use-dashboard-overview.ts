'use client';

import useSWR from 'swr';
import { isApiError } from '@/lib/client/api-error';
import { call } from '@/lib/client/call';
import type { DashboardOverview } from '@/lib/contract/dashboard';
import { ResultCode } from '@/lib/contract/envelope';
import { shellCalls } from '@/lib/contract/shell-calls';
import { dashboardOverviewKey, readDashboardOverview } from './read-overview';

/** What the page shows while the overview is on its way, missing or broken. */
export type OverviewState =
  | { kind: 'loading' }
  | { kind: 'ready'; overview: DashboardOverview }
  | { kind: 'failed' };

/** Every module "not available": what a backend without the dashboard call amounts to. */
const NOTHING_BUILT: DashboardOverview = {
  pendingApprovals: null,
  unreadMessages: null,
  myProjects: null,
  recentCustomers: null,
  monthFigures: null,
};

class MalformedOverviewError extends Error {}

async function loadOverview(): Promise<DashboardOverview> {
  try {
    // Read as the schema reads it (defaults filled, unknown fields dropped), without zod: read-overview.ts.
    const overview = readDashboardOverview(await call(shellCalls.dashboardOverview, undefined, { silent: true }));
    if (!overview) throw new MalformedOverviewError('dashboard overview has an unexpected shape');
    return overview;
  } catch (error) {
    // An upstream that does not know the call yet has none of these modules either.
    if (isApiError(error) && (error.code === ResultCode.notFound || error.status === ResultCode.notFound)) return NOTHING_BUILT;
    throw error;
  }
}

/** The dashboard's figures for the signed-in user; the key carries the user so a new sign-in never sees old figures. */
export function useDashboardOverview(userKey: string | null): { state: OverviewState; retry: () => void } {
  const { data, error, isValidating, mutate } = useSWR<DashboardOverview, Error>(
    userKey ? dashboardOverviewKey(userKey) : null,
    loadOverview,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const retry = () => void mutate();
  if (data) return { state: { kind: 'ready', overview: data }, retry };
  if (error && !isValidating) return { state: { kind: 'failed' }, retry };
  return { state: { kind: 'loading' }, retry };
}
