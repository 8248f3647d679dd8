'use client';

import { useAreaText } from './area-names';

/**
 * The names of an area value, asked of the server for what is on screen (the divisions themselves
 * load only with a cascader); its codes if they cannot be named.
 */
export function AreaText({ value }: { value: unknown }) {
  const { data, error } = useAreaText(value);
  if (error) return <>{String(value ?? '')}</>;
  return <>{data ?? ''}</>;
}
