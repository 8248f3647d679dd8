import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { openEntityForm, saveAndSent } from '../support/entity-form';
import { answerPermissions, PERMISSION_QUERY_PATH } from '../support/permissions';
import { closed, dialogNamed, okIn, pointAt } from '../support/dialogs';
import { rowsOf, rowWith } from '../support/pickers';
import { sentCalls } from '../support/answers';

/**
 * The record picker over the seeded menus: a permission group's menus (multiple) and a menu's
 * parent (single), each opened by the button beside the field's drop-down.
 */
const cellNamed = (row: HTMLElement, text: string) => [...row.querySelectorAll('td')].some((cell) => cell.textContent === text);
const rowNamed = (scope: HTMLElement, text: string) => rowsOf(scope).find((row) => cellNamed(row, text))!;
/** Whether nothing around the input is hidden (the filters after the second wait behind 展开). */
function shown(input: HTMLElement): boolean {
  for (let at: HTMLElement | null = input; at; at = at.parentElement) if (at.style.display === 'none') return false;
  return true;
}

/** The form with its required fields filled, and the picker opened by the button named `browse`. */
async function openPicker(entity: 'permissionGroup' | 'permission', fields: Record<string, string>, browse: string) {
  const opened = await openEntityForm(entity);
  answerPermissions();
  for (const [name, text] of Object.entries(fields)) await opened.user.type(opened.form.querySelector<HTMLInputElement>(`#entity-form-${entity}_${name}`)!, text);
  await within(opened.form).findByRole('button', { name: browse });
  await opened.user.click(await pointAt(opened.user, () => within(opened.form).getByRole('button', { name: browse })));
  const picker = await dialogNamed('选择菜单权限');
  const results = within(picker).getByTestId('record-picker-results');
  const chosen = within(picker).getByTestId('record-picker-chosen');
  await waitFor(() => expect(rowsOf(results)).toHaveLength(5));
  return { ...opened, picker, results, chosen };
}

describe('the record picker', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    // No message the catalogues lack, nor a path that is not a message.
    expect(consoleError.mock.calls.map(String).filter((text) => /INSUFFICIENT_PATH|MISSING_MESSAGE/.test(text))).toEqual([]);
    consoleError.mockRestore();
  });

  it('multiple: filters (the extra ones behind 展开), ticks, deletes from the chosen table, fills and sends the form', async () => {
    const opened = await openPicker('permissionGroup', { group_name: '选菜单' }, '浏览选择授权菜单');
    const { form, user, picker, results, chosen } = opened;
    expect(picker.querySelector('.ant-pagination-options')?.textContent).toContain('5 条/页');

    const path = picker.querySelector<HTMLElement>('#record-picker-filter-permission_path')!;
    const expand = within(picker).getByTestId('record-picker-expand');
    expect(shown(path)).toBe(false);
    await user.click(expand);
    expect(shown(path)).toBe(true);
    expect(expand.textContent).toContain('收起');
    await user.click(expand);
    expect(shown(path)).toBe(false);

    await user.type(picker.querySelector<HTMLInputElement>('#record-picker-filter-permission_name')!, 'crm-customer{Enter}');
    await waitFor(() => expect(sentCalls(PERMISSION_QUERY_PATH).at(-1)?.body).toMatchObject({ name: '*crm-customer*' }));
    await waitFor(() => expect(rowsOf(results).every((row) => row.textContent.includes('crm-customer'))).toBe(true));
    expect(rowsOf(results)).toHaveLength(5);
    for (const title of ['客户', '客户公海', '客户组织架构']) await user.click(rowNamed(results, title));
    expect(rowsOf(chosen)).toHaveLength(3);
    await user.click(within(rowWith(chosen, '客户公海')).getByTestId('record-picker-remove'));
    expect(rowsOf(chosen).map((row) => row.querySelector('td')!.textContent)).toEqual(['客户', '客户组织架构']);
    expect(rowNamed(results, '客户公海').querySelector<HTMLInputElement>('.ant-checkbox-input')!.checked).toBe(false);
    // Cell text is cut at 12 units; the whole text shows on hover.
    await user.hover(within(rowNamed(results, '客户公海')).getByText('crm-customer...'));
    await waitFor(() => expect([...document.querySelectorAll('.ant-tooltip')].some((tip) => tip.textContent === 'crm-customer-sea')).toBe(true));

    // Reset brings back the unfiltered first page; the choice stays.
    await user.click(within(picker).getByTestId('record-picker-reset'));
    expect(picker.querySelector<HTMLInputElement>('#record-picker-filter-permission_name')!.value).toBe('');
    await waitFor(() => expect(sentCalls(PERMISSION_QUERY_PATH).at(-1)?.body).not.toHaveProperty('name'));
    await waitFor(() => expect(rowsOf(results).some((row) => !row.textContent.includes('crm-customer'))).toBe(true));
    expect(rowsOf(results)).toHaveLength(5);
    expect(rowsOf(chosen)).toHaveLength(2);
    await user.click(okIn(picker));
    await closed(picker);
    const select = within(form).getByTestId('record-select');
    await waitFor(() => expect([...select.querySelectorAll('.ant-select-selection-item')].map((item) => item.textContent)).toEqual(['客户', '客户组织架构']));

    expect(await saveAndSent(opened, 'permissionGroup')).toMatchObject({ group_name: '选菜单', permission_keys: 'perm-crm-customer,perm-crm-customer-department' });
  });

  it('single: the newly ticked record replaces the previous one and is sent', async () => {
    const opened = await openPicker('permission', { title: '测试菜单', name: 'component-menu' }, '浏览选择上级菜单');
    const { form, user, picker, results, chosen } = opened;
    await user.type(picker.querySelector<HTMLInputElement>('#record-picker-filter-permission_name')!, 'crm-customer');
    await user.click(within(picker).getByTestId('record-picker-search'));
    await waitFor(() => expect(rowsOf(results).every((row) => row.textContent.includes('crm-customer'))).toBe(true));
    expect(rowsOf(results)).toHaveLength(5);
    expect(results.querySelectorAll('.ant-radio-input').length).toBeGreaterThan(0);
    await user.click(rowNamed(results, '客户公海'));
    expect(rowsOf(chosen).map((row) => row.querySelector('td')!.textContent)).toEqual(['客户公海']);
    await user.click(rowNamed(results, '客户组织架构').querySelector<HTMLInputElement>('.ant-radio-input')!);
    expect(rowsOf(chosen).map((row) => row.querySelector('td')!.textContent)).toEqual(['客户组织架构']);
    await user.click(okIn(picker));
    await closed(picker);
    await waitFor(() => expect(within(form).getByTestId('record-select').querySelector('.ant-select')!.textContent).toContain('客户组织架构'));

    expect(await saveAndSent(opened, 'permission')).toMatchObject({ title: '测试菜单', name: 'component-menu', parent_key: 'perm-crm-customer-department' });
  });
});
