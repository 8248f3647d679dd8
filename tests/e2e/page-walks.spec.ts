import { test } from './support/test';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { walk, WalkFindings, type PageCheck, type WalkStop } from './support/page-walk';
import { signInByCall } from './support/session';
import { watchMissingMessages } from './support/translation-gaps';
import { accessibility, chineseOfItsOwn, languageIs, missingMessages, rawTranslationKey, siderWords } from './support/walk-checks';
import { BACK_OFFICE_PAGES, LOGIN_PAGE, MENU_PAGES, PUBLIC_PAGES, RECORD_AND_QUERY_PAGES, readyAt } from './support/walked-pages';

/*
 * One walk over the pages in each language: each page is opened and settled once, and every check
 * that applies to it is made there.
 * - en-US: every page of the menu shows no Chinese of the product's own (records' values are data)
 *   and its sidebar whole words with icons.
 * - Both: the main pages, public and signed in, have no critical or serious accessibility issue
 *   and a level-one heading (WCAG 2.1 A and AA).
 * - Every page walked shows no translation key instead of its text, next-intl reports no missing
 *   message, and the page is in the language chosen. Both languages are sent the same namespaces:
 *   the menu's pages are looked at in en-US, the record and query pages in zh-CN.
 */

const CHECKED_FOR_ACCESSIBILITY = [...PUBLIC_PAGES, LOGIN_PAGE, ...BACK_OFFICE_PAGES];

/** The page at `path` with `checks`, and the accessibility check where it is one of the main pages. */
function stopAt(path: string, checks: readonly PageCheck[]): WalkStop {
  const axe = CHECKED_FOR_ACCESSIBILITY.find((page) => page.path === path);
  return { path, ready: readyAt(path), checks: axe ? [...checks, accessibility(axe)] : checks };
}

interface LanguageWalk {
  locale: Locale;
  /** What the walk finds on its pages, for the test's name. */
  finds: string;
  /** The signed-in pages, each with the checks of its own and those made on every page (`everywhere`). */
  backOffice: (everywhere: readonly PageCheck[]) => WalkStop[];
}

const WALKS: readonly LanguageWalk[] = [
  {
    locale: 'en-US',
    finds: 'no menu page shows Chinese of its own, and its sidebar whole words with icons; no main page has a critical or serious accessibility issue; no page shows a translation key or misses a message',
    backOffice: (everywhere) => [
      ...MENU_PAGES.map((path) => ({
        ...stopAt(path, [chineseOfItsOwn, siderWords, ...everywhere]),
        screenshot: path === '/crm/customer' ? '.tmp/screens/english-customer-1440.png' : undefined,
      })),
      ...BACK_OFFICE_PAGES.filter(({ path }) => !MENU_PAGES.includes(path)).map(({ path }) => stopAt(path, everywhere)),
    ],
  },
  {
    locale: 'zh-CN',
    finds: 'no main page has a critical or serious accessibility issue; no record or query page shows a translation key or misses a message',
    backOffice: (everywhere) => [...new Set([...BACK_OFFICE_PAGES.map(({ path }) => path), ...RECORD_AND_QUERY_PAGES])].map((path) => stopAt(path, everywhere)),
  },
];

for (const { locale, finds, backOffice } of WALKS) {
  test.describe(locale, () => {
    // The English pages are looked at in a 1440-wide desktop window, where a cut word would show.
    if (locale === 'en-US') test.use({ viewport: { width: 1440, height: 900 } });

    test(`${locale} walk: ${finds}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
      const missing = missingMessages(watchMissingMessages(page).take);
      const everywhere = [rawTranslationKey, languageIs(locale), missing];
      const signedOut = [...PUBLIC_PAGES, LOGIN_PAGE].map(({ path }) => stopAt(path, everywhere));
      const signedIn = backOffice(everywhere);
      test.setTimeout((signedOut.length + signedIn.length) * 10_000);
      const findings = new WalkFindings();

      await walk(page, signedOut, findings);
      await signInByCall(page, 'admin', undefined, signedIn[0]!.path);
      await walk(page, signedIn, findings);
      findings.add(missing.name, 'after the last page', await missing.look(page, signedIn.at(-1)!));
      findings.expectNone();
    });
  });
}
