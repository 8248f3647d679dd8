import { createTranslator, type IntlError } from 'use-intl/core';
import formatOnly from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';
import { compiledMessagesFor } from '@/lib/i18n/compiled-messages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { messagesFor, rawMessages } from '@/lib/i18n/messages';
import { appSources } from '../support/app-sources';
import { messageLeaves as leaves } from '../support/message-leaves';

const TIME_ZONE = 'Asia/Shanghai';
const READ_AS_TEXT = 'designer.bpmn';
const DATE = new Date(Date.UTC(2026, 10, 23, 4, 5, 6));

type Values = Record<string, unknown>;

const tag = (name: string) => (chunks: unknown) => `<${name}>${[chunks].flat().join('')}</${name}>`;

/**
 * Values for every argument a compiled message names, of the kind it is used as: the compiled form
 * says whether an argument is plain, a select, a plural, a number, a date or a tag.
 */
function valuesFor(parts: unknown, out: Values = {}): Values {
  if (!Array.isArray(parts)) return out;
  for (const part of parts) {
    if (!Array.isArray(part)) continue;
    const [name, kind, options] = part as [string, unknown, unknown];
    if (part.length === 1) out[name] = `«${name}»`;
    else if (kind === 1) out[name] = Object.keys(options as object).find((k) => k !== 'other') ?? 'other';
    else if (kind === 2 || kind === 3) out[name] = 2;
    else if (kind === 4) out[name] = 1234.5;
    else if (kind === 5 || kind === 6) out[name] = DATE;
    else {
      out[name] = tag(name);
      valuesFor(part.slice(1), out);
    }
    if (typeof kind === 'number' && options && typeof options === 'object') for (const branch of Object.values(options)) valuesFor(branch, out);
  }
  return out;
}

const intl = {
  getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
  getDateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
};

function formatCompiled(locale: Locale, key: string, compiled: unknown, values: Values): unknown {
  const format = formatOnly as unknown as (...args: unknown[]) => unknown;
  return format(key, compiled, values, { locale, timeZone: TIME_ZONE, formatters: intl });
}

describe('messages compiled ahead', () => {
  for (const locale of locales) {
    it(`${locale}: every text reads the same through the parser-free formatter as written through the full one`, () => {
      const errors: string[] = [];
      const written = createTranslator({ locale, messages: messagesFor(locale), timeZone: TIME_ZONE, onError: (e: IntlError) => errors.push(e.message) });
      const compiled = leaves(compiledMessagesFor(locale));
      const differing: string[] = [];
      let checked = 0;
      for (const [key, text] of leaves(messagesFor(locale))) {
        if (key.startsWith(`${READ_AS_TEXT}.`)) continue;
        const values = valuesFor(compiled.get(key));
        const hasTags = Object.values(values).some((v) => typeof v === 'function');
        const expected = hasTags ? written.markup(key as never, values as never) : written(key as never, values as never);
        const actual = formatCompiled(locale, key, compiled.get(key), values);
        if (actual !== expected) differing.push(`${key}: ${JSON.stringify(text)} -> ${JSON.stringify(actual)}, written ${JSON.stringify(expected)}`);
        checked += 1;
      }
      expect(errors).toEqual([]);
      expect(differing).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
    });
  }

  it('fills in arguments, plurals and tags', () => {
    const compiled = leaves(compiledMessagesFor('zh-CN'));
    const choose = compiled.get('siteLeads.partnerPay.choose');
    expect(formatCompiled('zh-CN', 'choose', choose, { name: '专业版' })).toBe('选择专业版');
  });

  it('hands the texts read as text over as written', () => {
    const compiled = compiledMessagesFor('en-US') as unknown as { designer: { bpmn: unknown } };
    expect(compiled.designer.bpmn).toEqual(messagesFor('en-US').designer.bpmn);
  });

  it('no page asks use-intl for a raw message, which it refuses once messages are compiled', () => {
    const asking = appSources().filter(({ text }) => /\bt\w*\.raw\(/.test(text)).map(({ file }) => file);
    expect(asking).toEqual([]);
  });

  it('reads a part of the catalogue as written for the public pages', () => {
    const raw = rawMessages('zh-CN', 'siteLeads.partnerPay');
    expect(raw('choose')).toBe('选择{name}');
    expect(typeof raw('plans')).toBe('object');
    expect(raw('no.such.key')).toBeUndefined();
  });
});
