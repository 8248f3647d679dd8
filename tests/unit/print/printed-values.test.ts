import { describe, expect, it } from 'vitest';
import type { FormFieldDef } from '@/lib/contract/form-field';
import { translate } from '@/lib/i18n/messages';
import { requestNumber } from '@/lib/backend/modules/workflow/operations/request-print';
import { printedValue } from '@/lib/backend/modules/workflow/operations/request-print-form';

/** A printed request shows its form as the screens do: names for codes, business-zone times. */

const field = (over: Partial<FormFieldDef>): FormFieldDef => ({ id: 'f', label: '字段', type: 'string', default_value: null, date_pattern: null, enum_values: [], constraints: [], properties: [], ...over });
const say = (key: string, values?: Record<string, string | number>) => translate('zh-CN', key, values);

describe('a form value on paper', () => {
  it('shows an enum by its name, a yes/no in words and a number grouped', () => {
    expect(printedValue(field({ type: 'enum', enum_values: [{ id: 'travel', name: '差旅' }] }), 'travel', say, 'zh-CN')).toBe('差旅');
    expect(printedValue(field({ type: 'enum', enum_values: [] }), 'gone', say, 'zh-CN')).toBe('gone');
    expect(printedValue(field({ type: 'boolean' }), true, say, 'zh-CN')).toBe('是');
    expect(printedValue(field({ type: 'boolean' }), 'false', say, 'zh-CN')).toBe('否');
    expect(printedValue(field({ type: 'long' }), 86000, say, 'zh-CN')).toBe('86,000');
    expect(printedValue(field({}), '  ', say, 'zh-CN')).toBe('');
  });

  it('keeps a day as that day and shows an instant in the business time zone', () => {
    expect(printedValue(field({ type: 'date' }), '2026-11-20', say, 'zh-CN')).toBe('2026-11-20');
    // 01:30 UTC is 09:30 in Asia/Shanghai, the default business zone.
    expect(printedValue(field({ type: 'date' }), '2026-11-20T01:30:00.000Z', say, 'zh-CN')).toBe('2026-11-20 09:30:00');
  });
});

describe('the request number', () => {
  it('is the number its rule gave it; from before numbers, the business number it was started with, else its key; a bound record’s key is no number', () => {
    expect(requestNumber({ instance_key: 'ins-1', request_no: 'SP-20261129-0001', business_key: 'BX-2026-001', biz_type: null })).toBe('SP-20261129-0001');
    expect(requestNumber({ instance_key: 'ins-1', request_no: null, business_key: 'BX-2026-001', biz_type: null })).toBe('BX-2026-001');
    expect(requestNumber({ instance_key: 'ins-1', request_no: null, business_key: null, biz_type: null })).toBe('ins-1');
    expect(requestNumber({ instance_key: 'ins-1', request_no: null, business_key: 'rec-9f2', biz_type: 'project' })).toBe('ins-1');
  });
});
