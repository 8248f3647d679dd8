import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEntityForm } from '../support/entity-form';

/** An area field (a department's region) in the generic form: the province / city / district cascader. */
describe('an area field', () => {
  // The cascader's code loads when the form shows the field (next/dynamic).
  const region = (form: HTMLElement) => waitFor(() => {
    const input = form.querySelector<HTMLInputElement>('#entity-form-department_region');
    expect(input?.closest('.ant-cascader')).toBeTruthy();
    return input!;
  });
  const openMenu = () => [...document.querySelectorAll<HTMLElement>('.ant-cascader-dropdown')].filter((d) => !d.className.includes('hidden')).at(-1)!;

  it('finds a district by its name, with its whole path, and shows the chosen path by name', async () => {
    const { form, user } = await openEntityForm('department');
    await user.click(await region(form));
    // Typed into the search box the click opened.
    await user.keyboard('天河');
    const found = await waitFor(() => {
      const item = [...openMenu().querySelectorAll<HTMLElement>('.ant-cascader-menu-item')].find((i) => i.textContent === '广东省 / 广州市 / 天河区');
      expect(item).toBeTruthy();
      return item!;
    });
    await user.click(found);
    await waitFor(() => expect(within(form).getByTitle('广东省 / 广州市 / 天河区')).toBeTruthy());
  });

  it('is walked level by level: province, city, district', async () => {
    const { form, user } = await openEntityForm('department');
    await user.click(await region(form));
    const column = (n: number) => openMenu().querySelectorAll<HTMLElement>('.ant-cascader-menu')[n]!;
    await waitFor(() => expect(within(column(0)).getByTitle('上海市')).toBeTruthy());
    await user.click(within(column(0)).getByTitle('上海市'));
    await waitFor(() => expect(within(column(1)).getByTitle('上海市')).toBeTruthy());
    await user.click(within(column(1)).getByTitle('上海市'));
    await waitFor(() => expect(within(column(2)).getByTitle('浦东新区')).toBeTruthy());
    await user.click(within(column(2)).getByTitle('浦东新区'));
    await waitFor(() => expect(within(form).getByTitle('上海市 / 上海市 / 浦东新区')).toBeTruthy());
  });
});
