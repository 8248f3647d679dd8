'use client';

import type { PopconfirmProps } from 'antd';
import { createLazyOverlay } from './lazy-overlay/lazy-overlay';

/** antd's Popconfirm, fetched when its trigger is first reached (see lazy-overlay.tsx); opens on a click. */
export const LazyPopconfirm = createLazyOverlay<PopconfirmProps>(() => import('antd/es/popconfirm'), ['click']);
