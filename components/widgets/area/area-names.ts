'use client';

import useSWR from 'swr';
import { AREA_SEPARATOR, areaCodes } from '@/lib/area/area-paths';
import { call } from '@/lib/client/call';
import { directoryCalls } from '@/lib/contract/directory-calls';

/** Names already asked for on this page (null: the code names nothing). */
const known = new Map<string, string | null>();
/** Codes the next call asks for: every area shown in the same moment, in one call. */
let waiting: { codes: Set<string>; done: Promise<void> } | null = null;

/** The server names at most this many codes a call (a page of 200 rows with three levels fits). */
const CODES_PER_CALL = 1_000;

async function fetchNames(codes: string[]): Promise<void> {
  for (let i = 0; i < codes.length; i += CODES_PER_CALL) {
    const batch = codes.slice(i, i + CODES_PER_CALL);
    const names = await call(directoryCalls.areaNames, { codes: batch.join(',') }, { silent: true });
    for (const code of batch) known.set(code, names[code] ?? null);
  }
}

/** Asks for the names not known yet, together with those the other areas on screen ask for. */
export function loadAreaNames(codes: readonly string[]): Promise<void> {
  const missing = codes.filter((code) => !known.has(code));
  if (missing.length === 0) return Promise.resolve();
  if (!waiting) {
    const codesToAsk = new Set<string>();
    const done = new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        waiting = null;
        fetchNames([...codesToAsk]).then(resolve, reject);
      }, 0);
    });
    waiting = { codes: codesToAsk, done };
  }
  for (const code of missing) waiting.codes.add(code);
  return waiting.done;
}

/** An area value's names ('广东省 / 广州市 / 天河区'); a code that names nothing stays as it is. */
export function useAreaText(value: unknown) {
  const codes = areaCodes(value);
  return useSWR<string, Error>(codes.length ? ['widgets:area-text', codes.join(',')] : null, async () => {
    await loadAreaNames(codes);
    return codes.map((code) => known.get(code) ?? code).join(AREA_SEPARATOR);
  }, { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
}
