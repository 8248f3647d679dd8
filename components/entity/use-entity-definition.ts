'use client';

import { useEffect, useState } from 'react';
import type { EntityDef } from '@/lib/entity/types';

/**
 * A declaration by name, loaded with the registry once `needed` (a dialog is opened): the registry
 * of every declaration stays off the first load of the list pages that might open one.
 */
export function useEntityDefinition(name: string, needed: boolean): EntityDef | undefined {
  const [entity, setEntity] = useState<EntityDef>();
  useEffect(() => {
    if (!needed || entity) return;
    let current = true;
    void import('@/lib/entities').then((registry) => {
      if (current) setEntity(registry.entityByName(name));
    });
    return () => {
      current = false;
    };
  }, [name, needed, entity]);
  return entity;
}
