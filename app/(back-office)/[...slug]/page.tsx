import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { UnderConstruction } from '@/components/shell/UnderConstruction';
import { findMenuByPath, isKnownBackOfficePath, REDIRECTS } from '@/lib/navigation/product-menu';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';

interface SlugPageProps {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const REFRESH_PREFIX = '/redirect/';

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function pathOf(slug: string[]): string {
  return `/${slug.map(decoded).join('/')}`;
}

function queryOf(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export async function generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
  const menu = findMenuByPath(pathOf((await params).slug));
  if (!menu) return {};
  const t = await getTranslations('menu');
  return { title: t(menu.title) };
}

/** Every product page not built yet: redirects, an "under construction" state, or the 404 page. */
export default async function ProductPage({ params, searchParams }: SlugPageProps) {
  const path = pathOf((await params).slug);
  const target = REDIRECTS[path];
  if (target) redirect(`${target}${queryOf(await searchParams)}`);
  // A tab refresh passes through /redirect plus the page's own path and query (spec-1 §2.4).
  if (path.startsWith(REFRESH_PREFIX)) redirect(safeRedirectPath(`${path.slice(REFRESH_PREFIX.length - 1)}${queryOf(await searchParams)}`));
  if (!isKnownBackOfficePath(path)) notFound();
  const menu = findMenuByPath(path);
  const t = await getTranslations('menu');
  return <UnderConstruction title={menu ? t(menu.title) : path} />;
}
