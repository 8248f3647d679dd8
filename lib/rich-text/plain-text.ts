import { FilterXSS } from 'xss';
import { sanitizeRichText } from './sanitize';

/** Tags after which the text of the next block starts: they become a space, not nothing. */
const BLOCK_TAGS = new Set(['p', 'br', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'blockquote', 'pre', 'hr']);

const textOnly = new FilterXSS({
  whiteList: {},
  allowCommentTag: false,
  onIgnoreTag: (tag) => (BLOCK_TAGS.has(tag) ? ' ' : ''),
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The words of some rich text, for list cells, previews and page descriptions. The answer is
 * text (to be escaped by whoever shows it), never markup.
 */
export function richTextToPlain(html: string | null | undefined): string {
  if (!html) return '';
  // Cleaned first, so the content of scripts, styles and foreign markup never counts as words.
  return decodeEntities(textOnly.process(sanitizeRichText(html))).replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of the words, with an ellipsis when cut. */
export function richTextExcerpt(html: string | null | undefined, max = 120): string {
  const text = richTextToPlain(html);
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** True when the rich text shows something: words or at least an image. */
export function hasRichTextContent(html: string | null | undefined): boolean {
  return richTextToPlain(html).length > 0 || /<img\s/i.test(html ?? '');
}
