import Link from 'next/link';
import type { PublicNewsSummary } from '@/lib/contract/public-news';
import { ttlMemo } from '@/lib/cache/ttl-memo';
import { publishedNewsPage } from '@/lib/public-site/news';
import { articlePath, NEWS_PATH } from '@/lib/public-site/site-pages';
import { publishTime } from '../publish-time';
import styles from './blocks.module.css';

const TEASER_SIZE = 3;
/** The home page is the busiest page; a new article reaches its teaser within this time (the news list at once). */
const TEASER_TTL_MS = 30_000;

const rememberedNews = ttlMemo(TEASER_TTL_MS, async () => (await publishedNewsPage({ pageNo: 1, pageSize: TEASER_SIZE })).records);

/** The newest items, or none when there are none or the news cannot be read: the page still renders. */
async function latestNews(): Promise<PublicNewsSummary[]> {
  try {
    return await rememberedNews('latest');
  } catch {
    return [];
  }
}

/** The latest published news as three cards, with a link to the whole list. */
export async function NewsTeaser({ emptyText, allLabel }: { emptyText: string; allLabel: string }) {
  const items = await latestNews();
  return (
    <>
      {items.length === 0 ? (
        <p className={`${styles.centered} ${styles.newsEmpty}`}>{emptyText}</p>
      ) : (
        <ul className={styles.newsList}>
          {items.map((item) => (
            <li key={item.news_key} className={styles.newsItem}>
              <time className={styles.newsDate} dateTime={item.publish_date}>{publishTime(item.publish_date).slice(0, 10)}</time>
              <h3 className={styles.newsTitle}>
                <Link href={articlePath(item.news_key)} prefetch={false}>{item.title}</Link>
              </h3>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.centered}>
        <Link href={NEWS_PATH} className={styles.textLink} prefetch={false}>{allLabel}</Link>
      </p>
    </>
  );
}
