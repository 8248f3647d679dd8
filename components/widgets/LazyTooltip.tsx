'use client';

import type { TooltipProps } from 'antd';
import { createLazyOverlay } from './lazy-overlay/lazy-overlay';

/** antd's Tooltip, fetched when its trigger is first reached (see lazy-overlay.tsx); shows on hover. */
export const LazyTooltip = createLazyOverlay<TooltipProps>(() => import('antd/es/tooltip'), ['hover']);
