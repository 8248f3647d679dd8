import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spriteIdOf } from '@/lib/navigation/menu-icons';
import { PRODUCT_MENU } from '@/lib/navigation/product-menu';
import { menuIconNames, menuIconSprite, SPRITE_FILE } from '../../../scripts/menu-icon-sprite';

describe('the menus’ icon sprite', () => {
  it('holds every icon the menu names and is up to date (npx tsx scripts/menu-icon-sprite.ts writes it)', () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(menuIconSprite());
    for (const name of menuIconNames()) expect(readFileSync(SPRITE_FILE, 'utf8')).toContain(`<symbol id="${spriteIdOf(name)}"`);
  });

  it('gives every page the sider lists its own icon, so a folded sider or another language never shows a bare letter', () => {
    // The sider lists a first-level category's pages.
    const pages = PRODUCT_MENU.flatMap((top) => (top.hidden ? [] : top.children ?? [])).filter((node) => !node.hidden);
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((node) => !node.icon).map((node) => node.path)).toEqual([]);
  });

  it('names icons by antd’s files', () => {
    expect(spriteIdOf('IdcardOutlined')).toBe('idcard');
    expect(spriteIdOf('PayCircleOutlined')).toBe('pay-circle');
    expect(spriteIdOf('CustomerServiceOutlined')).toBe('customer-service');
  });
});
