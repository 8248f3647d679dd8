import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { publishTime } from '@/components/public-site/publish-time';
import site from '@/components/public-site/public-site.module.css';
import { PUBLIC_NEWS_PAGE_SIZE } from '@/lib/contract/public-news';
import { KEY_PATTERN } from '@/lib/entity/rules';
import { newsCategoryTabs, publishedNewsPage } from '@/lib/public-site/news';
import { absoluteUrl, siteOrigin } from '@/lib/public-site/origin';
import { articlePath, NEWS_PATH } from '@/lib/public-site/site-pages';
import styles from './news.module.css';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

/** Rendered per request: a publish, edit or retraction shows on the next visit. */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ?category= and ?page= as the list understands them; anything else is ignored. */
function listQuery(params: Record<string, string | string[] | undefined>): { category?: string; page: number } {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const category = one(params.category);
  const page = Number(one(params.page));
  return {
    category: category && KEY_PATTERN.test(category) ? category : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function listHref(category: string | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${NEWS_PATH}?${text}` : NEWS_PATH;
}

export async function generateMetadata({ params, searchParams }: SiteParams & { searchParams: SearchParams }): Promise<Metadata> {
  await siteLocale(params);
  const [t, origin, query] = await Promise.all([getTranslations('publicNews'), siteOrigin(), searchParams.then(listQuery)]);
  const url = absoluteUrl(origin, listHref(query.category, query.page));
  return {
    title: t('title'),
    description: t('description'),
    alternates: { canonical: url },
    openGraph: { type: 'website', title: t('title'), description: t('description'), url },
  };
}

export default async function NewsPage({ params, searchParams }: SiteParams & { searchParams: SearchParams }) {
  await siteLocale(params);
  const query = listQuery(await searchParams);
  const [t, tabs, list] = await Promise.all([
    getTranslations('publicNews'),
    newsCategoryTabs(),
    publishedNewsPage({ categoryKey: query.category, pageNo: query.page, pageSize: PUBLIC_NEWS_PAGE_SIZE }),
  ]);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const tabLinks = [{ key: undefined, name: t('allCategories') }, ...tabs.map((c) => ({ key: c.news_category_key, name: c.category_name }))];

  return (
    <>
      <main className={site.main}>
        <h1 className={styles.heading}>{t('title')}</h1>
        <nav aria-label={t('categories')}>
          <ul className={styles.tabs}>
            {tabLinks.map((tab) => (
              <li key={tab.key ?? 'all'}>
                <Link href={listHref(tab.key)} className={styles.tab} aria-current={tab.key === query.category ? 'page' : undefined}>
                  {tab.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {list.records.length === 0 ? (
          <p className={styles.empty} data-testid="public-news-empty">{t('empty')}</p>
        ) : (
          <ol className={styles.list} data-testid="public-news-list">
            {list.records.map((item) => (
              <li key={item.news_key}>
                <article className={styles.item}>
                  <h2 className={styles.itemTitle}>
                    <Link href={articlePath(item.news_key)}>{item.title}</Link>
                  </h2>
                  <p className={styles.meta}>
                    {item.category_name ? <span className={styles.category}>{item.category_name}</span> : null}
                    <time dateTime={item.publish_date}>{publishTime(item.publish_date)}</time>
                  </p>
                  {item.description ? <p className={styles.excerpt}>{item.description}</p> : null}
                </article>
              </li>
            ))}
          </ol>
        )}

        {pages > 1 || query.page > 1 ? (
          <nav aria-label={t('pagination')} className={styles.pagination}>
            {query.page > 1 ? <Link href={listHref(query.category, Math.min(query.page - 1, pages))} rel="prev">{t('previous')}</Link> : <span aria-hidden="true" />}
            <span>{t('pageOf', { page: query.page, pages })}</span>
            {query.page < pages ? <Link href={listHref(query.category, query.page + 1)} rel="next">{t('next')}</Link> : <span aria-hidden="true" />}
          </nav>
        ) : null}
      </main>
    </>
  );
}
