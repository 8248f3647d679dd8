import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AllMenusPanel } from '@/components/shell/AllMenusPanel';
import { ShellMenusProvider } from '@/components/shell/shell-menus';
import { renderInApp } from '../render';
import { demoSession, WithSession } from '../support/session';

/** The all-menus panel's search (the top bar's 全部菜单), for lina with the menus the seed grants her. */
function openPanel(username: 'lina' | 'admin') {
  const closed: number[] = [];
  const rendered = renderInApp(
    <WithSession state={demoSession(username)}>
      <ShellMenusProvider>
        <AllMenusPanel onClose={() => closed.push(1)} onOpenSettings={() => {}} />
      </ShellMenusProvider>
    </WithSession>,
  );
  const panel = screen.getByTestId('all-menus-panel');
  return { ...rendered, panel, closed };
}

describe('the all-menus search', () => {
  it('finds a menu by a Chinese keyword; Enter opens the first found and closes the panel', async () => {
    const { panel, user, router, closed } = openPanel('lina');
    await user.type(within(panel).getByRole('textbox'), '客户公海');
    await waitFor(() => expect(within(panel).getByRole('link', { name: '客户公海' })).toBeTruthy());
    expect(within(panel).queryByRole('link', { name: '线索池' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(router.visited).toEqual(['/crm/customerSea']);
    expect(closed).toHaveLength(1);
  });

  it('finds English titles too, whatever the interface language', async () => {
    const { panel, user } = openPanel('lina');
    await user.type(within(panel).getByRole('textbox'), 'lead pool');
    const link = await within(panel).findByRole('link', { name: '线索池' });
    expect(link.getAttribute('href')).toBe('/crm/cluePool');
  });

  it('offers 添加菜单 to administrators only', () => {
    expect(within(openPanel('lina').panel).queryByRole('button', { name: /添加菜单/ })).toBeNull();
    document.body.innerHTML = '';
    expect(within(openPanel('admin').panel).getByRole('button', { name: /添加菜单/ })).toBeTruthy();
  });
});
