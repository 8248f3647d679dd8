import { describe, expect, it } from 'vitest';
import { checkMapping, startRefusal } from '@/lib/backend/modules/excel/column-mapping';
import { initialChoice, repeatedTargets } from '@/components/entity/excel/mapping-choice';
import { RECORD_KEY_TARGET } from '@/lib/contract/import-mapping';
import { splitMessage } from '@/lib/entity/messages';
import { customerEntity } from '@/lib/entities/customer';
import { positionEntity } from '@/lib/entities/position';
import { translate } from '@/lib/i18n/messages';

const t = (key: string) => translate('zh-CN', key);
const headers = ['公司名称', '简称', '信用代码'];

/** The refusal's message as the user reads it. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    const { key, values } = splitMessage((error as Error).message);
    return translate('zh-CN', key, values);
  }
  throw new Error('not refused');
}

describe('column mapping', () => {
  it('turns the chosen names into column targets', () => {
    expect(checkMapping(customerEntity, headers, { columns: ['customer_name', null, 'credit_code'], mode: 'create', keyField: null }, [], t))
      .toEqual({ targets: [{ kind: 'field', name: 'customer_name' }, null, { kind: 'field', name: 'credit_code' }], matchField: null });
  });

  it('matches by a unique field in update mode, and drops a record-key column when only adding', () => {
    expect(checkMapping(customerEntity, headers, { columns: ['customer_name', 'short_name', RECORD_KEY_TARGET], mode: 'update', keyField: 'customer_name' }, [], t))
      .toEqual({ targets: [{ kind: 'field', name: 'customer_name' }, { kind: 'field', name: 'short_name' }, null], matchField: 'customer_name' });
    expect(checkMapping(customerEntity, headers, { columns: ['customer_name', null, RECORD_KEY_TARGET], mode: 'update', keyField: RECORD_KEY_TARGET }, [], t).targets[2]).toEqual({ kind: 'key' });
    expect(checkMapping(customerEntity, headers, { columns: ['customer_name', null, RECORD_KEY_TARGET], mode: 'create', keyField: null }, [], t).targets[2]).toBeNull();
  });

  it('refuses a field on two columns, a required field left out, and a key field that cannot match', () => {
    expect(refusal(() => checkMapping(customerEntity, headers, { columns: ['customer_name', 'customer_name', null], mode: 'create', keyField: null }, [], t)))
      .toBe('客户名称只能对应一列，现在对应了：公司名称、简称');
    expect(refusal(() => checkMapping(customerEntity, headers, { columns: [null, 'short_name', null], mode: 'create', keyField: null }, [], t)))
      .toBe('以下必填字段还没有对应的列：客户名称');
    expect(refusal(() => checkMapping(customerEntity, headers, { columns: ['customer_name', 'short_name', null], mode: 'update', keyField: 'short_name' }, [], t)))
      .toBe('客户简称不是唯一字段，不能用于匹配已有记录');
    expect(refusal(() => checkMapping(customerEntity, headers, { columns: ['customer_name', null, null], mode: 'update', keyField: 'credit_code' }, [], t)))
      .toBe('用于匹配的字段「统一社会信用代码」还没有对应的列');
    // A field the importing page fixes is not the file's to fill.
    expect(refusal(() => checkMapping(customerEntity, headers, { columns: ['customer_name', 'short_name', null], mode: 'create', keyField: null }, ['short_name'], t)))
      .toBe('列「简称」选择的字段「short_name」不存在');
  });

  it('refuses to start an upload whose headers name no field, or miss a required one when rows are added', () => {
    const upload = { file_name: 'a.xlsx', match_field: null, fixed: {} };
    expect(startRefusal(positionEntity, { ...upload, targets: [null, null] }, t)).toMatch(/^excel\.verify\.wrongHeaders\?/);
    expect(startRefusal(positionEntity, { ...upload, targets: [{ kind: 'field', name: 'code' }] }, t)).toMatch(/^excel\.verify\.missingHeaders\?/);
    expect(startRefusal(positionEntity, { ...upload, targets: [{ kind: 'field', name: 'code' }, { kind: 'key' }] }, t)).toBeNull();
  });
});

describe('the dialog’s choice', () => {
  it('starts in update mode when a key field is known, and marks a target chosen twice', () => {
    const upload = { importKey: 'k', fileName: 'f.xlsx', total: 1, updatesByKey: false, columns: [{ header: 'a', samples: [], target: 'code', suggested: false }], fields: [], remembered: true, keyField: 'code' };
    expect(initialChoice(upload)).toEqual({ columns: ['code'], mode: 'update', keyField: 'code' });
    expect(initialChoice({ ...upload, keyField: null }).mode).toBe('create');
    expect([...repeatedTargets(['code', null, 'name', 'code', null])]).toEqual(['code']);
  });
});
