'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * A record page that is to show another record (a feature's `movedTo`: a merged record's survivor)
 * moves to that record's address, in place of its own (the old one leaves the history).
 */
export function useMovedTo(key: string | undefined): void {
  const router = useRouter();
  useEffect(() => {
    if (!key) return;
    const path = window.location.pathname;
    const base = path.slice(0, path.lastIndexOf('/'));
    router.replace(`${base}/${encodeURIComponent(key)}`);
  }, [key, router]);
}
