'use client';

import useSWR from 'swr';
import type { AreaNode } from '@/lib/area/area-paths';

/** The divisions load once per page, in their own chunk, the first time an area is shown. */
export function useAreaTree() {
  return useSWR<AreaNode[]>(
    'widgets:area-tree',
    async () => (await import('@/lib/area/divisions')).areaTree(),
    { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}

