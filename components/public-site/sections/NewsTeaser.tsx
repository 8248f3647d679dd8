import { IntentLink } from '@/components/widgets/IntentLink';
import type { PublicNewsSummary } from '@/lib/contract/public-news';
import { latestPublishedNews } from '@/lib/public-site/news';
import { articlePath, NEWS_PATH } from '@/lib/public-site/site-pages';
import { publishTime } from '../publish-time';
import styles from './blocks.module.css';

const TEASER_SIZE = 3;

/**
 * The newest items, or none when there are none or the news cannot be read: the page still renders.
 * Reading them ties the page to the news version, so a news change renders it anew on its next visit.
 */
async function latestNews(): Promise<PublicNewsSummary[]> {
  try {
    return await latestPublishedNews(TEASER_SIZE);
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
                <IntentLink href={articlePath(item.news_key)}>{item.title}</IntentLink>
              </h3>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.centered}>
        <IntentLink href={NEWS_PATH} className={styles.textLink}>{allLabel}</IntentLink>
      </p>
    </>
  );
}
