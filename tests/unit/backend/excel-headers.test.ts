import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportColumns, importFields, listColumns } from '@/lib/backend/modules/excel/columns';
import { matchHeaders, normaliseHeader } from '@/lib/backend/modules/excel/header-match';
import { displayWidth, sheetName, stampedFileName, workbookResponse } from '@/lib/backend/modules/excel/workbook-file';
import { unpackedSize } from '@/lib/backend/modules/excel/zip-guard';
import { positionEntity } from '@/lib/entities/position';
import { userEntity } from '@/lib/entities/user';
import { translate } from '@/lib/i18n/messages';
import { locales } from '@/lib/i18n/locales';

const labelsOf = (key: string) => locales.map((locale) => translate(locale, key));

describe('header matching', () => {
  it('ignores required marks, spaces and letter case', () => {
    expect(normaliseHeader(' 岗位编码* ')).toBe('岗位编码');
    expect(normaliseHeader('Position code＊')).toBe('position code');
  });

  it('maps template headers to fields in either language and skips what it does not know', () => {
    const match = matchHeaders(positionEntity, ['岗位编码*', '创建时间', 'Position name', '职级', '岗位编码', '记录编号'], labelsOf);
    expect(match.targets).toEqual([
      { kind: 'field', name: 'code' }, null, { kind: 'field', name: 'name' }, { kind: 'field', name: 'rank' }, null, { kind: 'key' },
    ]);
    expect(match.hasKey).toBe(true);
    expect(match.missing).toEqual([]);
  });

  it('names the required fields without a column, unless the file carries record keys', () => {
    expect(matchHeaders(positionEntity, ['岗位编码', '职级'], labelsOf).missing).toEqual(['name']);
    expect(matchHeaders(positionEntity, ['岗位编码', '职级', 'Record ID'], labelsOf).missing).toEqual([]);
    expect(matchHeaders(positionEntity, ['岗位编码'], labelsOf, ['name']).missing).toEqual([]);
    // A first password is required when creating, a field with a default is not.
    expect(matchHeaders(userEntity, ['账号', '姓名'], labelsOf).missing).toEqual(['password']);
    expect(matchHeaders(positionEntity, ['姓名', '年龄'], labelsOf).present.size).toBe(0);
  });
});

describe('columns', () => {
  it('exports the list columns in the order asked, ignoring unknown and hidden ones', () => {
    expect(listColumns(positionEntity).map((c) => c.name)).toEqual(['code', 'name', 'rank', 'create_time', 'update_time']);
    expect(exportColumns(positionEntity, ['rank', 'code', 'description', 'nope']).map((c) => c.name)).toEqual(['rank', 'code']);
    expect(exportColumns(userEntity, null).map((c) => c.name)).not.toContain('password_hash');
    expect(exportColumns(positionEntity, []).length).toBe(5);
  });

  it('imports the form fields except attachments', () => {
    expect(importFields(userEntity).map(([n]) => n)).toEqual(['username', 'realname', 'password', 'phone', 'email', 'sex', 'birthday', 'user_type', 'company_name', 'selectedroles', 'selectedpositions', 'selecteddeparts']);
  });
});

describe('workbook files', () => {
  it('names files after the entity and the business time, and sends the name both ways', async () => {
    expect(stampedFileName('岗位', new Date('2026-01-31T16:30:05Z'))).toBe('岗位_20260201003005.xlsx');
    const response = workbookResponse(new Uint8Array([1]), '岗位_20260201003005.xlsx', 'position_20260201003005.xlsx');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="position_20260201003005.xlsx"; filename*=UTF-8''${encodeURIComponent('岗位_20260201003005.xlsx')}`);
    expect(sheetName('a/b:c?[d]')).toBe('a b c  d');
    expect(displayWidth('岗位ab')).toBe(6);
  });

  it('reads what a ZIP promises to unpack to, and refuses what is not a ZIP', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('a').addRow(['x'.repeat(10_000)]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(unpackedSize(bytes)).toBeGreaterThan(10_000);
    expect(unpackedSize(bytes)).toBeLessThan(100_000);
    expect(unpackedSize(new TextEncoder().encode('not a zip at all'))).toBeNull();
  });
});
