import type { RouteDef } from '../../http/route';
import { categoryRoutes } from './categories';
import { inboxRoutes } from './inbox';
import { noticeRoutes } from './notices';
import { reminderRoutes } from './reminders';

/** The message centre's calls; the unread counts live in ../overview.ts. */
export const messageRoutes: RouteDef<never>[] = [...categoryRoutes, ...noticeRoutes, ...inboxRoutes, ...reminderRoutes];
