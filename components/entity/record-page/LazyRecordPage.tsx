'use client';

import dynamic from 'next/dynamic';

/**
 * A record's page, for the catch-all route that also serves every list: its code (tabs, history,
 * the child lists' drawers) loads on a record's address only, not with each list page.
 */
export const LazyRecordPage = dynamic(() => import('./RecordPage').then((m) => m.RecordPage));
