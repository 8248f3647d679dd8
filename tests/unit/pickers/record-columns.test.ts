import { describe, expect, it } from 'vitest';
import { DEFAULT_ROW_KEY, MAX_PICKER_COLUMNS, pickerColumnFields, pickerRowKey } from '@/components/pickers/record-columns';
import { pickerUserOf } from '@/components/pickers/user-directory';
import { permissionEntity } from '@/lib/entities/permission';
import { positionEntity } from '@/lib/entities/position';
import { ellipsis, PICKER_ELLIPSIS_UNITS } from '@/lib/entity/text-display';

describe('the record picker table', () => {
  it('keys rows by the given key, else the entity key, else position_key', () => {
    expect(DEFAULT_ROW_KEY).toBe('position_key');
    expect(pickerRowKey(undefined)).toBe('position_key');
    expect(pickerRowKey({ key: '' })).toBe('position_key');
    expect(pickerRowKey(permissionEntity)).toBe('permission_key');
    expect(pickerRowKey(permissionEntity, 'name')).toBe('name');
  });

  it('shows the title field first and at most five list columns', () => {
    const names = pickerColumnFields(permissionEntity).map(([name]) => name);
    expect(names[0]).toBe('title');
    expect(names).toHaveLength(MAX_PICKER_COLUMNS);
    expect(names).not.toContain('parent_key');
    expect(pickerColumnFields(positionEntity).map(([name]) => name)).toEqual(['name', 'code', 'rank']);
  });

  it('cuts cell text at 12 units, a Chinese character counting two', () => {
    expect(PICKER_ELLIPSIS_UNITS).toBe(12);
    expect(ellipsis('华信金服总部信息技术部', PICKER_ELLIPSIS_UNITS)).toBe('华信金服总部...');
    expect(ellipsis('short name', PICKER_ELLIPSIS_UNITS)).toBe('short name');
  });
});

describe('users as the picker lists them', () => {
  it('reads the answered user and falls back to the account for a missing name', () => {
    expect(pickerUserOf({ user_key: 'u1', username: 'lina', realname: '李娜', sex: '2', status: '1', org_code_txt: '华东销售组' }))
      .toEqual({ user_key: 'u1', username: 'lina', realname: '李娜', sex: '2', phone: '', status: '1', org_code_txt: '华东销售组', positions: '' });
    // A company-directory entry: no account, sex, phone or status to show, positions by name.
    expect(pickerUserOf({ user_key: 'u3', realname: '王芳', avatar: null, belong_departs: ['dep-finance'], org_code_txt: '财务部', position_names: ['财务经理', '总经理'] }))
      .toEqual({ user_key: 'u3', username: '', realname: '王芳', sex: '', phone: '', status: '', org_code_txt: '财务部', positions: '财务经理、总经理' });
    expect(pickerUserOf({ user_key: 'u2', username: 'wang' })?.realname).toBe('wang');
    expect(pickerUserOf({ username: 'nokey' })).toBeNull();
  });
});
