'use client';

import { Drawer } from 'antd';
import '@/components/providers/theme/antd-drawer.css';

/** The menu drawer of narrow screens, with its styles: the shell loads both the first time it opens. */
export const MenuDrawer = Drawer;
