import type { Page } from '@playwright/test';

/** Sidebar entries whose words do not fit (cut with an ellipsis) or that show a letter for an icon. */
export function siderProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const item of document.querySelectorAll<HTMLElement>('.ant-layout-sider .ant-menu-item, .ant-layout-sider .ant-menu-submenu-title')) {
      if (item.getClientRects().length === 0) continue;
      const title = item.querySelector<HTMLElement>('.ant-menu-title-content');
      const words = title?.innerText.trim() ?? '';
      const label = title?.querySelector<HTMLElement>('a, span') ?? title;
      if (label && label.scrollWidth > label.clientWidth + 1) problems.push(`cut in the sidebar: ${words}`);
      // A submenu's entries stand indented under it, without icons of their own.
      if (!item.closest('.ant-menu-sub') && !item.querySelector('.anticon')) problems.push(`no icon in the sidebar: ${words}`);
    }
    return problems;
  });
}
