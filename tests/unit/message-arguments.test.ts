import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { messageLeaves as leaves } from '../support/message-leaves';

/**
 * A text's braces name the values the code fills in. A brace meant to be read ({10} in a regular
 * expression) must be quoted ('{10}'), or the text asks for a value called "10" and shows
 * "undefined" in its place.
 */

/** The argument names of a text that are numbers: `{10}`, `{2,3}` left unquoted. */
function numericArguments(text: string): string[] {
  const unquoted = text.replace(/'[^']*'/g, '');
  return [...unquoted.matchAll(/\{\s*(\d[\d,\s]*)\}/g)].map((m) => m[0]);
}

describe('arguments of the texts', () => {
  for (const locale of locales) {
    it(`${locale}: no text takes a number for an argument's name`, () => {
      const found = [...leaves(messagesFor(locale))].filter(([, text]) => typeof text === 'string' && numericArguments(text).length > 0).map(([key, text]) => `${key}: ${String(text)}`);
      expect(found).toEqual([]);
    });

    it(`${locale}: the pattern hint of a text control shows the expression as written`, () => {
      const t = createTranslator({ locale, messages: messagesFor(locale), timeZone: 'Asia/Shanghai' });
      const hint = t('approvalForm.designer.props.patternHint');
      expect(hint).toContain('^1\\d{10}$');
      expect(hint).not.toContain('undefined');
    });
  }
});
