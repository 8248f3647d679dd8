import type { Metadata } from 'next';
import { IntentLink } from '@/components/widgets/IntentLink';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { publishTime } from '@/components/public-site/publish-time';
import site from '@/components/public-site/public-site.module.css';
import { branding } from '@/lib/branding/branding';
import type { PublicNewsItem } from '@/lib/contract/public-news';
import { KEY_PATTERN } from '@/lib/entity/rules';
import { renderedPerRequest } from '@/lib/public-site/cache-tags';
import { publishedNewsItem } from '@/lib/public-site/news';
import { absoluteUrl, cachedPagesOrigin } from '@/lib/public-site/origin';
import { DEFAULT_OG_IMAGE } from '@/lib/public-site/page-metadata';
import { articlePath, NEWS_PATH } from '@/lib/public-site/site-pages';
import { siteLocale } from '@/lib/public-site/site-locale';
import { safeLinkUrl, sanitizeRichText } from '@/lib/rich-text/sanitize';
import styles from './article.module.css';

/*
 * Kept in the cache until the news changes (lib/public-site/news.ts): an edit shows on the next
 * visit, and a retraction makes the page 404 on the next visit.
 */

type Params = Promise<{ locale: string; key: string }>;

/** No article is rendered at build time: each is rendered on its first visit, then served from the cache. */
export function generateStaticParams(): { key: string }[] {
  return [];
}

/**
 * The published item, or the 404 page (draft, retracted, unknown or malformed key). A 404 is
 * rendered on each visit and never kept: keys anyone can make up must not fill the cache.
 */
async function itemOrNotFound(params: Params): Promise<PublicNewsItem> {
  await siteLocale(params);
  const { key } = await params;
  const item = KEY_PATTERN.test(key) ? await publishedNewsItem(key) : null;
  if (!item) {
    await renderedPerRequest();
    notFound();
  }
  return item;
}

/** The first picture of the (sanitised) content, as an absolute URL for link previews. */
function leadImage(html: string, origin: string): string | undefined {
  const src = /<img\b[^>]*\bsrc="([^"]+)"/i.exec(html)?.[1];
  return src ? absoluteUrl(origin, src.replace(/&amp;/g, '&')) : undefined;
}

/** The page's own title is its only h1: headings written into the content step down one level. */
function withoutTopHeadings(html: string): string {
  return html.replace(/<(\/?)h1\b/gi, '<$1h2');
}

/** JSON inside a script element: '<' escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  // The item first: it sets the render's language, which the translations below need.
  const item = await itemOrNotFound(params);
  const brand = await branding();
  const origin = cachedPagesOrigin();
  const url = absoluteUrl(origin, articlePath(item.news_key));
  const image = leadImage(sanitizeRichText(item.news_content), origin);
  return {
    title: item.title,
    description: item.description,
    alternates: { canonical: url },
    openGraph: {
      type: 'article',
      title: item.title,
      description: item.description,
      url,
      siteName: brand.stationName ?? brand.productName,
      publishedTime: item.publish_date,
      modifiedTime: item.update_time,
      images: [image ?? DEFAULT_OG_IMAGE],
    },
  };
}

export default async function ArticlePage({ params }: { params: Params }) {
  const item = await itemOrNotFound(params);
  const [t, brand] = await Promise.all([getTranslations('publicNews'), branding()]);
  const origin = cachedPagesOrigin();
  // Cleaned by the server that stored and sent it; cleaned again here in case that server is not ours.
  const content = withoutTopHeadings(sanitizeRichText(item.news_content));
  const url = absoluteUrl(origin, articlePath(item.news_key));
  const image = leadImage(content, origin);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.description,
    datePublished: item.publish_date,
    dateModified: item.update_time,
    mainEntityOfPage: url,
    url,
    ...(image ? { image: [image] } : {}),
    ...(item.publisher_name ? { author: { '@type': 'Person', name: item.publisher_name } } : {}),
    publisher: { '@type': 'Organization', name: brand.stationName ?? brand.productName },
  };
  const attachments = item.attachments.flatMap((a) => {
    const href = safeLinkUrl(a.url);
    return href ? [{ ...a, href }] : [];
  });

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <main className={site.main}>
        <article className={styles.article}>
          <header className={styles.articleHeader}>
            {item.category_name ? <p className={styles.category}>{item.category_name}</p> : null}
            <h1 className={styles.title}>{item.title}</h1>
            <p className={styles.meta}>
              <span>
                {t('publishedAt')} <time dateTime={item.publish_date}>{publishTime(item.publish_date)}</time>
              </span>
              {item.publisher_name ? <span>{t('publisher')} {item.publisher_name}</span> : null}
            </p>
          </header>
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: content }} />
          {attachments.length > 0 ? (
            <section className={styles.attachments} aria-labelledby="article-attachments">
              <h2 id="article-attachments">{t('attachments')}</h2>
              <ul>
                {attachments.map((a) => (
                  <li key={a.uid}>
                    <a href={a.href} rel="nofollow noopener">{a.name}</a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
        <p className={styles.back}>
          <IntentLink href={NEWS_PATH}>{t('backToList')}</IntentLink>
        </p>
      </main>
    </>
  );
}
