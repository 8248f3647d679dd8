import { describe, expect, it } from 'vitest';
import { ENGLISH_NAME_MAX, isEnglishName, nameIn } from '@/lib/entity/english-name';
import { englishNameSchema } from '@/lib/entity/english-name-schema';
import { translate } from '@/lib/i18n/messages';

describe('the name in the reader’s language', () => {
  it('is the English name for an English reader when there is one', () => {
    expect(nameIn('en-US', '费用报销', 'Expense claim')).toBe('Expense claim');
  });

  it('falls back to the name as typed when the English name is missing or blank', () => {
    expect(nameIn('en-US', '费用报销', null)).toBe('费用报销');
    expect(nameIn('en-US', '费用报销', undefined)).toBe('费用报销');
    expect(nameIn('en-US', '费用报销', '   ')).toBe('费用报销');
  });

  it('is the name as typed for a Chinese reader, whatever the English name', () => {
    expect(nameIn('zh-CN', '费用报销', 'Expense claim')).toBe('费用报销');
  });

  it('trims the English name it shows', () => {
    expect(nameIn('en-US', '财务部', '  Finance  ')).toBe('Finance');
  });
});

describe('an English name as a form sends it', () => {
  const refusal = (value: unknown, locale: 'zh-CN' | 'en-US') => {
    const parsed = englishNameSchema.safeParse(value);
    return parsed.success ? null : translate(locale, parsed.error.issues[0]!.message);
  };

  it('is optional: absent, null or blank is no English name', () => {
    expect(englishNameSchema.parse(undefined)).toBeUndefined();
    expect(englishNameSchema.parse(null)).toBeNull();
    expect(englishNameSchema.parse('  ')).toBeNull();
  });

  it('is kept trimmed', () => {
    expect(englishNameSchema.parse('  Finance department ')).toBe('Finance department');
  });

  it('refuses a name that is too long, saying how long it may be in the reader’s language', () => {
    expect(refusal('x'.repeat(ENGLISH_NAME_MAX), 'zh-CN')).toBeNull();
    expect(refusal('x'.repeat(ENGLISH_NAME_MAX + 1), 'zh-CN')).toBe(`英文名称最多${ENGLISH_NAME_MAX}个字符`);
    expect(refusal('x'.repeat(ENGLISH_NAME_MAX + 1), 'en-US')).toBe(`The English name may have at most ${ENGLISH_NAME_MAX} characters`);
  });

  it('refuses Chinese text, full-width punctuation and line breaks with a message of its own', () => {
    for (const bad of ['财务部', 'Finance（HQ）', 'Finance，HQ', 'Finance\nHQ']) {
      expect(isEnglishName(bad)).toBe(false);
      expect(refusal(bad, 'zh-CN')).toBe('英文名称不能含有中文字符、全角符号或换行');
    }
    expect(refusal('财务部', 'en-US')).toMatch(/may not contain Chinese characters/);
  });

  it('takes Latin letters with accents, digits and ordinary punctuation', () => {
    for (const good of ['R&D (Shanghai)', 'Café — Europe', 'Level-2 approval: finance', 'Sales #3']) expect(isEnglishName(good)).toBe(true);
  });
});
