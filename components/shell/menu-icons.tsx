import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  FormOutlined,
  HomeOutlined,
  MessageOutlined,
  ProjectOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { MENU_ICON_SPRITE, spriteIdOf } from '@/lib/navigation/menu-icons';

/**
 * The first level's icons, drawn at once (the top bar and the folded sider show them first). The
 * pages' own icons come from a sprite the browser caches (scripts/menu-icon-sprite.ts): importing
 * every icon by name would add to each signed-in page's script.
 */
const icons: Record<string, ComponentType<{ 'aria-hidden'?: boolean; className?: string }>> = {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  FormOutlined,
  HomeOutlined,
  MessageOutlined,
  ProjectOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
};

/** An icon of the sprite, in antd's icon markup (the same size, colour and spacing). */
function SpriteIcon({ name, className }: { name: string; className?: string }) {
  return (
    <span role="img" aria-hidden className={`anticon ${className ?? ''}`}>
      <svg width="1em" height="1em" fill="currentColor" focusable="false">
        <use href={`${MENU_ICON_SPRITE}#${spriteIdOf(name)}`} />
      </svg>
    </span>
  );
}

/** `className` is passed on: antd menus give their item icons spacing through it. */
export function MenuIcon({ name, className }: { name: string | null; className?: string }) {
  const Icon = name ? icons[name] : undefined;
  // Decoration next to a title: screen readers read the title, not the icon's name.
  if (Icon) return <Icon aria-hidden className={className} />;
  if (name && /^[A-Z][A-Za-z]*Outlined$/.test(name)) return <SpriteIcon name={name} className={className} />;
  return <AppstoreOutlined aria-hidden className={className} />;
}
