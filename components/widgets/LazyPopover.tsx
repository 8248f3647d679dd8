'use client';

import type { PopoverProps } from 'antd';
import { createLazyOverlay } from './lazy-overlay/lazy-overlay';

/** antd's Popover, fetched when its trigger is first reached (see lazy-overlay.tsx); shows on hover unless told otherwise. */
export const LazyPopover = createLazyOverlay<PopoverProps>(() => import('antd/es/popover'), ['hover']);
