import { defaultLocale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import type { ChannelMessage } from './channel';

/** The words robots post: the title, the text and the link, cut to what the platform takes. */

/** Robots' link label (查看详情): the message itself is already in the recipient's language. */
export const openLabel = () => translate(defaultLocale, 'notifications.robot.open');

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Characters markdown would read as markup, escaped so a title shows as written. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]<>#])/g, '\\$1');

export function plainOf(message: ChannelMessage, max: number): string {
  return cut([message.title, message.text, message.link].filter(Boolean).join('\n'), max);
}

/** Markdown with the title as a heading, an optional line naming the recipient, and the link. */
export function markdownOf(message: ChannelMessage, mention: string | null, max: number): string {
  const lines = [`### ${escapeMarkdown(message.title)}`, ...(mention ? [mention] : []), escapeMarkdown(message.text)];
  if (message.link) lines.push(`[${openLabel()}](${message.link})`);
  return cut(lines.join('\n\n'), max);
}
