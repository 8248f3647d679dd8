import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/lib/client/session-types';
import { demoMenus } from '../support/menus';
import { moreMenuTexts, renderShell, topTabs } from '../support/shell';

/**
 * The top bar's first-level tabs for a given menu answer: what the user may open, at most twelve,
 * the rest under More. Whether they fit the window's width is tests/e2e/shell.spec.ts's (the DOM
 * here measures nothing, so every tab fits).
 */
describe('the top tabs', () => {
  it("hold an administrator's categories, all of them, with no More", async () => {
    const { user } = renderShell('admin');
    const tabs = await topTabs();
    expect(tabs).toEqual(expect.arrayContaining(['首页', '客户管理', '流程管理', '系统管理']));
    expect(tabs.length).toBeLessThanOrEqual(12);
    expect(await moreMenuTexts(user)).toEqual([]);
  });

  it('hold neither the system nor the workflow menus for lina, on the bar or under More', async () => {
    const { user } = renderShell('lina');
    const tabs = await topTabs();
    expect(tabs).toEqual(expect.arrayContaining(['首页', '客户管理']));
    expect(tabs).not.toContain('系统管理');
    expect(tabs).not.toContain('流程管理');
    expect(await moreMenuTexts(user)).not.toContain('系统管理');
  });

  it('never number more than 12: what does not fit goes under More, in the menu’s order', async () => {
    // Fifteen shown categories: the administrator's seven and eight more of the same shape.
    const admin = demoMenus('admin');
    const template = admin.find((item) => item.id === 'perm-supply')!;
    const extra: MenuItem[] = Array.from({ length: 8 }, (_, i) => ({
      ...template, id: `perm-extra-${i + 1}`, path: `/extra${i + 1}`, name: `extra${i + 1}`, redirect: null, meta: { ...template.meta, title: `附加分类${i + 1}` }, children: undefined,
    }));
    const shown = [...admin.filter((item) => !item.hidden), ...extra];
    expect(shown).toHaveLength(15);
    const { user } = renderShell('admin', { menus: [...admin, ...extra] });
    const tabs = await topTabs();
    expect(tabs).toHaveLength(12);
    expect(tabs.slice(-2)).toEqual(['附加分类4', '附加分类5']);
    expect(await moreMenuTexts(user)).toEqual(['附加分类6', '附加分类7', '附加分类8']);
  });
});
