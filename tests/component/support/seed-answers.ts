import { DICTIONARIES } from '@/lib/backend/seed/demo-dictionaries';
import { DICTIONARY_ENGLISH } from '@/lib/backend/seed/dictionary-english';
import type { Locale } from '@/lib/i18n/locales';
import { answer } from './answers';

/**
 * Answers taken from the demo seed rather than written in each test: what the embedded backend
 * would answer on a fresh installation (its integration tests hold it to that).
 */

/** The seeded dictionaries, as getDictItems answers them in the reader's language. */
export function answerDictionaries(locale: Locale = 'zh-CN'): void {
  answer('/api/app/base/sys/dict/getDictItems/*', ({ path }) => {
    const code = decodeURIComponent(path.split('/').pop()!);
    const dictionary = DICTIONARIES.find((d) => d.code === code);
    if (!dictionary) return [];
    return dictionary.items.map(([value, text]) => ({ value, text: (locale === 'en-US' ? DICTIONARY_ENGLISH[code]?.[value] : undefined) ?? text, status: 1 }));
  });
}
