/** The sprite of the menus' icons (public/, written by scripts/menu-icon-sprite.ts). */
export const MENU_ICON_SPRITE = '/menu-icons.svg';

/** An icon's id in the sprite: antd's file name of the outlined icon (IdcardOutlined → idcard, PayCircleOutlined → pay-circle). */
export function spriteIdOf(name: string): string {
  return name.replace(/Outlined$/, '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
