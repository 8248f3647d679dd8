import { describe, expect, it } from 'vitest';
import { fromDayjs } from '@/components/entity/fields/date-values';
import { formFields } from '@/components/entity/form-fields';
import { toFormValues, toPayload } from '@/components/entity/form-values';
import { businessDay } from '@/lib/entity/time-zone';
import { departmentEntity } from '@/lib/entities/department';
import { followEntity } from '@/lib/entities/follow';
import { paymentEntity } from '@/lib/entities/payment';
import { userEntity } from '@/lib/entities/user';
import { recordInputSchema } from '@/lib/entity/zod-schema';

const names = (mode: 'create' | 'edit') => formFields(userEntity, mode).map(([name]) => name);

const stored = {
  user_key: 'u1', username: 'zhangsan', realname: '张三', sex: '2', version: 4,
  role_id_list: ['r1', 'r2'], belong_departs: ['d1'],
};

describe('the form and the newer declaration options', () => {
  it('never shows a hidden field, and a createOnly one only when creating', () => {
    expect(names('create')).not.toContain('password_hash');
    expect(names('edit')).not.toContain('password_hash');
    expect(names('create')).toContain('password');
    expect(names('edit')).not.toContain('password');
  });

  it('shows unstored fields and leaves out form: false ones', () => {
    expect(names('edit')).toEqual(expect.arrayContaining(['selectedroles', 'selecteddeparts']));
    expect(names('create')).not.toContain('status');
  });

  it('pre-fills a new record with the declared defaults', () => {
    expect(toFormValues(userEntity, null).sex).toBe('1');
    expect(toFormValues(departmentEntity, null).sort_no).toBe(0);
  });

  it('starts a field that says when something happened at the present moment, and keeps a stored one', () => {
    const before = Date.now();
    const instant = (name: string, record: Record<string, unknown> | null) => Date.parse(fromDayjs(toFormValues(followEntity, record)[name], 'datetime')!);
    expect(instant('follow_time', null)).toBeGreaterThanOrEqual(before - 1000);
    expect(instant('follow_time', null)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(fromDayjs(toFormValues(paymentEntity, null).pay_date, 'date')).toBe(businessDay());
    expect(toFormValues(followEntity, null).next_follow_time ?? null).toBeNull();
    expect(instant('follow_time', { follow_key: 'f1', follow_time: '2026-01-02T03:04:05.000Z', version: 1 })).toBe(Date.parse('2026-01-02T03:04:05.000Z'));
  });

  it('loads an unstored field from the property its loadFrom names, as a list for multiple fields', () => {
    const values = toFormValues(userEntity, stored);
    expect(values.selectedroles).toEqual(['r1', 'r2']);
    expect(values.selecteddeparts).toEqual(['d1']);
    expect(values.sex).toBe('2');
    expect(values).not.toHaveProperty('password');
  });

  it('sends lists comma-joined and the first password when creating', () => {
    const payload = toPayload(userEntity, { username: 'lisi_01', realname: '李四', sex: '1', password: 'abc12345', selectedroles: ['r1', 'r2'], selecteddeparts: ['d1'] }, null);
    expect(payload).toMatchObject({ password: 'abc12345', selectedroles: 'r1,r2', selecteddeparts: 'd1' });
    expect(payload).not.toHaveProperty('password_hash');
    expect(recordInputSchema(userEntity).safeParse(payload).success).toBe(true);
  });

  it('never sends a password when editing, but does send the linked keys', () => {
    const payload = toPayload(userEntity, { ...toFormValues(userEntity, stored), password: 'ignored1' }, { key: 'u1', version: 4 });
    expect(payload).not.toHaveProperty('password');
    expect(payload).toMatchObject({ user_key: 'u1', version: 4, selectedroles: 'r1,r2', selecteddeparts: 'd1' });
  });

  it('sends an emptied multi-select as no keys', () => {
    const payload = toPayload(userEntity, { username: 'lisi_01', realname: '李四', selectedroles: [], selecteddeparts: undefined }, null);
    expect(payload.selectedroles).toBe('');
    expect(recordInputSchema(userEntity).safeParse(payload).success).toBe(true);
  });
});
