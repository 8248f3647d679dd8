import { escapeAttrValue, FilterXSS, friendlyAttrValue, type IWhiteList } from 'xss';
import { balanceHtml } from '#rich-text/balance';

/**
 * THE allow-list for rich text (news, notices, every richText field). The server cleans with it
 * when it saves and again when it renders a page, and the browser cleans with it before showing
 * stored HTML, so a record written before a rule tightened is still shown safely.
 *
 * Only the markup the editor produces survives: text structure, links and images. Every other tag
 * is dropped (script, style, SVG, MathML, iframe, object, embed, forms, …), every attribute not
 * listed here is dropped (on* handlers, style, class, srcset, …), and URLs are checked by scheme.
 */

const TAGS: Readonly<Record<string, readonly string[]>> = {
  p: [], br: [], hr: [], div: [], span: [],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], del: [], strike: [], sub: [], sup: [], mark: [],
  blockquote: [], pre: [], code: [],
  ul: [], ol: ['start'], li: [],
  table: [], thead: [], tbody: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

/**
 * Tags removed together with everything inside them: their content is code or foreign markup,
 * never text to show. Void ones (embed, frame) have no content to skip.
 */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'noscript', 'template', 'iframe', 'frameset', 'noframes', 'object', 'applet',
  'svg', 'math', 'textarea', 'select', 'title', 'xmp', 'noembed', 'plaintext', 'head',
]);

/** Our own uploads: the checked upload call answers /files/<random name>. */
const UPLOADED_FILE = /^\/files\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
const HTTPS_URL = /^https:\/\/[^\s"'<>\\]+$/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);
const SMALL_NUMBER = /^\d{1,4}$/;

/** The value as the browser will read it: character references and control characters resolved. */
function readable(value: string): string {
  return friendlyAttrValue(value).trim();
}

/**
 * Links: http(s), mailto, or relative to this site. The scheme is whatever precedes the first
 * colon that comes before any '/', '?' or '#': 'JaVaScRiPt:', 'java&#115;cript:' and 'data:' all
 * have one and are refused.
 */
export function safeLinkUrl(raw: string): string | null {
  const value = readable(raw);
  if (!value) return null;
  const scheme = /^([^/?#]*):/.exec(value);
  if (scheme && !LINK_SCHEMES.has(scheme[1]!.toLowerCase())) return null;
  return value;
}

/** Images: only files uploaded here, or https addresses. No data:, no http (mixed content), no script. */
export function safeImageUrl(raw: string): string | null {
  const value = readable(raw);
  return UPLOADED_FILE.test(value) || HTTPS_URL.test(value) ? value : null;
}

function attribute(name: string, value: string): string {
  return `${name}="${escapeAttrValue(value)}"`;
}

/** One allowed attribute of an allowed tag, checked; '' drops it. */
function checkedAttribute(tag: string, name: string, value: string): string {
  switch (name) {
    case 'href': {
      const url = safeLinkUrl(value);
      return url ? attribute(name, url) : '';
    }
    case 'src': {
      const url = safeImageUrl(value);
      return url ? attribute(name, url) : '';
    }
    case 'target':
      // A new tab never gets a handle on this page (reverse tabnabbing): rel comes with it.
      return tag === 'a' && readable(value).toLowerCase() === '_blank' ? 'target="_blank" rel="noopener noreferrer nofollow"' : '';
    case 'width':
    case 'height':
    case 'start':
    case 'colspan':
    case 'rowspan': {
      const number = readable(value);
      return SMALL_NUMBER.test(number) ? attribute(name, number) : '';
    }
    default:
      return attribute(name, readable(value));
  }
}

/**
 * One pass over the HTML. The library emits text between tags through escapeHtml in document
 * order, after the tags before it were seen, so the depth of dropped elements decides whether a
 * piece of text is kept (escaped) or removed with its element.
 */
function cleaningFilter(): FilterXSS {
  let droppedDepth = 0;
  return new FilterXSS({
    whiteList: TAGS as IWhiteList,
    allowCommentTag: false,
    stripBlankChar: true,
    css: false,
    onTag(tag, html, info) {
      if (DROPPED_WITH_CONTENT.has(tag)) {
        if (info.isClosing) droppedDepth = Math.max(0, droppedDepth - 1);
        else if (!/\/\s*>$/.test(html)) droppedDepth += 1;
        return '';
      }
      return droppedDepth > 0 ? '' : undefined;
    },
    // Anything not on the list is removed, its text kept (a <font> or <center> loses only the tag).
    onIgnoreTag: () => '',
    onTagAttr(tag, name, value, isWhiteAttr) {
      return isWhiteAttr ? checkedAttribute(tag, name, value) : '';
    },
    escapeHtml: (text) => (droppedDepth > 0 ? '' : text.replace(/</g, '&lt;').replace(/>/g, '&gt;')),
  });
}

/**
 * Rich text reduced to the allow-list, and well-formed: the filter works tag by tag and keeps an
 * unbalanced '</div>' or an unclosed '<table>', which would close or swallow the page's own
 * elements around it, so its output is parsed and written out again by a real HTML parser.
 * Idempotent: cleaning clean HTML changes nothing.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const filtered = cleaningFilter().process(String(html)).trim();
  return filtered ? balanceHtml(filtered).trim() : '';
}
