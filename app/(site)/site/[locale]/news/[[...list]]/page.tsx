import type { Metadata } from 'next';
import { IntentLink } from '@/components/widgets/IntentLink';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { publishTime } from '@/components/public-site/publish-time';
import site from '@/components/public-site/public-site.module.css';
import { PUBLIC_NEWS_PAGE_SIZE } from '@/lib/contract/public-news';
import { renderedPerRequest } from '@/lib/public-site/cache-tags';
import { newsCategoryTabs, publishedNewsPage } from '@/lib/public-site/news';
import { newsListFromSegments, newsListHref, type NewsListQuery } from '@/lib/public-site/news-list';
import { absoluteUrl, cachedPagesOrigin } from '@/lib/public-site/origin';
import { articlePath } from '@/lib/public-site/site-pages';
import styles from './news.module.css';
import { siteLocale } from '@/lib/public-site/site-locale';

/**
 * The news list, one page of one category (or of all). proxy.ts renders /news?category=&page= at
 * /news/category/<key>/page/<n> (lib/public-site/news-list.ts), so every list page is kept in the
 * cache until the news changes (lib/public-site/news.ts).
 */

type Params = Promise<{ locale: string; list?: string[] }>;

/** No list page is rendered at build time: each is rendered on its first visit, then served from the cache. */
export function generateStaticParams(): { list: string[] }[] {
  return [];
}

async function listQuery(params: Params): Promise<NewsListQuery> {
  await siteLocale(params);
  const query = newsListFromSegments((await params).list);
  if (!query) notFound();
  return query;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  // The query first: it sets the render's language, which the translations need.
  const query = await listQuery(params);
  const t = await getTranslations('publicNews');
  const url = absoluteUrl(cachedPagesOrigin(), newsListHref(query));
  return {
    title: t('title'),
    description: t('description'),
    alternates: { canonical: url },
    openGraph: { type: 'website', title: t('title'), description: t('description'), url },
  };
}

export default async function NewsPage({ params }: { params: Params }) {
  const query = await listQuery(params);
  const [t, tabs, list] = await Promise.all([
    getTranslations('publicNews'),
    newsCategoryTabs(),
    publishedNewsPage({ categoryKey: query.category, pageNo: query.page, pageSize: PUBLIC_NEWS_PAGE_SIZE }),
  ]);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const tabLinks = [{ key: undefined, name: t('allCategories') }, ...tabs.map((c) => ({ key: c.news_category_key, name: c.category_name }))];
  // A category that does not exist or a page past the last is shown, but rendered on each visit
  // and never kept: addresses anyone can make up must not fill the cache.
  if ((query.category && !tabs.some((c) => c.news_category_key === query.category)) || query.page > pages) await renderedPerRequest();

  return (
    <>
      <main className={site.main}>
        <h1 className={styles.heading}>{t('title')}</h1>
        <nav aria-label={t('categories')}>
          <ul className={styles.tabs}>
            {tabLinks.map((tab) => (
              <li key={tab.key ?? 'all'}>
                <IntentLink href={newsListHref({ category: tab.key, page: 1 })} className={styles.tab} aria-current={tab.key === query.category ? 'page' : undefined}>
                  {tab.name}
                </IntentLink>
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
                    <IntentLink href={articlePath(item.news_key)}>{item.title}</IntentLink>
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
            {query.page > 1 ? <IntentLink href={newsListHref({ category: query.category, page: Math.min(query.page - 1, pages) })} rel="prev">{t('previous')}</IntentLink> : <span aria-hidden="true" />}
            <span>{t('pageOf', { page: query.page, pages })}</span>
            {query.page < pages ? <IntentLink href={newsListHref({ category: query.category, page: query.page + 1 })} rel="next">{t('next')}</IntentLink> : <span aria-hidden="true" />}
          </nav>
        ) : null}
      </main>
    </>
  );
}
