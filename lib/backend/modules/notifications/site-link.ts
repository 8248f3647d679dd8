import { serverEnv } from '@/lib/config/env';
import type { NotifyGeneral } from '@/lib/contract/notifications';

/** The origin notifications' links are built on when the settings leave it blank: SITE_URL, else this server's local address. */
export function defaultOrigin(): string {
  const configured = serverEnv().SITE_URL;
  return configured ? new URL(configured).origin : `http://localhost:${process.env.PORT || '3000'}`;
}

/** A site-relative link made absolute; anything but a path on this site is dropped (a notification never links elsewhere). */
export function absoluteLink(general: NotifyGeneral, link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return null;
  return new URL(link, general.site_origin || defaultOrigin()).toString();
}
