import { headers } from 'next/headers';
import { serverEnv } from '@/lib/config/env';

/** SITE_URL's origin, or null when the deployment did not configure one. */
export function configuredSiteOrigin(): string | null {
  const env = serverEnv();
  return env.SITE_URL ? new URL(env.SITE_URL).origin : null;
}

/**
 * The origin the cached public pages' canonical and Open Graph addresses are built on. They are
 * rendered once for every visitor, so the request's host cannot be used: SITE_URL, or this
 * server's local address (a deployment sets SITE_URL).
 */
export function cachedPagesOrigin(): string {
  return configuredSiteOrigin() ?? `http://localhost:${process.env.PORT || '3000'}`;
}

/**
 * The public site's origin for canonical links, Open Graph URLs, the sitemap and robots.txt:
 * SITE_URL when configured (what a deployment behind a proxy should set), else the host the
 * request came to. Forwarded headers are only believed behind a trusted proxy.
 */
export async function siteOrigin(): Promise<string> {
  const configured = configuredSiteOrigin();
  if (configured) return configured;
  const env = serverEnv();
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
