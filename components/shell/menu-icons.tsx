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

/**
 * Icons the menus name. A fixed list rather than the whole icon set: importing every icon by
 * name would add hundreds of kilobytes to each signed-in page. Unknown names get a neutral icon.
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

/** `className` is passed on: antd menus give their item icons spacing through it. */
export function MenuIcon({ name, className }: { name: string | null; className?: string }) {
  const Icon = (name && icons[name]) || AppstoreOutlined;
  // Decoration next to a title: screen readers read the title, not the icon's name.
  return <Icon aria-hidden className={className} />;
}
