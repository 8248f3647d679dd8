import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEntityForm, saveAndSent } from '../support/entity-form';
import { closed, dialogNamed, okIn } from '../support/dialogs';
import { answerUserDirectory, boxTags, chosenUsers, rowsOf, rowWith } from '../support/pickers';

/** The user picker in single mode: a department's head, in the department form. */
describe('the user picker, single', () => {
  it('ticks with radios; a second pick replaces the first; the form shows and sends the one user', async () => {
    const opened = await openEntityForm('department');
    const { form, user } = opened;
    answerUserDirectory();
    await user.type(form.querySelector<HTMLInputElement>('#entity-form-department_depart_name')!, '负责人测试');
    await user.click(form.querySelector<HTMLElement>('#entity-form-department_director_key')!);
    const picker = await dialogNamed('选择用户');
    const table = within(picker).getByTestId('user-picker-table');
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    expect(rowsOf(table)[0]!.querySelectorAll('.ant-radio-input')).toHaveLength(1);
    expect(rowsOf(table)[0]!.querySelectorAll('.ant-checkbox-input')).toHaveLength(0);

    await user.click(rowWith(table, 'lina'));
    await user.click(rowWith(table, 'wangfang'));
    expect(chosenUsers(picker)).toEqual(['王芳']);
    await user.click(okIn(picker));
    await closed(picker);
    expect(boxTags(form, 'user-field')).toEqual(['王芳']);

    expect(await saveAndSent(opened, 'department')).toMatchObject({ depart_name: '负责人测试', director_key: 'usr-finance' });
  });
});
