import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell, sider } from '../support/shell';

/** The side menu of the frame (admin on the home page): its submenus, unfolded and folded. */
describe('the side menu', () => {
  it('opens and closes submenus by click and by keyboard; folded, they pop out beside the sider', async () => {
    const { user } = renderShell('admin');
    const submenu = await waitFor(() => sider().querySelector<HTMLElement>('[role="menuitem"][aria-haspopup="true"]')!);
    const title = submenu.textContent.trim();
    const list = () => submenu.closest('li[role="none"]')!.querySelector('ul[role="menu"]');
    const opened = submenu.getAttribute('aria-expanded') === 'true';

    await user.click(submenu);
    expect(submenu.getAttribute('aria-expanded')).toBe(String(!opened));
    expect(list() !== null).toBe(!opened);
    // Tab reaches the title; Enter and Space toggle it back and forth.
    submenu.focus();
    await user.keyboard('{Enter}');
    expect(submenu.getAttribute('aria-expanded')).toBe(String(opened));
    await user.keyboard(' ');
    expect(submenu.getAttribute('aria-expanded')).toBe(String(!opened));
    if (opened) await user.click(submenu);
    expect(submenu.getAttribute('aria-expanded')).toBe('true');
    const firstLink = within(list() as HTMLElement).getAllByRole('link')[0]!.textContent.trim();

    // Folded: antd's menu, its submenus popping out on hover.
    await user.click(within(sider()).getByRole('button', { name: '收起菜单' }));
    await waitFor(() => expect(sider().querySelector('.ant-menu-inline-collapsed')).toBeTruthy());
    await user.hover(sider().querySelector<HTMLElement>('.ant-menu-submenu-title')!);
    await waitFor(() => {
      const popup = [...document.querySelectorAll('.ant-menu-submenu-popup')].find((p) => !p.className.includes('ant-menu-submenu-hidden'));
      expect(popup && within(popup as HTMLElement).getByRole('link', { name: firstLink })).toBeTruthy();
    });
    await user.click(within(sider()).getByRole('button', { name: '展开菜单' }));
    await waitFor(() => expect(sider().querySelector('.ant-menu-inline-collapsed')).toBeNull());
    expect(within(sider()).getByRole('menuitem', { name: title })).toBeTruthy();
  });
});
