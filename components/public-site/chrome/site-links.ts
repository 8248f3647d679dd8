import type { PublicPath } from '@/lib/public-site/site-pages';

/** Where the header and footer lead; labels are site.nav.<key> messages. */
export interface SiteLink {
  href: PublicPath;
  key: string;
}

export const HEADER_LINKS: readonly SiteLink[] = [
  { href: '/index', key: 'home' },
  { href: '/solution', key: 'solution' },
  { href: '/smartSale', key: 'smartSale' },
  { href: '/partnerPay', key: 'partnerPay' },
  { href: '/partner', key: 'partner' },
  { href: '/service', key: 'service' },
  { href: '/news', key: 'news' },
  { href: '/about', key: 'about' },
];

export const FOOTER_GROUPS: readonly { key: string; links: readonly SiteLink[] }[] = [
  { key: 'product', links: [{ href: '/solution', key: 'solution' }, { href: '/smartSale', key: 'smartSale' }, { href: '/partnerPay', key: 'partnerPay' }] },
  { key: 'cooperation', links: [{ href: '/partner', key: 'partner' }, { href: '/proxy', key: 'proxy' }, { href: '/register', key: 'register' }] },
  { key: 'support', links: [{ href: '/service', key: 'service' }, { href: '/forum', key: 'forum' }, { href: '/board', key: 'board' }] },
  { key: 'company', links: [{ href: '/about', key: 'about' }, { href: '/news', key: 'news' }, { href: '/info', key: 'info' }] },
];

/** The header marks the section a path belongs to (an article belongs to the news). */
export function sectionOf(pathname: string): string {
  if (pathname.startsWith('/article/')) return '/news';
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return first === '/' ? '/index' : first;
}
