import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { messageLeaves as leaves } from '../support/message-leaves';

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{(\w+)/g)].map((m) => m[1] ?? '').sort() : [];
}

const catalogues = locales.map((locale) => ({ locale, entries: leaves(messagesFor(locale)) }));

describe('message catalogues', () => {
  for (const { locale, entries } of catalogues) {
    for (const other of catalogues.filter((c) => c.locale !== locale)) {
      it(`${locale} has every key ${other.locale} has`, () => {
        const missing = [...other.entries.keys()].filter((key) => !entries.has(key));
        expect(missing).toEqual([]);
      });
    }

    it(`${locale} holds only non-empty texts`, () => {
      const bad = [...entries].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
      expect(bad).toEqual([]);
    });
  }

  it('writes en-US in English: Chinese only where a text names Chinese itself (a language, a value to type)', () => {
    // The language menu names Chinese in Chinese; the others show the Chinese a user types or reads.
    const namesChinese = new Set(['ui.languages.zh-CN', 'entity.reservation.help.negotiators', 'sitePages.forum.categories.account.items.language.a', 'entity.project.validation.unknownCity', 'excel.template.hints.area']);
    const english = catalogues.find((c) => c.locale === 'en-US');
    const chinese = [...(english?.entries ?? [])].filter(([key, text]) => typeof text === 'string' && /[\p{Script=Han}、，：；。]/u.test(text) && !namesChinese.has(key)).map(([key]) => key);
    expect(english?.entries.size).toBeGreaterThan(1000);
    expect(chinese).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    const [first, ...rest] = catalogues;
    if (!first) return;
    const mismatched = rest.flatMap(({ entries }) =>
      [...first.entries].filter(([key, text]) => entries.has(key) && placeholders(text).join() !== placeholders(entries.get(key)).join()).map(([key]) => key),
    );
    expect(mismatched).toEqual([]);
  });
});
