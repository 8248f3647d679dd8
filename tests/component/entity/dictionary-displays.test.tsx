import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEntityForm } from '../support/entity-form';

/** A dictionary field shows as its declaration says: radios, a drop-down or radio buttons, each with the dictionary's texts. */
describe('a dictionary field in the generic form', () => {
  it('as radios (a user’s sex): the default is ticked and another item can be chosen', async () => {
    const { form, user } = await openEntityForm('user');
    const sex = form.querySelector<HTMLElement>('#entity-form-user_sex')!;
    await waitFor(() => expect([...sex.querySelectorAll('.ant-radio-wrapper')].map((l) => l.textContent)).toEqual(['男', '女']));
    expect(within(sex).getByRole('radio', { name: '男' })).toHaveProperty('checked', true);
    await user.click(within(sex).getByText('女'));
    expect(within(sex).getByRole('radio', { name: '女' })).toHaveProperty('checked', true);
    expect(within(sex).getByRole('radio', { name: '男' })).toHaveProperty('checked', false);
  });

  it('as a drop-down (a user’s type): the items are listed when opened', async () => {
    const { form, user } = await openEntityForm('user');
    const type = form.querySelector<HTMLElement>('#entity-form-user_user_type')!;
    await user.click(type);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-dropdown .ant-select-item-option').length).toBeGreaterThan(0));
    const options = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map((o) => o.textContent);
    expect(options).toEqual(['员工', '合作伙伴']);
  });

  it('as radio buttons (a permission’s menu type): another button can be chosen', async () => {
    const { form, user } = await openEntityForm('permission');
    const menuType = form.querySelector<HTMLElement>('#entity-form-permission_menu_type')!;
    await waitFor(() => expect(menuType.querySelectorAll('.ant-radio-button-wrapper').length).toBe(3));
    const second = menuType.querySelectorAll<HTMLElement>('.ant-radio-button-wrapper')[1]!;
    await user.click(second);
    expect(second.className).toMatch(/ant-radio-button-wrapper-checked/);
  });
});
