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
  // Found by label and text rather than by role: a role query walks the accessibility of the whole page, slow on a busy machine.
  const trigger = () => screen.getByLabelText('更多操作');
  const sheetOpen = () => trigger().getAttribute('aria-expanded') === 'true';
  const button = (text: string) => screen.findByText(text, { selector: 'button, button *' });

  it('stays open while a menu opened from it is chosen from, then closes', async () => {
    const { user } = renderInApp(sheet);
    await user.click(trigger());
    await user.click(await button('全部视图'));
    expect(sheetOpen()).toBe(true);
    await user.click(await screen.findByText('按阶段查看'));
    await waitFor(() => expect(sheetOpen()).toBe(false));

    await user.click(trigger());
    await user.click(await button('导入导出'));
    expect(sheetOpen()).toBe(true);
    await user.click(await screen.findByText('导出 Excel'));
    await waitFor(() => expect(sheetOpen()).toBe(false));
  });

  it('closes on a tap on a plain action', async () => {
    const { user } = renderInApp(sheet);
    await user.click(trigger());
    await user.click(await button('刷新列表'));
    expect(sheetOpen()).toBe(false);
  });
});
