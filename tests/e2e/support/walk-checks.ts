import type { Page } from '@playwright/test';
import { lastingAccessibilityFindings, type AxeScope } from './accessibility';
import { chineseChrome } from './chinese-chrome';
import type { PageCheck } from './page-walk';
import { settle } from './settle';
import { siderProblems } from './sider-words';
import { rawKeyShown } from './translation-gaps';

/** The checks a page walk makes, each named as a failure names it. */

export const chineseOfItsOwn: PageCheck = {
  name: 'Chinese of the product\'s own in en-US',
  look: (page) => chineseChrome(page, ['系统管理员']),
};

export const siderWords: PageCheck = {
  name: 'sidebar words cut or without an icon',
  look: siderProblems,
};

export const rawTranslationKey: PageCheck = {
  name: 'a translation key shown instead of its text',
  look: async (page) => {
    const key = await rawKeyShown(page);
    return key ? [key] : [];
  },
};

/** The page's language is the one chosen. */
export function languageIs(locale: string): PageCheck {
  return {
    name: `html lang is not ${locale}`,
    look: async (page: Page) => {
      const lang = await page.locator('html').getAttribute('lang');
      return lang === locale ? [] : [`lang="${lang ?? ''}"`];
    },
  };
}

/** next-intl's missing-message reports since the last page's, taken from a console watch (watchMissingMessages). */
export function missingMessages(take: () => string[]): PageCheck {
  return { name: 'next-intl missing message on the console', look: () => Promise.resolve(take()) };
}

export function accessibility(scope: AxeScope): PageCheck {
  return {
    name: 'critical or serious accessibility issue, or no level-one heading',
    look: (page, stop) => lastingAccessibilityFindings(page, scope, () => settle(page, stop.ready)),
  };
}
