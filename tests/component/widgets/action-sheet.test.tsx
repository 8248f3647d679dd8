import { screen, waitFor } from '@testing-library/react';
import { Button, Dropdown } from 'antd';
import { describe, expect, it } from 'vitest';
import { ActionSheet } from '@/components/widgets/action-sheet/ActionSheet';
import { LazyDropdown } from '@/components/widgets/LazyDropdown';
import { renderInApp } from '../render';

/**
 * A phone's sheet of actions closes on a tap on an action, but not on one that opens a menu of its
 * own (the view menu, the Excel menu, fetched at the first tap or antd's own): that menu is anchored to the button in the sheet, and closing
 * the sheet under it took the menu away before a choice could be made. A choice in that menu closes it.
 */
describe('ActionSheet', () => {
  const sheet = (
    <ActionSheet title="商机" label="更多操作" testId="more">
      <LazyDropdown trigger={['click']} menu={{ items: [{ key: 'stage', label: '按阶段查看' }] }}>
        <Button>全部视图</Button>
      </LazyDropdown>
      <Dropdown trigger={['click']} menu={{ items: [{ key: 'xlsx', label: '导出 Excel' }] }}>
        <Button>导入导出</Button>
      </Dropdown>
      <Button>刷新列表</Button>
    </ActionSheet>
  );
  const sheetOpen = () => screen.getByRole('button', { name: '更多操作' }).getAttribute('aria-expanded') === 'true';

  it('stays open while a menu opened from it is chosen from, then closes', async () => {
    const { user } = renderInApp(sheet);
    await user.click(screen.getByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('button', { name: '全部视图' }));
    expect(sheetOpen()).toBe(true);
    await user.click(await screen.findByRole('menuitem', { name: '按阶段查看' }));
    await waitFor(() => expect(sheetOpen()).toBe(false));

    await user.click(screen.getByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('button', { name: '导入导出' }));
    expect(sheetOpen()).toBe(true);
    await user.click(await screen.findByRole('menuitem', { name: '导出 Excel' }));
    await waitFor(() => expect(sheetOpen()).toBe(false));
  });

  it('closes on a tap on a plain action', async () => {
    const { user } = renderInApp(sheet);
    await user.click(screen.getByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('button', { name: '刷新列表' }));
    expect(sheetOpen()).toBe(false);
  });
});
