import { headers } from 'next/headers';
import { serverEnv } from '@/lib/config/env';

/**
 * The public site's origin for canonical links, Open Graph URLs, the sitemap and robots.txt:
 * SITE_URL when configured (what a deployment behind a proxy should set), else the host the
 * request came to. Forwarded headers are only believed behind a trusted proxy.
 */
export async function siteOrigin(): Promise<string> {
  const env = serverEnv();
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  const h = await headers();
  const forwardedHost = env.TRUST_PROXY ? h.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const forwardedProto = env.TRUST_PROXY ? h.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const host = forwardedHost || h.get('host') || 'localhost';
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'http';
  return new URL(`${proto}://${host}`).origin;
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}
