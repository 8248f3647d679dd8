import { headers } from 'next/headers';
import { REQUEST_PATH_HEADER } from '@/lib/navigation/request-path';

/** The path being rendered, as proxy.ts passed it on ('/' when it did not run). */
export async function currentPath(): Promise<string> {
  const raw = (await headers()).get(REQUEST_PATH_HEADER) ?? '/';
  try {
    return new URL(raw, 'http://path.invalid').pathname;
  } catch {
    return '/';
  }
}
