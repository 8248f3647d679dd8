'use client';

import dynamic from 'next/dynamic';

/**
 * antd's Result, fetched only where one shows (a refusal, a failure, an unbuilt page): its status
 * illustrations and styles would otherwise weigh on every page that merely might show one.
 */
export const LazyResult = dynamic(() => import('./AntdResult'));
