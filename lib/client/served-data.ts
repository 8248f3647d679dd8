import { unstable_serialize, useSWRConfig, type Key } from 'swr';

/**
 * What the page came with under this SWR key (the server drew it with that data), if anything.
 * SWR still asks again as the page starts (a page brought back from the router's cache holds old
 * data); while it does, the served data is shown as it is, not as loading: a list compares its
 * rows with this to know.
 */
export function useServedData(key: Key): unknown {
  const { fallback } = useSWRConfig();
  return key === null || key === undefined ? undefined : (fallback[unstable_serialize(key)] as unknown);
}
