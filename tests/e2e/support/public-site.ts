import type { APIRequestContext } from '@playwright/test';
import { PUBLIC_PATHS } from '@/lib/navigation/public-paths';
import { NEWS_PATH, SITE_PAGES, type PublicPath } from '@/lib/public-site/site-pages';

/** A public route as a visitor opens it, and what the server must answer. */
export interface PublicRoute {
  path: PublicPath | 'unknown';
  /** The address to open; keyed paths get a real key when the test runs. */
  address: (request: APIRequestContext) => Promise<string>;
  status: 200 | 404;
  /** Meant for crawlers: description, canonical and Open Graph are required. */
  indexed: boolean;
}

const ARTICLE_LINK = /href="(\/article\/[A-Za-z0-9_-]+)"/g;

/** Every article the first page of the public news list links to (the demo data publishes some). */
export async function listedArticles(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get(NEWS_PATH)).text();
  return [...new Set([...html.matchAll(ARTICLE_LINK)].map((m) => m[1]!))];
}

async function firstArticle(request: APIRequestContext): Promise<string> {
  const [first] = await listedArticles(request);
  if (!first) throw new Error(`${NEWS_PATH} links to no published article`);
  return first;
}

/** Paths that hold only keyed sub-pages, and how a test finds a real one. */
const KEYED: Partial<Record<PublicPath, (request: APIRequestContext) => Promise<string>>> = {
  '/article': firstArticle,
};

const STATUS: Partial<Record<PublicPath, 404>> = { '/404': 404 };

/**
 * Built from PUBLIC_PATHS, so a path added there is tested at once; an unknown path closes the
 * list. Articles are indexed like the site pages (the sitemap lists them).
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  ...PUBLIC_PATHS.map((path): PublicRoute => ({
    path,
    address: KEYED[path] ?? (async () => path),
    status: STATUS[path] ?? 200,
    indexed: SITE_PAGES.includes(path) || path in KEYED,
  })),
  { path: 'unknown', address: async () => '/no-such-page-on-this-site', status: 404, indexed: false },
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export const normalizeSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The text a browser without script shows for an HTML document: markup, comments, scripts
 * (including the framework's data payload) and styles removed.
 */
export function renderedTextOf(html: string): string {
  const withoutCode = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '');
  return normalizeSpace(decodeEntities(withoutCode.replace(/<[^>]+>/g, '')));
}

export function titleOf(html: string): string | null {
  const raw = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  return raw === undefined ? null : decodeEntities(raw);
}

/**
 * Whether robots.txt lets every crawler fetch `path`: the longest matching rule of the `*` group
 * wins, Allow on a tie (RFC 9309).
 */
export function robotsAllows(robotsTxt: string, path: string): boolean {
  let best: { length: number; allow: boolean } | null = null;
  let inStarGroup = false;
  for (const line of robotsTxt.split(/\r?\n/)) {
    const [field = '', ...rest] = line.split(':');
    const key = field.trim().toLowerCase();
    const value = rest.join(':').trim();
    if (key === 'user-agent') inStarGroup = value === '*';
    if (!inStarGroup || (key !== 'allow' && key !== 'disallow') || !value || !path.startsWith(value)) continue;
    const allow = key === 'allow';
    if (!best || value.length > best.length || (value.length === best.length && allow)) best = { length: value.length, allow };
  }
  return best?.allow ?? true;
}
