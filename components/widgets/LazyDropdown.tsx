'use client';

import type { DropDownProps } from 'antd';
import { createLazyOverlay } from './lazy-overlay/lazy-overlay';

/** antd's Dropdown and its menu, fetched when its trigger is first reached (see lazy-overlay.tsx). */
export const LazyDropdown = createLazyOverlay<DropDownProps>(() => import('antd/es/dropdown'), ['hover']);
