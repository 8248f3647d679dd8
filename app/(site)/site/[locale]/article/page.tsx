import { permanentRedirect } from 'next/navigation';
import { NEWS_PATH } from '@/lib/public-site/site-pages';

/** /article alone names no article: the list of articles is the news page. */
export default function ArticleIndex(): never {
  permanentRedirect(NEWS_PATH);
}
