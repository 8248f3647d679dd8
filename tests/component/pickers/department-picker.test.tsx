import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEntityForm, saveAndSent } from '../support/entity-form';
import { closed, dialogNamed, okIn } from '../support/dialogs';
import { boxTags, treeNode } from '../support/pickers';

/** The department picker (the demo company's tree): a user's departments (multiple), a department's parent (single). */
const checked = (picker: HTMLElement) => [...picker.querySelectorAll('.ant-tree-checkbox-checked')].map((box) => box.closest('.ant-tree-treenode')!.querySelector('.ant-tree-title')!.textContent);
const title = (picker: HTMLElement, text: string) => [...picker.querySelectorAll('.ant-tree-title')].find((t) => t.textContent === text);

describe('the department picker', () => {
  it('multiple: search narrows and highlights, every ticked department is kept and sent', async () => {
    const opened = await openEntityForm('user');
    const { form, user } = opened;
    await user.type(form.querySelector<HTMLInputElement>('#entity-form-user_username')!, 'dp_picker');
    await user.type(form.querySelector<HTMLInputElement>('#entity-form-user_realname')!, '部门测试');
    await user.type(form.querySelector<HTMLInputElement>('#entity-form-user_password')!, 'Picker2026');
    await user.click(form.querySelector<HTMLElement>('#entity-form-user_selecteddeparts')!);
    const picker = await dialogNamed('选择部门');
    await waitFor(() => expect(title(picker, '总经办')).toBeTruthy());

    const search = within(picker).getByTestId('tree-search');
    await user.type(search, '华东');
    await waitFor(() => expect(title(picker, '总经办')).toBeUndefined());
    // The match is marked within its title.
    expect([...title(picker, '华东销售组')!.querySelectorAll(':scope > span > span')].map((s) => s.textContent)).toEqual(['华东']);
    await user.click(treeNode(picker, '华东销售组').querySelector<HTMLElement>('.ant-tree-checkbox')!);
    // Another search hides the ticked department; it stays ticked.
    await user.clear(search);
    await user.type(search, '华南');
    await waitFor(() => expect(title(picker, '华东销售组')).toBeUndefined());
    await user.click(treeNode(picker, '华南销售组').querySelector<HTMLElement>('.ant-tree-checkbox')!);
    await user.clear(search);
    await waitFor(() => expect(title(picker, '总经办')).toBeTruthy());
    expect(checked(picker)).toEqual(['华东销售组', '华南销售组']);
    await user.click(okIn(picker));
    await closed(picker);
    expect(boxTags(form, 'department-field')).toEqual(['华东销售组', '华南销售组']);

    expect(await saveAndSent(opened, 'user')).toMatchObject({ username: 'dp_picker', selecteddeparts: 'dep-sales-east,dep-sales-south' });
  });

  it('single: the newly ticked department replaces the previous one, a click on a name ticks it too', async () => {
    const opened = await openEntityForm('department');
    const { form, user } = opened;
    await user.type(form.querySelector<HTMLInputElement>('#entity-form-department_depart_name')!, '单选部门');
    await user.click(form.querySelector<HTMLElement>('#entity-form-department_parent_key')!);
    const picker = await dialogNamed('选择部门');
    await waitFor(() => expect(title(picker, '财务部')).toBeTruthy());
    await user.click(treeNode(picker, '财务部').querySelector<HTMLElement>('.ant-tree-checkbox')!);
    expect(checked(picker)).toEqual(['财务部']);
    await user.click(title(picker, '项目部')!);
    expect(checked(picker)).toEqual(['项目部']);
    await user.click(okIn(picker));
    await closed(picker);
    expect(boxTags(form, 'department-field')).toEqual(['项目部']);

    expect(await saveAndSent(opened, 'department')).toMatchObject({ depart_name: '单选部门', parent_key: 'dep-project' });
  });
});
