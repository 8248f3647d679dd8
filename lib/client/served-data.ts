import { unstable_serialize, useSWRConfig, type Key } from 'swr';

/**
 * Whether the page came with the data of this SWR key (the server drew it: see FirstData). Such
 * data is as fresh as the page, so asking for it again as the page starts would only show the
 * list as loading for nothing; later changes, refreshes and other keys load as usual.
 */
export function useServedWithPage(key: Key): boolean {
  const { fallback } = useSWRConfig();
  return key !== null && key !== undefined && fallback[unstable_serialize(key)] !== undefined;
}
