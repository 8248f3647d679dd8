'use client';

import { useEffect, useRef, useState } from 'react';
import { DEPARTURES_MAX } from '@/lib/contract/workflow-values';
import { loadDepartures, type DepartedTask } from './workbench-api';

/**
 * Rows that left the list between two loads of the same query, with why, when someone else moved
 * them (a colleague decided, the applicant withdrew, ...). The server leaves out what the caller did
 * and tasks that are still theirs (pushed to another page), so those pass without a word.
 */
export function useDepartedRows(records: readonly { task_key: string }[], query: string, enabled: boolean) {
  const [departed, setDeparted] = useState<DepartedTask[]>([]);
  const seen = useRef<{ query: string; keys: string[] } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const keys = records.map((r) => r.task_key);
    const before = seen.current;
    seen.current = { query, keys };
    if (!before || before.query !== query) return;
    const now = new Set(keys);
    const gone = before.keys.filter((k) => !now.has(k)).slice(0, DEPARTURES_MAX);
    if (gone.length === 0) return;
    let live = true;
    loadDepartures(gone)
      .then((found) => {
        if (live && found.length) setDeparted((shown) => [...found, ...shown.filter((s) => !found.some((f) => f.task_key === s.task_key))].slice(0, DEPARTURES_MAX));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [records, query, enabled]);

  return { departed, dismiss: () => setDeparted([]) };
}
