import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refuse, sentCalls } from '../support/answers';
import { openEntityForm } from '../support/entity-form';
import { answerPermissions, PERMISSION_QUERY_PATH, SEEDED_PERMISSIONS } from '../support/permissions';
import { dropdownOptions, openDropdown } from '../support/dialogs';

/** The paged drop-down of a reference field: a permission group's menus, over the seeded menus. */
const SELECT_ID = 'entity-form-permissionGroup_permission_keys';
const footer = () => openDropdown()?.querySelector('[data-testid="paged-select-footer"]')?.textContent;
/** Looked up afresh: the select is drawn by a stand-in until first opened (LazySelect). */
const input = (form: HTMLElement) => form.querySelector<HTMLInputElement>(`#${SELECT_ID}`)!;
const pagesAsked = () => sentCalls(PERMISSION_QUERY_PATH).map((c) => (c.body as { pageNo: number }).pageNo);

describe('the paged drop-down', () => {
  it('ten at a time, the next page on scrolling to the bottom, until there are no more; a keyword starts over', async () => {
    const total = SEEDED_PERMISSIONS.length;
    expect(total).toBeGreaterThan(20);
    const { form, user } = await openEntityForm('permissionGroup');
    answerPermissions();
    await user.click(await waitFor(() => input(form)));
    await waitFor(() => expect(dropdownOptions()).toHaveLength(10));
    expect(footer()).toBe('下拉加载更多');

    // The list scrolled to its bottom asks for the next page.
    const list = () => openDropdown()!.querySelector<HTMLElement>('.ant-select-dropdown-list-holder')!;
    fireEvent.scroll(list());
    await waitFor(() => expect(dropdownOptions()).toHaveLength(20));
    expect(pagesAsked()).toEqual([1, 2]);
    for (let pages = 2; pages * 10 < total; pages += 1) {
      expect(footer()).toBe('下拉加载更多');
      fireEvent.scroll(list());
      await waitFor(() => expect(dropdownOptions()).toHaveLength(Math.min((pages + 1) * 10, total)));
    }
    expect(footer()).toBe('没有更多了');

    // Picking from a later page keeps its name in the box.
    const last = [...openDropdown()!.querySelectorAll<HTMLElement>('.ant-select-item-option')].at(-1)!;
    const lastName = last.textContent;
    await user.click(last);
    await waitFor(() => expect([...form.querySelectorAll('.ant-select-selection-item')].map((item) => item.textContent)).toEqual([lastName]));

    await user.type(input(form), 'dashboard');
    await waitFor(() => expect(dropdownOptions()).toEqual(['工作台首页']));
    expect(sentCalls(PERMISSION_QUERY_PATH).at(-1)!.body).toMatchObject({ pageNo: 1, title: '*dashboard*' });
    expect(footer()).toBe('没有更多了');
    // The chosen menu keeps its name while another search lists other ones.
    expect([...form.querySelectorAll('.ant-select-selection-item')].map((item) => item.textContent)).toEqual([lastName]);
  });

  it('a refused page ends the loading without breaking the form; typing searches again', async () => {
    const { form, user } = await openEntityForm('permissionGroup');
    refuse(PERMISSION_QUERY_PATH, 500, '服务繁忙');
    await user.click(await waitFor(() => input(form)));
    await waitFor(() => expect(sentCalls(PERMISSION_QUERY_PATH)).toHaveLength(1));
    await waitFor(() => expect(footer()).toBe('下拉加载更多'));
    expect(dropdownOptions()).toEqual([]);

    answerPermissions();
    await user.type(input(form), 'dashboard');
    await waitFor(() => expect(dropdownOptions()).toEqual(['工作台首页']));
    expect(form.isConnected).toBe(true);
  });
});
