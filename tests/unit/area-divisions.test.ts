import { describe, expect, it } from 'vitest';
import { areaCodes, areaNames, areaPathOfNames, areaText, atLevels, isAreaPath, isWellFormedAreaPath } from '@/lib/area/area-paths';
import { areaTree } from '@/lib/area/divisions';
import { recordInputSchema } from '@/lib/entity/zod-schema';
import { departmentEntity } from '@/lib/entities/department';

const tree = areaTree();

describe('administrative divisions', () => {
  it('holds every province-level division with cities and districts below', () => {
    expect(tree).toHaveLength(34);
    const guangdong = tree.find((p) => p.code === '440000')!;
    expect(guangdong.name).toBe('广东省');
    const guangzhou = guangdong.children!.find((c) => c.code === '440100')!;
    expect(guangzhou.name).toBe('广州市');
    expect(guangzhou.children!.map((d) => d.name)).toContain('天河区');
  });

  it('cuts the tree to fewer levels', () => {
    expect(atLevels(tree, 1).every((p) => p.children === undefined)).toBe(true);
    const two = atLevels(tree, 2);
    expect(two[0]!.children!.every((c) => c.children === undefined)).toBe(true);
  });

  it('names a code path and keeps unknown codes visible', () => {
    expect(areaNames('440000,440100,440106', tree)).toEqual(['广东省', '广州市', '天河区']);
    expect(areaText('310000,310100,310115', tree)).toBe('上海市 / 上海市 / 浦东新区');
    expect(areaNames('440000,999999', tree)).toEqual(['广东省', '999999']);
  });

  it('reads codes from arrays and loosely separated text', () => {
    expect(areaCodes(['440000', '440100'])).toEqual(['440000', '440100']);
    expect(areaCodes('440000， 440100 440106')).toEqual(['440000', '440100', '440106']);
    expect(areaCodes(null)).toEqual([]);
  });

  it('tells real paths from invented ones', () => {
    expect(isAreaPath(['440000', '440100', '440106'], tree)).toBe(true);
    expect(isAreaPath(['440000', '310100'], tree)).toBe(false);
    expect(isAreaPath([], tree)).toBe(false);
  });

  it('turns a path of names back into codes', () => {
    expect(areaPathOfNames('广东省/广州市/天河区', tree)).toEqual(['440000', '440100', '440106']);
    expect(areaPathOfNames('广东省 / 深圳市', tree)).toEqual(['440000', '440300']);
    expect(areaPathOfNames('广东省/不存在市', tree)).toBeNull();
  });

  it('checks the shape of a path without the data', () => {
    expect(isWellFormedAreaPath(['440000', '440100', '440106'])).toBe(true);
    expect(isWellFormedAreaPath(['440000', '310100'])).toBe(false);
    expect(isWellFormedAreaPath(['440000', '440100', '440106'], 2)).toBe(false);
    expect(isWellFormedAreaPath(['44000'])).toBe(false);
  });

  it('the form and server schema refuse a malformed area value', () => {
    const schema = recordInputSchema(departmentEntity);
    expect(schema.safeParse({ depart_name: 'x', org_code: 'A', region: '440000,440100,440106' }).success).toBe(true);
    expect(schema.safeParse({ depart_name: 'x', org_code: 'A', region: '440000,310100' }).success).toBe(false);
    expect(schema.safeParse({ depart_name: 'x', org_code: 'A', region: 'abc' }).success).toBe(false);
  });
});
