'use client';

import useSWR from 'swr';
import type { AreaNode } from '@/lib/area/area-paths';

/**
 * The divisions load once per page, in their own chunk, the first time an area is shown: `needed`
 * false (an empty drop-down nobody has opened yet) leaves them where they are.
 */
export function useAreaTree(needed = true) {
  return useSWR<AreaNode[]>(
    needed ? 'widgets:area-tree' : null,
    async () => (await import('@/lib/area/divisions')).areaTree(),
    { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}

