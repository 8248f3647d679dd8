import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/lib/contract/api-paths';
import { answer, sentCalls } from '../support/answers';
import { closed, dialogNamed, okIn } from '../support/dialogs';
import { moreMenuTexts, openAllMenus, renderShell, topTabs } from '../support/shell';

/**
 * 菜单显示设置 (from the all-menus panel) chooses the top bar's categories: what it offers, what it
 * saves, and the bar after. That the choice is kept by the server and read again after a reload is
 * tests/integration/preferences.test.ts's and tests/e2e/shell.spec.ts's.
 */
describe('the menu display settings', () => {
  it('take a category off the bar: the choice is sent, and the category goes under More', async () => {
    const { user } = renderShell('wangfang');
    answer(apiPaths.userSettingSave, null);
    expect(await topTabs()).toContain('供应与资源');
    const panel = await openAllMenus(user);
    await user.click(within(panel).getByRole('button', { name: '菜单显示设置' }));
    const dialog = await dialogNamed('菜单显示设置');
    expect(within(dialog).getByText('未显示在导航栏中的菜单将出现在“更多”中。')).toBeTruthy();
    expect(within(dialog).getByText('导航栏可显示的菜单数量取决于窗口大小和所选应用。')).toBeTruthy();
    const supply = within(dialog).getByTestId<HTMLInputElement>('nav-bar-perm-supply');
    expect(supply.checked).toBe(true);
    await user.click(supply);
    await user.click(okIn(dialog));

    await waitFor(() => expect(sentCalls(apiPaths.userSettingSave)).toHaveLength(1));
    // wangfang's other categories, in the menu's order.
    expect(sentCalls(apiPaths.userSettingSave)[0]!.body).toEqual({ key: 'nav.topMenus', value: ['perm-home', 'perm-crm', 'perm-project', 'perm-message'] });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await closed(dialog);
    await waitFor(() => expect(screen.getAllByTestId('top-tab').map((tab) => tab.textContent)).not.toContain('供应与资源'));
    expect(await moreMenuTexts(user)).toContain('供应与资源');
  });
});
