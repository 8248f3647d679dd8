import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEntityForm, saveAndSent } from '../support/entity-form';
import { closed, dialogNamed, isShut, okIn } from '../support/dialogs';
import { answerUserDirectory, boxTags, chosenUsers, rowsOf, rowWith, type DirectoryRow } from '../support/pickers';

/**
 * The user picker in multiple mode: a permission group's members. Eleven colleagues in 项目部 give
 * its table a second page.
 */
const PROJECT_TEAM: DirectoryRow[] = Array.from({ length: 11 }, (_, i) => ({
  user_key: `usr-pk-${i + 1}`, username: `pk_${i + 1}`, realname: `项目成员${i + 1}号`, departs: ['dep-project'],
}));

describe('the user picker, multiple', () => {
  it('the tree narrows the table, the choice survives pages, departments and searches, OK needs one user, the members are sent', async () => {
    const opened = await openEntityForm('permissionGroup');
    const { form, user } = opened;
    answerUserDirectory(PROJECT_TEAM);
    await user.type(form.querySelector<HTMLInputElement>('#entity-form-permissionGroup_group_name')!, '选人测试');
    await user.click(form.querySelector<HTMLElement>('#entity-form-permissionGroup_member_keys')!);
    const picker = await dialogNamed('选择用户');
    const table = within(picker).getByTestId('user-picker-table');
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));

    // Nothing chosen: OK warns and the dialog stays.
    await user.click(okIn(picker));
    expect(await screen.findByText('请选择最少一个用户')).toBeTruthy();
    expect(isShut(picker)).toBe(false);

    const tree = within(picker).getByTestId('user-picker-tree');
    await user.click(within(tree).getByText('财务部', { exact: true }));
    await waitFor(() => expect(rowsOf(table).map((r) => r.textContent)).toEqual([expect.stringContaining('wangfang')]));
    await user.click(rowsOf(table)[0]!);

    await user.click(within(tree).getByText('项目部', { exact: true }));
    await waitFor(() => expect(picker.querySelector('.ant-pagination-total-text')?.textContent).toBe('1-10 共11条'));
    const firstOfProject = rowsOf(table)[0]!.querySelectorAll('td')[2]!.textContent.trim();
    expect(firstOfProject).toBe('项目成员1号');
    await user.click(rowsOf(table)[0]!);
    await user.click(picker.querySelector<HTMLElement>('.ant-pagination-item-2')!);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    const lastOfProject = rowsOf(table)[0]!.querySelectorAll('td')[2]!.textContent.trim();
    expect(lastOfProject).toBe('项目成员11号');
    await user.click(rowsOf(table)[0]!.querySelector<HTMLInputElement>('.ant-checkbox-input')!);
    await user.click(picker.querySelector<HTMLElement>('.ant-pagination-item-1')!);
    await waitFor(() => expect(rowWith(table, firstOfProject).querySelector<HTMLInputElement>('.ant-checkbox-input')!.checked).toBe(true));
    expect(chosenUsers(picker)).toEqual(['王芳', firstOfProject, lastOfProject]);

    // Keyword search (Enter) and reset; the choice stays.
    await user.click(within(picker).getByTestId('user-picker-reset'));
    await user.type(within(picker).getByTestId('user-picker-keyword'), 'zhangwei{Enter}');
    await waitFor(() => expect(rowsOf(table).map((r) => r.textContent)).toEqual([expect.stringContaining('张伟')]));
    expect(chosenUsers(picker)).toHaveLength(3);

    // A closed tag leaves the choice.
    await user.click(within(picker).getByRole('button', { name: `移除${firstOfProject}` }));
    expect(chosenUsers(picker)).toEqual(['王芳', lastOfProject]);
    await user.click(okIn(picker));
    await closed(picker);
    expect(boxTags(form, 'user-field')).toEqual(['王芳', lastOfProject]);

    expect(await saveAndSent(opened, 'permissionGroup')).toMatchObject({ group_name: '选人测试', member_keys: 'usr-finance,usr-pk-11' });
  });
});
