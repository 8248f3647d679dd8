import { describe, expect, it } from 'vitest';
import { highlightParts } from '@/lib/contract/global-search';
import { ENTITIES } from '@/lib/entities';
import { cjkPairs, haystackOf, isCjkPair, openPart, pinyinForms, spellingWords } from '@/lib/backend/search/search-text';
import { searchedEntities, searchedFields } from '@/lib/entity/features/search-entries/searched-fields';
import type { EntityDef } from '@/lib/entity/types';

const customer = ENTITIES.find((e) => e.name === 'customer')!;
const contact = ENTITIES.find((e) => e.name === 'customerContact')!;

describe('search text', () => {
  it('gives initials and full pinyin of Chinese text, nothing for Latin text', () => {
    expect(pinyinForms('浦江信托')).toBe('pjxt pujiangxintuo');
    expect(pinyinForms('Everbright')).toBe('');
  });

  it('holds the searched values in lower case and their pinyin forms, and no other field', () => {
    const haystack = haystackOf(customer, { customer_name: '上海浦江信托有限公司', short_name: '浦江信托', credit_code: '91310000MA1FL5A2K', remark: '不搜索的备注' });
    expect(haystack).toContain('上海浦江信托有限公司');
    expect(haystack).toContain('91310000ma1fl5a2k');
    expect(haystack).toContain('shpjxtyxgs');
    expect(haystack).toContain('pujiangxintuo');
    expect(haystack).not.toContain('备注');
  });

  it('holds every two neighbouring Chinese characters as a word of its own, for two-character searches', () => {
    expect(cjkPairs(['浦江信托', 'A股浦江'])).toBe(' 浦江 江信 信托 股浦 ');
    expect(cjkPairs(['Alpha', '浦'])).toBe('');
    const haystack = haystackOf(customer, { customer_name: '上海浦江信托有限公司' });
    expect(haystack).toContain(' 浦江 ');
    // Characters of two values never pair.
    expect(haystackOf(customer, { customer_name: '上海', short_name: '浦江' })).not.toContain(' 海浦 ');
    expect([isCjkPair('浦江'), isCjkPair('浦'), isCjkPair('浦江信'), isCjkPair('ab')]).toEqual([true, false, false, false]);
  });

  it('keeps values apart so a match never spans two of them', () => {
    const haystack = haystackOf(customer, { customer_name: 'Alpha', short_name: 'Beta' });
    expect(haystack).not.toContain('alphabeta');
    expect(haystack).not.toContain('alpha beta');
  });

  it('keeps the text of a field some roles read apart and named, the same whoever saves the record', () => {
    const memo = { type: 'text', label: 'x', search: true, readLimited: true };
    const asReader = { ...customer, fields: { ...customer.fields, cf_memo: memo } } as unknown as EntityDef;
    const asOther = { ...customer, fields: { ...customer.fields, cf_memo: { ...memo, hidden: true } } } as unknown as EntityDef;
    const row = { customer_name: '上海浦江信托有限公司', cf_memo: '隐秘备注' };
    const haystack = haystackOf(asReader, row);
    expect(haystackOf(asOther, row)).toBe(haystack);
    const [open, apart] = haystack.split('\u0002');
    expect(open).toBe(haystackOf(customer, row));
    expect(apart).toMatch(/^cf_memo\u0003隐秘备注\u0001ymbz yinmibeizhu\u0001 隐秘 秘备 备注 $/);
    expect(spellingWords(openPart(haystack))).not.toContain('memo');
    expect(spellingWords(openPart(haystack))).not.toContain('yinmibeizhu');
  });

  it('keeps each sensitive value in a section of its own, written even when empty, whose words are no spellings', () => {
    const haystack = haystackOf(contact, { contact_name: '王磊', mobile: '13901000002', email: '' });
    const [open, ...sections] = haystack.split('\u0002');
    expect(open).toBe(haystackOf(contact, { contact_name: '王磊' }).split('\u0002')[0]);
    expect(open).not.toContain('13901000002');
    expect(sections).toEqual(['mobile\u000313901000002', 'email\u0003']);
    const mailed = haystackOf(contact, { contact_name: '王磊', email: 'hidden.mailbox@example.com' });
    expect(spellingWords(openPart(mailed))).toEqual(['wanglei']);
  });

  it('covers the kinds the declarations mark, and refuses a flag on a field that is not text', () => {
    expect(searchedEntities(ENTITIES).map((e) => e.name).sort()).toEqual(
      ['business', 'clue', 'contract', 'customer', 'customerContact', 'knowledge', 'project', 'resource', 'supplier'],
    );
    const wrong = { ...customer, fields: { ...customer.fields, amount: { type: 'money', label: 'x', search: true } } } as unknown as EntityDef;
    expect(() => searchedFields(wrong)).toThrow(/only stored text fields/);
  });
});

describe('highlightParts', () => {
  it('splits around every case-insensitive match', () => {
    expect(highlightParts('上海浦江信托浦江', '浦江')).toEqual(['上海', '浦江', '信托', '浦江', '']);
    expect(highlightParts('Everbright', 'BRIGHT')).toEqual(['Ever', 'bright', '']);
  });
  it('leaves the text whole when the match was by pinyin', () => {
    expect(highlightParts('上海浦江信托', 'pjxt')).toEqual(['上海浦江信托']);
  });

  it('takes the runs of four letters or more as spellings, each once', () => {
    expect(spellingWords('everbright holdings\u0001u123@example.com\u0001pjxt pujiangxintuo\u0001abc everbright')).toEqual(['everbright', 'holdings', 'example', 'pjxt', 'pujiangxintuo']);
    expect(spellingWords('上海浦江 4242 ab-cd')).toEqual([]);
    const longRun = 'shanghaipujiangxintuotouziguanlizixunfuwuyouxianzerengongsi';
    expect(spellingWords(`x ${longRun}`)).toEqual([longRun]);
  });
});
