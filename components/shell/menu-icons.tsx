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
const icons: Record<string, ComponentType> = {
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

export function MenuIcon({ name }: { name: string | null }) {
  const Icon = (name && icons[name]) || AppstoreOutlined;
  return <Icon />;
}
