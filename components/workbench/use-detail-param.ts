'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

/**
 * The open task or request lives in the address (?taskId= or ?instanceId=), so a business message
 * link, a reload or a copied address opens the same detail; closing it takes the parameters away.
 */
export function useDetailParam() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const taskId = params.get('taskId');
  const instanceId = params.get('instanceId');

  const open = useCallback(
    (target: { taskId?: string; instanceId?: string }) => {
      const next = new URLSearchParams();
      if (target.taskId) next.set('taskId', target.taskId);
      if (target.instanceId) next.set('instanceId', target.instanceId);
      router.push(`${pathname}?${next.toString()}`, { scroll: false });
    },
    [router, pathname],
  );
  const close = useCallback(() => router.replace(pathname, { scroll: false }), [router, pathname]);

  return { taskId, instanceId, open, close };
}
