'use client';

import { areaText } from '@/lib/area/area-paths';
import { useAreaTree } from './use-area-tree';

/** The names of an area value; its codes until the divisions have loaded. */
export function AreaText({ value }: { value: unknown }) {
  const { data } = useAreaTree();
  return <>{data ? areaText(value, data) : String(value ?? '')}</>;
}
