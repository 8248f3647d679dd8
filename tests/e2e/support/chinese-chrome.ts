import type { Page } from '@playwright/test';
import { DATA_SELECTOR, HAN } from '../../support/chinese-chrome-rules';

/*
 * In en-US no page shows Chinese outside data (issue 46 point 8). What the product writes itself
 * is looked at: headers, labels, buttons, menus, tabs, titles, placeholders, empty states and
 * accessible names. Records' values (table rows, a record's fields, chosen values, dictionary
 * options, and whatever a page marks `data-entered`: the product's name, a process's name) are
 * data and stay as they were entered.
 */


/** The product's own words on the page shown, where they hold Chinese. */
export function chineseChrome(page: Page, dataWords: readonly string[]): Promise<string[]> {
  return page.evaluate(([hanSource, words, DATA]) => {
    const han = new RegExp(hanSource, 'u');
    // Names that are data wherever they stand (the signed-in person's), taken out before looking.
    const withoutData = (text: string) => words.reduce((rest, word) => rest.split(word).join(''), text);
    const found = new Set<string>();
    const visible = (el: Element) => (el as HTMLElement).getClientRects().length > 0;
    const isData = (el: Element) => Boolean(el.closest(DATA));
    const CHROME = 'th, label, button, h1, h2, h3, h4, .ant-menu-title-content, .ant-tabs-tab, .ant-empty-description, .ant-select-placeholder, .ant-select-selection-placeholder, .ant-card-head-title, .ant-pagination, .ant-breadcrumb, .ant-form-item-label, .ant-alert-message, .ant-alert-title, .ant-result-title, legend, [role="tab"]';
    for (const el of document.querySelectorAll(CHROME)) {
      if (!visible(el) || isData(el)) continue;
      // Its own words: data inside it (a name in a sentence) left out.
      const own = el.cloneNode(true) as HTMLElement;
      for (const data of own.querySelectorAll(DATA)) data.remove();
      const text = own.textContent?.trim() ?? '';
      if (han.test(withoutData(text))) found.add(`${el.tagName.toLowerCase()}: ${text.slice(0, 60)}`);
    }
    // Any other text the page draws outside data.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!el || !text || !visible(el) || isData(el) || el.closest('script, style, noscript')) continue;
      if (han.test(withoutData(text))) found.add(`${el.tagName.toLowerCase()}.${(el.className || '').toString().split(' ')[0]}: ${text.slice(0, 60)}`);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!visible(el) || isData(el)) continue;
      for (const attr of ['placeholder', 'aria-label']) {
        const text = el.getAttribute(attr) ?? '';
        if (han.test(withoutData(text))) found.add(`${attr}: ${text.slice(0, 60)}`);
      }
    }
    return [...found];
  }, [HAN.source, dataWords, DATA_SELECTOR] as const);
}
