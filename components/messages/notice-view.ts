import type { Priority } from '@/lib/contract/message-center';
import type { MessageRecord, NewsRecord } from './message-api';
import { messageTime } from './message-time';

/** What the read-only notice dialog shows, for a notice or a news item alike. */
export interface NoticeViewData {
  title: string;
  typeName: string | null;
  priority: Priority;
  publisher: string | null;
  time: string;
  content: string;
  attachment: string | null;
}

export function viewOfMessage(message: MessageRecord): NoticeViewData {
  return {
    title: message.title ?? '',
    typeName: message.category_name,
    priority: message.priority,
    publisher: message.publisher_name,
    time: messageTime(message.publish_time, message.create_time),
    content: message.message_content,
    attachment: message.attachment,
  };
}

export function viewOfNews(news: NewsRecord): NoticeViewData {
  return {
    title: news.title,
    typeName: news.category_name,
    priority: news.priority,
    publisher: news.publisher_name,
    time: messageTime(news.publish_date, news.create_time),
    content: news.news_content,
    attachment: news.attachment,
  };
}
