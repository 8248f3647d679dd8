import { describe, expect, it } from 'vitest';
import { businessDateTime, businessStamp } from '@/lib/entity/business-time';
import { fromCell, textsToResolve, toCell, type DisplayLabels, type KeyFound, type KeyLookup } from '@/lib/backend/modules/excel/cell-values';
import { pickKey } from '@/lib/backend/modules/excel/key-lookups';
import { translate } from '@/lib/i18n/messages';
import type { FieldDef } from '@/lib/entity/types';

const labels: DisplayLabels = {
  dictText: (code, value) => ({ sex: { '1': '男', '2': '女' } as Record<string, string> })[code]?.[value],
  userName: (key) => ({ 'usr-a': '张伟', 'usr-b': '李娜' } as Record<string, string>)[key],
  departmentName: (key) => ({ 'dep-f': '财务部' } as Record<string, string>)[key],
  refLabel: (entity, key) => (entity === 'role' ? ({ 'role-staff': '普通员工' } as Record<string, string>)[key] : undefined),
  areaText: (codes) => (codes === '440000,440100' ? '广东省 / 广州市' : codes),
  yes: '是',
  no: '否',
};

const found = (map: Record<string, KeyFound>) => (text: string): KeyFound => map[text] ?? 'missing';
const keys: KeyLookup = {
  dictValue: (code, text) => (code === 'sex' ? ({ 男: '1', 女: '2', '1': '1', '2': '2' } as Record<string, string>)[text] : undefined),
  userKey: found({ 张伟: { key: 'usr-a' }, zhangwei: { key: 'usr-a' }, 李娜: { key: 'usr-b' }, 王芳: 'ambiguous' }),
  departmentKey: found({ 财务部: { key: 'dep-f' } }),
  refKey: (entity, text) => (entity === 'role' && text === '普通员工' ? { key: 'role-staff' } : 'missing'),
  areaCodes: (text) => (text.startsWith('广东省') ? '440000,440100' : null),
};

const field = <T extends FieldDef>(f: T): T => f;
const text = field({ type: 'text', label: 'entity.position.fields.name' });
const money = field({ type: 'money', label: 'entity.position.fields.rank' });
const number = field({ type: 'number', label: 'entity.position.fields.rank', integer: true });
const date = field({ type: 'date', label: 'entity.user.fields.birthday' });
const datetime = field({ type: 'datetime', label: 'entity.user.fields.birthday' });
const bool = field({ type: 'bool', label: 'entity.dictionary.fields.tree' });
const sex = field({ type: 'dict', dictCode: 'sex', label: 'entity.user.fields.sex' });
const sexes = field({ type: 'multiDict', dictCode: 'sex', label: 'entity.user.fields.sex' });
const user = field({ type: 'user', label: 'entity.permissionGroup.fields.member_keys' });
const users = field({ type: 'user', multiple: true, label: 'entity.permissionGroup.fields.member_keys' });
const department = field({ type: 'department', label: 'entity.user.fields.departs' });
const roles = field({ type: 'ref', entity: 'role', labelField: 'role_name', multiple: true, label: 'entity.user.fields.roles' });
const area = field({ type: 'area', label: 'entity.department.fields.region' });
const image = field({ type: 'image', label: 'entity.user.fields.avatar' });

const zh = (message: string) => translate('zh-CN', message);

describe('stored values to cells (export)', () => {
  it('writes what the list shows', () => {
    expect(toCell(sex, '2', labels)).toBe('女');
    expect(toCell(sexes, '1,2', labels)).toBe('男,女');
    expect(toCell(sex, '9', labels)).toBe('9');
    expect(toCell(users, 'usr-a,usr-b', labels)).toBe('张伟,李娜');
    expect(toCell(department, 'dep-f', labels)).toBe('财务部');
    expect(toCell(roles, 'role-staff,role-gone', labels)).toBe('普通员工,role-gone');
    expect(toCell(bool, true, labels)).toBe('是');
    expect(toCell(bool, false, labels)).toBe('否');
    expect(toCell(money, '1234.5', labels)).toBe(1234.5);
    expect(toCell(area, '440000,440100', labels)).toBe('广东省 / 广州市');
    expect(toCell(image, JSON.stringify([{ name: 'a.png', url: '/files/x.png' }]), labels)).toBe('a.png');
    expect(toCell(text, null, labels)).toBeNull();
    expect(toCell(date, '2026-01-31', labels)).toBe('2026-01-31');
  });

  it('writes instants in business time (UTC+8) whatever the server zone', () => {
    const instant = new Date('2026-01-31T16:30:05Z');
    expect(toCell(datetime, instant, labels)).toBe('2026-02-01 00:30:05');
    expect(toCell(null, instant, labels)).toBe('2026-02-01 00:30:05');
    expect(businessDateTime(instant)).toBe('2026-02-01 00:30:05');
    expect(businessStamp(instant)).toBe('20260201003005');
  });
});

