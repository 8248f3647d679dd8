import { expect, type Page } from '@playwright/test';
import zhCN from '@/messages/zh-CN';

/*
 * Each page is sent only the translation namespaces it uses (lib/i18n/client-namespaces.ts). A
 * text whose namespace did not come along shows as its key ('shellNav.allMenus'), and next-intl
 * reports it on the console. Both languages are sent the same namespaces, so a page shows a key
 * in either language or in neither.
 */

const NAMESPACES = Object.keys(zhCN);
const RAW_KEY = new RegExp(`(^|[^\\w/.-])(${NAMESPACES.join('|')})\\.[a-zA-Z][\\w.]*`);

/** The first translation key the page shows instead of its text, if any. */
export async function rawKeyShown(page: Page): Promise<string | null> {
  const text = await page.locator('body').innerText();
  return text.match(RAW_KEY)?.[0] ?? null;
}

/** Once the page has settled (lazily loaded parts have drawn their texts), it shows no key. */
export async function expectNoRawKeys(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await rawKeyShown(page), where).toBeNull();
}

/**
 * Watches the console for next-intl's missing-message reports, from now on. The reports seen so far
 * are kept in the array returned; `take` hands them over and starts afresh.
 */
export function watchMissingMessages(page: Page): { seen: string[]; take: () => string[] } {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /MISSING_MESSAGE|INSUFFICIENT_PATH/.test(message.text())) seen.push(message.text());
  });
  return { seen, take: () => seen.splice(0) };
}
