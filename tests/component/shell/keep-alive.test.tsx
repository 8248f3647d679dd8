import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hidden, pageAt, renderShell, visitedTabs } from '../support/shell';

/**
 * The back-office frame keeps the pages whose menu says keepAlive (客户) mounted, hidden, while
 * another tab is on screen; others (工单) unmount when left; closing the kept page's tab lets it go.
 * tests/e2e/shell.spec.ts sees the same with Next's own router and a real list.
 */
const tab = (title: string) => within(document.querySelector<HTMLElement>('[data-testid="visited-tabs"]')!).getAllByRole('tab').find((t) => t.textContent === title)!;

describe('a keepAlive page', () => {
  it('stays mounted while another tab is open, is the same element back on its tab, and goes with its tab', async () => {
    const { go, user } = renderShell('admin', { at: '/crm/customer' });
    const customers = await waitFor(() => pageAt('/crm/customer')!);
    expect(hidden(customers)).toBe(false);

    await go('/crm/tickets');
    await waitFor(() => expect(pageAt('/crm/tickets')).toBeTruthy());
    expect(hidden(pageAt('/crm/tickets')!)).toBe(false);
    // The customer page (meta.keepAlive) is still there, hidden.
    expect(pageAt('/crm/customer')).toBe(customers);
    expect(hidden(customers)).toBe(true);

    await go('/crm/order');
    await waitFor(() => expect(pageAt('/crm/order')).toBeTruthy());
    // 工单 keeps no page alive: leaving it unmounts it.
    expect(pageAt('/crm/tickets')).toBeNull();
    expect(pageAt('/crm/customer')).toBe(customers);
    expect(visitedTabs()).toEqual(['工作台首页', '客户', '工单', '订单']);

    // Back on its tab it is the very same element, not a new one.
    await user.click(tab('客户'));
    await waitFor(() => expect(hidden(customers)).toBe(false));
    expect(pageAt('/crm/customer')).toBe(customers);
    await user.click(tab('订单'));
    await waitFor(() => expect(hidden(customers)).toBe(true));

    // Closing its tab lets it go.
    await user.click(within(tab('客户')).getByTestId('tab-close'));
    await waitFor(() => expect(customers.isConnected).toBe(false));
    expect(pageAt('/crm/customer')).toBeNull();
  });
});
