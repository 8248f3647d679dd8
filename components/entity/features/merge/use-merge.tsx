'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import { useHolds } from '../../entity-rights';
import { MergeButton } from './MergeButton';

// The dialog (and its table) loads when a merge is first started.
const MergeDialog = dynamic(() => import('./MergeDialog').then((m) => m.MergeDialog), { ssr: false });

/** What a list offers for merging duplicates of a kind declaring `merge`: its button and its dialog, kept by the page so it stays open whatever the width. */
export interface MergeTools {
  available: boolean;
  button: ReactNode;
  dialog: ReactNode;
}

export function useMerge(entity: EntityDef, selected: readonly string[], mayUpdate: boolean, onMerged: () => void): MergeTools {
  const holds = useHolds();
  const [keys, setKeys] = useState<readonly string[] | null>(null);
  const available = Boolean(entity.merge && mayUpdate && holds(entity.merge.right));
  if (!available) return { available, button: null, dialog: null };
  return {
    available,
    button: <MergeButton selected={selected.length} onMerge={() => setKeys([...selected])} />,
    dialog: keys ? <MergeDialog entity={entity} keys={keys} onClose={() => setKeys(null)} onMerged={() => { setKeys(null); onMerged(); }} /> : null,
  };
}
