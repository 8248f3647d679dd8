import { describe, expect, it } from 'vitest';
import { parseColumnLayout, visibleColumns } from '@/components/entity/column-prefs';
import { rightsFor } from '@/components/entity/entity-rights';
import { fieldErrors } from '@/components/entity/form-values';
import { defaultSort, lastPage, pageRange, queryBody, sortFrom } from '@/components/entity/list-query';
import { messageText } from '@/components/entity/message-text';
import type { MenuItem } from '@/lib/client/session-types';
import { positionEntity } from '@/lib/entities/position';
import { translate } from '@/lib/i18n/messages';
import { sampleEntity } from './sample-entity';

describe('the total text', () => {
  it('names the rows shown and the total', () => {
    expect(pageRange(1, 10, 23)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 10, 23)).toEqual({ from: 21, to: 23 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(translate('zh-CN', 'entityUi.list.total', { ...pageRange(3, 10, 23), total: 23 })).toBe('21-23 共23条');
    expect(translate('en-US', 'entityUi.list.total', { ...pageRange(1, 10, 23), total: 23 })).toBe('1-10 of 23');
  });

  it('steps back to the last page that has rows', () => {
    expect(lastPage(10, 20)).toBe(2);
    expect(lastPage(10, 21)).toBe(3);
    expect(lastPage(10, 0)).toBe(1);
  });
});

describe('sorting', () => {
  it('defaults to createTime descending and returns there when a sort is cleared', () => {
    expect(defaultSort(positionEntity)).toEqual({ column: 'createTime', order: 'desc' });
    expect(sortFrom(positionEntity, 'rank', 'ascend')).toEqual({ column: 'rank', order: 'asc' });
    expect(sortFrom(positionEntity, 'rank', null)).toEqual({ column: 'createTime', order: 'desc' });
    expect(queryBody({ pageNo: 2, pageSize: 20, sort: { column: 'rank', order: 'desc' }, filters: { name: '*a*' } })).toEqual({
      pageNo: 2, pageSize: 20, column: 'rank', order: 'desc', name: '*a*',
    });
  });
});

describe('messages from the shared schema', () => {
  const catalogue: Record<string, string> = {
    'validation.maxLength': '最大长度{n}位字符',
    'validation.required': '请填写{label}',
    'entity.position.fields.code': '岗位编码',
  };
  const t = Object.assign((key: string, values?: Record<string, string | number>) => catalogue[key]!.replace(/\{(\w+)\}/g, (_m, n: string) => String(values?.[n] ?? '')), {
    has: (key: string) => key in catalogue,
  });

  it('translates the key, its values, and a label that is itself a key', () => {
    expect(messageText(t, 'validation.required?label=entity.position.fields.code')).toBe('请填写岗位编码');
    expect(messageText(t, 'validation.maxLength?n=64&label=entity.position.fields.code')).toBe('最大长度64位字符');
    expect(messageText(t, 'Something else')).toBe('Something else');
  });

  it('keeps the first message per field for the form', () => {
    const issues = [
      { path: ['code'], message: 'validation.required?label=entity.position.fields.code' },
      { path: ['code'], message: 'second' },
      { path: ['rank'], message: 'validation.maxLength?n=2' },
    ];
    expect(fieldErrors(issues, (m) => messageText(t, m))).toEqual([
      { name: 'code', errors: ['请填写岗位编码'] },
      { name: 'rank', errors: ['最大长度2位字符'] },
    ]);
  });
});

describe('column settings', () => {
  const options = [
    { name: 'a', hiddenByDefault: false },
    { name: 'b', hiddenByDefault: true },
    { name: 'c', hiddenByDefault: false },
  ];

  it('shows the defaults, or the chosen columns in their order with their widths', () => {
    const names = (layout: { name: string }[]) => layout.map((c) => c.name);
    expect(names(visibleColumns(options, []))).toEqual(['a', 'c']);
    expect(visibleColumns(options, [{ name: 'c', width: 200 }, { name: 'b' }])).toEqual([{ name: 'c', width: 200 }, { name: 'b' }]);
    // A column that no longer exists is passed over; nothing left shows the declared ones.
    expect(names(visibleColumns(options, [{ name: 'gone' }]))).toEqual(['a', 'c']);
  });

  it('reads a stored layout, and a stored choice of the older shape as the layout it meant', () => {
    expect(parseColumnLayout('[{"name":"b","width":180.4},{"name":""},{"width":3}]', options)).toEqual([{ name: 'b', width: 180 }]);
    expect(parseColumnLayout('{"a":false,"b":true}', options)).toEqual([{ name: 'b' }, { name: 'c' }]);
    expect(parseColumnLayout('{oops', options)).toEqual([]);
    expect(parseColumnLayout(null, options)).toEqual([]);
  });
});

describe('rights shown in the interface', () => {
  const menu = (name: string, children: MenuItem[] = []): MenuItem =>
    ({ id: name, path: `/${name}`, name, redirect: null, component: null, hidden: false, isFavorite: false, alwaysShow: false, route: '1', meta: { title: name, icon: null, url: null, permissionList: [], keepAlive: false, internalOrExternal: false, componentName: name }, children });

  it('administrators hold everything; others hold what their menus and buttons name', () => {
    expect(rightsFor(sampleEntity, { isAdmin: true, menus: [], permissionCodes: [] })).toEqual({ read: true, create: true, update: true, delete: true });
    expect(rightsFor(sampleEntity, { isAdmin: false, menus: [menu('system', [menu('sample-read')])], permissionCodes: [] })).toEqual({ read: true, create: true, update: true, delete: false });
    expect(rightsFor(sampleEntity, { isAdmin: false, menus: [menu('sample-read')], permissionCodes: ['sample-delete'] }).delete).toBe(true);
    expect(rightsFor(positionEntity, { isAdmin: false, menus: [menu('home')], permissionCodes: [] }).read).toBe(false);
  });
});
