import { describe, expect, it } from 'vitest';
import { likeness, suggestFields } from '@/lib/backend/modules/excel/header-suggestions';

const customerFields = [
  { name: 'customer_name', labels: ['客户名称', 'Customer name'] },
  { name: 'industry', labels: ['所属行业', 'Industry'] },
  { name: 'mobile', labels: ['手机号', 'Mobile'] },
  { name: 'telephone', labels: ['联系电话', 'Telephone'] },
  { name: 'project_name', labels: ['项目名称', 'Project name'] },
  { name: 'remark', labels: ['备注', 'Remark'] },
];

describe('the mapping step suggests a field for a header that names none exactly', () => {
  it('by one label inside the other, synonyms and pinyin', () => {
    expect(likeness('行业', '所属行业')).toBeGreaterThanOrEqual(0.6);
    expect(likeness('手机号码', '手机号')).toBeGreaterThanOrEqual(0.6);
    expect(likeness('电话', '联系电话')).toBe(0.9);
    expect(likeness('说明', '备注')).toBe(0.9);
    expect(likeness('hangye', '所属行业')).toBe(0);
    expect(likeness('suoshuhangye', '所属行业')).toBe(0.85);
    expect(likeness('khmc', '客户名称')).toBe(0.85);
    expect(likeness('Customer Name*', '客户名称')).toBe(0);
    expect(likeness('名', '客户名称')).toBe(0);
    expect(likeness('创建时间', '客户名称')).toBe(0);
  });

  it('maps each field once, leaves mapped columns and ties alone', () => {
    const headers = ['客户名称', '行业', '手机号码', '电话', '名称', 'khmc', '说明', '创建时间', 'xmmc'];
    const targets = ['customer_name', null, null, null, null, null, null, null, null];
    expect(suggestFields(headers, targets, customerFields)).toEqual([
      null,
      'industry',
      'mobile',
      'telephone',
      // 名称 sits in 客户名称 and 项目名称 alike: the user chooses.
      null,
      // khmc is 客户名称 in initials, but that field has its column already.
      null,
      'remark',
      null,
      'project_name',
    ]);
  });
});