describe('cells to stored values (import)', () => {
  const value = (f: FieldDef, raw: Parameters<typeof fromCell>[1]) => fromCell(f, raw, keys);

  it('turns texts back into dictionary values, keys and booleans', () => {
    expect(value(sex, '女')).toEqual({ value: '2' });
    expect(value(sex, '2')).toEqual({ value: '2' });
    expect(value(sexes, '男，女、男')).toEqual({ value: '1,2' });
    expect(value(user, 'zhangwei')).toEqual({ value: 'usr-a' });
    expect(value(users, '张伟, 李娜')).toEqual({ value: 'usr-a,usr-b' });
    expect(value(department, '财务部')).toEqual({ value: 'dep-f' });
    expect(value(roles, '普通员工')).toEqual({ value: 'role-staff' });
    expect(value(area, '广东省 / 广州市')).toEqual({ value: '440000,440100' });
    for (const yes of ['是', 'Yes', 'TRUE', 1, true]) expect(value(bool, yes)).toEqual({ value: true });
    for (const no of ['否', 'no', '0', false]) expect(value(bool, no)).toEqual({ value: false });
  });

  it('names what cannot be resolved, with the field label', () => {
    const error = (f: FieldDef, raw: string) => {
      const result = value(f, raw);
      return 'error' in result ? zh(result.error) : null;
    };
    expect(error(sex, '未知')).toBe('性别「未知」不是可选的值');
    expect(error(user, '赵六')).toBe('成员：找不到用户「赵六」');
    expect(error(user, '王芳')).toBe('成员：「王芳」对应多个用户，请填写账号');
    expect(error(users, '张伟,赵六')).toBe('成员：找不到用户「赵六」');
    expect(error(bool, '也许')).toBe('树形字典应填写“是”或“否”，不能是「也许」');
    expect(error(date, '2024-02-30')).toBe('生日的格式应为 YYYY-MM-DD');
    expect(error(area, '火星')).toBe('所在地区：无法识别地区「火星」');
  });

  it('reads figures and dates the ways spreadsheets hold them', () => {
    expect(value(money, '¥1,234.50')).toEqual({ value: '1234.50' });
    expect(value(money, 99.5)).toEqual({ value: 99.5 });
    expect(value(number, 'abc')).toEqual({ value: 'abc' });
    // A date cell arrives as the wall-clock time read as UTC.
    expect(value(date, new Date(Date.UTC(2026, 0, 5)))).toEqual({ value: '2026-01-05' });
    expect(value(date, '2026/1/5')).toEqual({ value: '2026-01-05' });
    expect(value(date, '2026年1月5日')).toEqual({ value: '2026-01-05' });
    expect(value(date, '2026-01-05 08:00:00')).toEqual({ value: '2026-01-05' });
    expect(value(date, 46027)).toEqual({ value: '2026-01-05' });
    expect(value(datetime, new Date(Date.UTC(2026, 0, 5, 9, 30)))).toEqual({ value: '2026-01-05 09:30:00' });
    expect(value(datetime, '2026-1-5 9:30')).toEqual({ value: '2026-01-05 09:30:00' });
    expect(value(datetime, '2026-01-05')).toEqual({ value: '2026-01-05 00:00:00' });
    expect(value(text, 13800000001)).toEqual({ value: '13800000001' });
    expect(value(text, '  两边空格  ')).toEqual({ value: '两边空格' });
    expect(value(text, '   ')).toEqual({ value: null });
    expect(value(text, null)).toEqual({ value: null });
  });

  it('round-trips what an export writes', () => {
    const stored: [FieldDef, unknown][] = [[sex, '2'], [sexes, '1,2'], [users, 'usr-a,usr-b'], [department, 'dep-f'], [roles, 'role-staff'], [bool, false], [money, 1234.5], [date, '2026-01-31'], [area, '440000,440100'], [text, '说明']];
    for (const [f, v] of stored) expect(fromCell(f, toCell(f, v, labels), keys)).toEqual({ value: v });
    const instant = new Date('2026-01-31T16:30:05Z');
    expect(fromCell(datetime, toCell(datetime, instant, labels), keys)).toEqual({ value: '2026-02-01 00:30:05' });
  });

  it('lists the texts that need a lookup', () => {
    expect(textsToResolve(users, '张伟、李娜')).toEqual(['张伟', '李娜']);
    expect(textsToResolve(user, '张伟,李娜')).toEqual(['张伟,李娜']);
    expect(textsToResolve(sex, '男')).toEqual([]);
    expect(textsToResolve(roles, null)).toEqual([]);
  });
});

describe('picking the record a text names', () => {
  const candidates = [
    { key: 'u1', code: 'wangfang', label: '王芳' },
    { key: 'u2', code: 'wangfang2', label: '王芳' },
    { key: 'u3', code: 'lina', label: '李娜' },
  ];
  it('prefers the unique code, then a label only one record has, then the key', () => {
    expect(pickKey('wangfang2', candidates)).toEqual({ key: 'u2' });
    expect(pickKey('李娜', candidates)).toEqual({ key: 'u3' });
    expect(pickKey('王芳', candidates)).toBe('ambiguous');
    expect(pickKey('u1', candidates)).toEqual({ key: 'u1' });
    expect(pickKey('nobody', candidates)).toBe('missing');
  });
});
