import { DATA_SELECTOR as DATA, HAN } from '../../support/chinese-chrome-rules';

/**
 * The product's own words under `root` that hold Chinese, as the en-US page walk
 * (tests/e2e/page-walks.spec.ts) looks for them on a whole page: headers, labels, buttons, titles,
 * placeholders, empty states and accessible names. Records' values (options, chosen values, tags,
 * trees, and whatever is marked `data-entered`) are data and stay as entered. The DOM here draws
 * nothing, so what is hidden is looked at too: stricter than the page's check, never looser.
 */

export function chineseChrome(root: ParentNode = document.body, dataWords: readonly string[] = []): string[] {
  const found = new Set<string>();
  // Names that are data wherever they stand (a task's name in a dialog's title), taken out before looking.
  const withoutData = (text: string) => dataWords.reduce((rest, word) => rest.split(word).join(''), text);
  const isData = (el: Element) => Boolean(el.closest(DATA));
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!el || !text || isData(el) || el.closest('script, style, noscript')) continue;
    if (HAN.test(withoutData(text))) found.add(`${el.tagName.toLowerCase()}.${(el.className || '').toString().split(' ')[0]}: ${text.slice(0, 60)}`);
  }
  for (const el of (root as Element).querySelectorAll('[placeholder], [aria-label], [title]')) {
    if (isData(el)) continue;
    for (const attr of ['placeholder', 'aria-label', 'title']) {
      const text = el.getAttribute(attr) ?? '';
      if (HAN.test(withoutData(text))) found.add(`${attr}: ${text.slice(0, 60)}`);
    }
  }
  return [...found];
}
