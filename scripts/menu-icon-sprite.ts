// Writes public/menu-icons.svg: one <symbol> per icon the product menu names, drawn from antd's own
// outlined icons. The menus show them with <use>, so fifty icons cost the pages no script at all.
// Run again after the menu names a new icon: npx tsx scripts/menu-icon-sprite.ts
// (a unit test fails while the file is out of date).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spriteIdOf } from '../lib/navigation/menu-icons';
import { flattenMenu } from '../lib/navigation/product-menu';

const OUTLINED = path.join(process.cwd(), 'node_modules/@ant-design/icons-svg/inline-svg/outlined');
export const SPRITE_FILE = path.join(process.cwd(), 'public/menu-icons.svg');

/** Every icon the product menu names, once, sorted. */
export function menuIconNames(): string[] {
  return [...new Set(flattenMenu().flatMap((node) => (node.icon ? [node.icon] : [])))].sort();
}

/** The sprite's text for these icon names (antd's component names, e.g. IdcardOutlined). */
export function menuIconSprite(names: readonly string[] = menuIconNames()): string {
  const symbols = names.map((name) => {
    const svg = readFileSync(path.join(OUTLINED, `${spriteIdOf(name)}.svg`), 'utf8');
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
    const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
    if (!viewBox || !inner) throw new Error(`unexpected icon file for ${name}`);
    return `<symbol id="${spriteIdOf(name)}" viewBox="${viewBox}">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  writeFileSync(SPRITE_FILE, menuIconSprite());
  console.log(`wrote ${path.relative(process.cwd(), SPRITE_FILE)} (${menuIconNames().length} icons)`);
}
