'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRecord } from '../../fields';

/**
 * A record page opened at a merged record's address: the detail call answered the survivor, so
 * the page moves to the survivor's address (the old one leaves the history). True while it moves.
 */
export function useMergedRedirect(entity: EntityDef, recordKey: string, record: EntityRecord | undefined): boolean {
  const router = useRouter();
  const answered = record?.[entity.key];
  const moved = Boolean(entity.merge) && typeof answered === 'string' && answered !== '' && answered !== recordKey;
  useEffect(() => {
    if (!moved) return;
    const path = window.location.pathname;
    const base = path.slice(0, path.lastIndexOf('/'));
    router.replace(`${base}/${encodeURIComponent(String(answered))}`);
  }, [moved, answered, router]);
  return moved;
}
